import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { AfterCommitSubscriber } from './after-commit.js';
import { migrations } from './migrations/index.js';

/** TypeORM settings shared by the app and the CLIs: migrations at start, never synchronize. */
export function typeormOptions(url: string): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    migrations,
    subscribers: [AfterCommitSubscriber],
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    logging: process.env.DB_LOG === 'true' ? 'all' : ['error'],
    extra: { max: Number(process.env.DB_POOL_SIZE) || 20, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
    retryAttempts: 5,
    retryDelay: 500,
  };
}

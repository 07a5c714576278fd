import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg, { type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { pgPool } from './pool.js';

/** Enough for the statements that use it: each is a fraction of a millisecond. */
const CONNECTIONS = 10;

/**
 * A few connections of their own whose named statements always run on their cached generic plan
 * (`plan_cache_mode = force_generic_plan` for the session). PostgreSQL otherwise re-plans a named
 * statement on every call whenever it estimates the generic plan dearer, which it does when it
 * cannot know an array's length or a pattern: the search's spelling corrections spent 0.3 ms per
 * call planning and as long running. Only fixed statements written for any parameters belong
 * here; the setting would make the unnamed statements TypeORM sends plan blind, so they never
 * come near these connections.
 */
@Injectable()
export class GenericPlanPool implements OnApplicationShutdown {
  private pool: Pool | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get connections(): Pool {
    if (!this.pool) {
      const base = pgPool(this.db).options;
      this.pool = new pg.Pool({
        ...base,
        max: CONNECTIONS,
        application_name: 'ward-generic-plans',
        options: [base.options, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
      });
      // a connection lost while idle (the database restarting) is replaced on the next query
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
    this.pool = null;
  }
}

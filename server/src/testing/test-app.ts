import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createWardApp, type WardApp } from '../app.factory.js';
import { loadConfig, type WardConfig } from '../config/config.js';
import { http, type Http } from './http.js';

export interface TestApp {
  ward: WardApp;
  url: string;
  api: Http;
  db: DataSource;
  config: WardConfig;
  /** Nest provider lookup, e.g. `t.get(ProductsService)` */
  get<T>(token: abstract new (...args: never[]) => T): T;
  close(): Promise<void>;
}

/** Creates a fresh database on the run's PostgreSQL server (global-setup.ts). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.WARD_TEST_PG_URL;
  if (!serverUrl) throw new Error('WARD_TEST_PG_URL is not set: run tests through jest (server/jest.config.js)');
  const name = `ward_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The whole server on a fresh database, listening on a free port, reached over real HTTP. */
export async function startTestApp(overrides: Partial<WardConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  return startOn(database, overrides);
}

/** Another instance of `first`'s shop: same database and JWT secret, its own port, caches and data folder (as behind a load balancer). */
export function startSecondInstance(first: TestApp, overrides: Partial<WardConfig> = {}): Promise<TestApp> {
  return startOn({ url: first.config.databaseUrl!, drop: async () => undefined }, { jwtSecret: first.config.jwtSecret, ...overrides });
}

/** The whole server on a database the test prepared (e.g. an older schema with rows, to watch a migration); closing drops it. */
export async function startOn(database: { url: string; drop(): Promise<void> }, overrides: Partial<WardConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ward-test-data-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    {
      dataDir,
      databaseUrl: database.url,
      seedDemo: false,
      jobs: false,
      jwtSecret: 'test-secret-' + Math.random(),
      adminDist: '/nonexistent',
      storefrontDist: '/nonexistent',
      ...overrides,
    },
  );
  const ward = await createWardApp(config);
  const url = await ward.listen(0, '127.0.0.1');
  return {
    ward,
    url,
    api: http(url),
    db: ward.app.get(DataSource),
    config,
    get: (token) => ward.app.get(token as never),
    async close() {
      await ward.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

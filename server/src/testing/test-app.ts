import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

const runServerUrl = () => {
  const serverUrl = process.env.WARD_TEST_PG_URL;
  if (!serverUrl) throw new Error('WARD_TEST_PG_URL is not set: run tests through jest (server/jest.config.js)');
  return serverUrl;
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** An empty database on the run's PostgreSQL server (global-setup.ts), `template`'s copy if given. */
export async function createEmptyDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = runServerUrl();
  const name = `ward_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let migrated: Promise<string> | null = null;

/**
 * A database with every migration run, made once per Jest run and copied for each test app
 * (PostgreSQL copies a template in ~0.2 s; migrating from nothing takes ~2 s of each start).
 * Workers share it: an advisory lock lets the first make it, the others find it.
 */
function migratedTemplate(): Promise<string> {
  return (migrated ??= (async () => {
    const serverUrl = runServerUrl();
    const name = `ward_template_${createHash('sha256').update(readdirSync(MIGRATIONS).sort().join()).digest('hex').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(20261128)');
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
      if (!found.rowCount) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`CREATE DATABASE ${name}`);
        const app = await startOn({ url: databaseUrl(serverUrl, name), drop: async () => undefined });
        await app.ward.close();
        rmSync(app.config.dataDir, { recursive: true, force: true });
        // marks it complete: a run that died half-way leaves a database that is not a template
        await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })());
}

const MIGRATIONS = new URL('../database/migrations', import.meta.url);

/** A fresh database with the current schema on the run's PostgreSQL server. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createEmptyDatabase(await migratedTemplate());
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

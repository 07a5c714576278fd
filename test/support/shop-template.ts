import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../../server/src/testing/until.js';

/**
 * A seeded DATA_DIR made once per server build and copied for each test shop: a fresh shop spends
 * ~10 s (of ~14) creating its embedded PostgreSQL, migrating and seeding the demo shop, the same
 * work for every suite. A copy of a cleanly stopped shop starts in ~3 s and holds the same data.
 *
 * Only for shops whose settings do not change what is stored at the first start (another database,
 * media in object storage, no demo, another data key): those start from nothing as before.
 */
const STORED_AT_FIRST_START = /^(DATABASE_URL|DATA_DIR|DATA_KEY|SEED_DEMO|WARD_CONFIG|S3_.*)$/;

export const templateFits = (env: Record<string, string>) => !Object.keys(env).some((name) => STORED_AT_FIRST_START.test(name));

/** Names the server build: a new build (new migrations, new seed) makes a new template. */
function buildKey(serverDist: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${path}:${size}:${mtimeMs}\n`);
      }
    }
  };
  walk(serverDist);
  return hash.digest('hex').slice(0, 16);
}

const PREFIX = 'ward-e2e-template-';
/** a lock older than this was left by a run that died while making the template */
const STALE_LOCK_MS = 5 * 60_000;
/** templates of other builds unused this long are removed */
const UNUSED_MS = 3 * 3_600_000;

/**
 * A fresh copy of the template (made first if this build has none: `make(dir)` starts a shop on
 * `dir` and stops it cleanly). Jest's workers share one template through a lock directory.
 */
export async function copyOfTemplate(serverDist: string, make: (dir: string) => Promise<void>): Promise<string> {
  const template = join(tmpdir(), `${PREFIX}${buildKey(serverDist)}`);
  const ready = join(template, '.ready');
  if (!existsSync(ready)) await makeOnce(template, ready, make);
  const now = new Date();
  utimesSync(ready, now, now);
  const copy = mkdtempSync(join(tmpdir(), 'ward-e2e-'));
  // -a keeps the owner and modes PostgreSQL insists on (its folder belongs to "postgres" under root)
  const cp = spawnSync('cp', ['-a', `${template}/data/.`, copy]);
  if (cp.status !== 0) throw new Error(`copying the shop template failed: ${cp.stderr}`);
  return copy;
}

async function makeOnce(template: string, ready: string, make: (dir: string) => Promise<void>): Promise<void> {
  const lock = `${template}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(ready)) return;
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      // another worker is making it
      await until(() => existsSync(ready) || !existsSync(lock), STALE_LOCK_MS, 'the shop template');
      if (existsSync(ready)) return;
    }
  }
  try {
    removeUnusedTemplates();
    rmSync(template, { recursive: true, force: true });
    const data = mkdtempSync(join(tmpdir(), 'ward-e2e-making-'));
    await make(data);
    mkdirSync(template);
    renameSync(data, join(template, 'data'));
    writeFileSync(ready, '');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function removeUnusedTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name.endsWith('.lock')) continue;
    const marker = join(tmpdir(), name, '.ready');
    const lastUse = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    if (Date.now() - lastUse > UNUSED_MS) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyOfTemplate, templateFits } from './shop-template.js';
import { allowStandIns } from './stand-in-env.js';

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../..');

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningShop {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
  /** how the process ended (null while it runs): 0 after a graceful stop */
  exitCode(): number | null;
}

/**
 * Starts the production build exactly as `npm start` does (embedded PostgreSQL, migrations, demo
 * seed) in its own DATA_DIR and port; `env` adds SMTP_URL etc.
 */
export async function startShop(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<RunningShop> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOnce(env, options);
    } catch (error) {
      // the port we picked was free when asked; the shop's own embedded PostgreSQL (or another
      // test's) can take it before the shop listens on it: pick another
      if (attempt >= 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startShopOnce(env: Record<string, string>, options: { dataDir?: string; keepData?: boolean }): Promise<RunningShop> {
  const port = await freePort();
  const dataDir =
    options.dataDir ??
    (templateFits(env) ? await copyOfTemplate(join(repoRoot, 'server/dist'), makeTemplate) : mkdtempSync(join(tmpdir(), 'ward-e2e-')));
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      // the demo shop and its test gateway, as `npm start` has them (production leaves both off unless told)
      SEED_DEMO: 'true',
      PAYMENT_TEST_GATEWAY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...allowStandIns(env),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  // a shared machine under load can take minutes to create the embedded database and seed it
  const deadline = Date.now() + 240_000;
  for (let up = false; !up;) {
    if (child.exitCode !== null) {
      const output = logs.join('');
      if (output.includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`)) {
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        throw new PortTaken(`port ${port} taken before the shop listened`);
      }
      throw new Error(`server exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not answering /api/health after 240 s:\n${logs.join('').slice(-4000)}`);
    }
    up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    logs,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // a pending timer would keep the Jest worker alive after the last test
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shared template: a shop that started on `dir` (migrated, demo seeded) and stopped cleanly. */
async function makeTemplate(dir: string): Promise<void> {
  const shop = await startShop({}, { dataDir: dir, keepData: true });
  await shop.stop();
  if (shop.exitCode() !== 0) throw new Error(`the template shop did not stop cleanly (${shop.exitCode()}):\n${shop.logs.join('').slice(-2000)}`);
}

/** Logs in through the real API and returns the token. */
export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: string };
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return body.data;
}

export const DEMO = {
  admin: { email: 'admin@ward.sa', password: 'Admin#2026' },
  customer: { email: 'customer@ward.sa', password: 'Customer#2026' },
};

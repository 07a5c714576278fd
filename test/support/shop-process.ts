import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './server.js';

const repoRoot = resolve(new URL('.', import.meta.url).pathname, '../..');

/** The JWT secret every instance of one test shop shares (docs/operations.md: several instances need the same). */
export const SHARED_JWT_SECRET = 'faults-suite-shared-secret-0123456789abcdef';

export interface ShopProcess {
  url: string;
  port: number;
  pid: number;
  logs: string[];
  /** resident memory of the server process now, in MB (/proc) */
  rssMb(): number;
  /** ends the process with `signal` and waits for it */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 15 s; removes the DATA_DIR unless it was given */
  stop(): Promise<void>;
  readonly exited: boolean;
}

export interface ShopProcessOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** reuse a port (a restarted server answers where clients already point) */
  port?: number;
  dataDir?: string;
  /** how long to wait for /api/health */
  readyTimeoutMs?: number;
}

/**
 * Starts the production build (`node server/dist/main.js`, NODE_ENV=production) as a child
 * process against an existing PostgreSQL, like one instance behind a load balancer.
 */
export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ward-faults-data-'));
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: SHARED_JWT_SECRET,
      SEED_DEMO: 'true',
      PAYMENT_TEST_GATEWAY: 'true',
      LOG_LEVEL: 'warn',
      // never ZATCA itself: a refused local port unless a test gives its Fatoora stand-in
      ZATCA_BASE_URL: 'http://127.0.0.1:9',
      ALLOW_PRIVATE_PROVIDER_URLS: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    logs.push(String(d));
    if (logs.length > 2000) logs.splice(0, logs.length - 2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${logs.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${options.readyTimeoutMs ?? 120_000} ms:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const handle: ShopProcess = {
    url,
    port,
    pid: child.pid!,
    logs,
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
    rssMb() {
      const kb = Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]);
      return kb / 1024;
    },
    async kill(signal = 'SIGKILL') {
      if (handle.exited) return;
      child.kill(signal);
      await exit;
    },
    async stop() {
      if (!handle.exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

// Child processes for the bench: the production server and the bare node:http ceiling.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort() {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU seconds (user + system) process `pid` has used so far: per request, a figure the machine's other load barely moves. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Seeds N products (and, given, customers and orders) into DATA_DIR with the server's own CLI (demo shop first). */
export function seed(dataDir, products, more = {}) {
  const args = ['--products', String(products), ...Object.entries(more).flatMap(([name, n]) => [`--${name}`, String(n)])];
  const res = spawnSync(process.execPath, [join(repoRoot, 'server/dist/cli/seed.js'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`seed failed: ${res.stderr || res.stdout}`);
}

/** The seeded demo admin's bearer token on a running server. */
export async function adminToken(url) {
  const res = await fetch(`${url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@ward.sa', password: 'Admin#2026' }),
  });
  return (await res.json()).data;
}

export async function startServer(dataDir, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // the demo shop and its test gateway, as `npm start` has them (production leaves both off unless told)
      SEED_DEMO: 'true',
      PAYMENT_TEST_GATEWAY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    pid: child.pid,
    /** peak resident memory (VmHWM) of the server process, in MB */
    peakRssMb() {
      try {
        const kb = Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)[1]);
        return Math.round(kb / 1024);
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** The ceiling: a bare node:http server answering fixed bytes from memory, in its own process. */
export async function startCeiling() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'test/bench/lib/ceiling-server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__ready`);
  return {
    url,
    /** serve `body` with `contentType` at `path` */
    /** `headers`: the shop's answer's headers as a flat [name, value, …] list (without the per-connection ones) */
    set: (path, body, headers) =>
      new Promise((done) => {
        child.once('message', done);
        child.send({ path, body: Buffer.from(body).toString('base64'), headers });
      }),
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** The bench shop's embedded PostgreSQL, found through DATA_DIR: the port in postmaster.pid, the generated password beside it. */
export function benchDatabaseUrl(dataDir) {
  const pgPort = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${pgPort}/ward`;
}

/**
 * The second ceiling: node:http + pg running the same SQL against the bench shop's own embedded
 * PostgreSQL (found through DATA_DIR: the port in postmaster.pid, the generated password beside it).
 */
export async function startPgCeiling(dataDir, poolSize = 20) {
  const port = await freePort();
  const databaseUrl = benchDatabaseUrl(dataDir);
  const child = spawn(process.execPath, [join(repoRoot, 'test/bench/lib/pg-ceiling-server.mjs'), String(port), databaseUrl, String(poolSize)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__ready`);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

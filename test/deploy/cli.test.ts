import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPostgres, type TestPostgres } from '../support/postgres.js';

const root = resolve(new URL('.', import.meta.url).pathname, '../..');

/** Runs a built CLI to its end: its exit code and what it printed. */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, script), ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

/**
 * The operators' commands (`npm run seed`, the bench's seeding) end by themselves when their work is
 * done: a handle left open anywhere in the app (the storefront's renderer included) kept the seed
 * running forever after "100 products in 1.0 s".
 */
describe('command-line tools', () => {
  let pg: TestPostgres;
  let dataDir: string;

  beforeAll(async () => {
    pg = await startPostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'ward-cli-'));
  }, 120_000);
  afterAll(async () => {
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the seed adds the products asked for and exits on its own, on a new database and on a seeded one', async () => {
    const databaseUrl = await pg.createDatabase('ward_cli');
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
    const products = async () => (await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM products`, [], 'ward_cli'))[0].n;
    const first = await run('server/dist/cli/seed.js', ['--products', '20'], env);
    expect(first.output).toMatch(/seed: 20 products in/);
    expect(first.code).toBe(0);
    const before = await products();
    const second = await run('server/dist/cli/seed.js', ['--products', '20'], env);
    expect(second.code).toBe(0);
    expect(await products()).toBe(before + 20);
  }, 120_000);
});

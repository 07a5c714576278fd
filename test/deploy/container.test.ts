import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';

/**
 * Containers cannot run here, so this checks what can be checked of the image and the compose
 * file: every command they run exists (npm scripts, built files), every file they copy exists,
 * the image runs as a non-root user on Node 24 with a working HEALTHCHECK, and the compose
 * file's variables are exactly the environment table of docs/operations.md, with no default secret.
 */
const root = resolve(new URL('.', import.meta.url).pathname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Instruction {
  op: string;
  args: string;
}
/** Dockerfile instructions per stage (continuation lines joined, comments dropped). */
function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const joined = text.replace(/\\\n/g, ' ');
  for (const line of joined.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, op, args] = line.match(/^(\w+)\s+(.*)$/)!;
    if (op.toUpperCase() === 'FROM') stages.push([]);
    stages.at(-1)!.push({ op: op.toUpperCase(), args: args.trim() });
  }
  return stages;
}
const execForm = (args: string): string[] => JSON.parse(args.replace(/^CMD\s+/, '').replace(/^--\S+\s+/g, ''));

/** `| `NAME` | default | meaning |` rows of the "Environment variables" table in docs/operations.md. */
function documentedVariables(): Set<string> {
  const section = read('docs/operations.md')
    .split(/^## Environment variables/m)[1]
    .split(/^## /m)[0];
  return new Set([...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]));
}

/** Variables the server reads from the environment (source files, tests and test helpers left out). */
function serverVariables(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'testing') walk(path);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const m of source.matchAll(/(?:env\.|read\(')([A-Z][A-Z0-9_]+)/g)) names.add(m[1]);
      }
    }
  };
  walk(join(root, 'server/src'));
  return names;
}

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const all = stages.flat();
  const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

  it('builds and runs on Node 24 slim images', () => {
    for (const stage of stages) expect(stage[0].args).toMatch(/^node:24(\.\d+)*-[\w-]*slim\b/);
  });

  it('runs only npm scripts that exist and never `npm ci` (the lockfile refuses it)', () => {
    const runs = all.filter((i) => i.op === 'RUN').map((i) => i.args);
    const npmRuns = runs.flatMap((r) => [...r.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]));
    expect(npmRuns.length).toBeGreaterThan(0);
    for (const name of npmRuns) expect(scripts).toHaveProperty(name);
    expect(runs.join('\n')).not.toMatch(/npm ci\b/);
  });

  it('copies only files that exist in the repository or in its build output', () => {
    for (const { op, args } of all.filter((i) => i.op === 'COPY')) {
      const parts = args.split(/\s+/);
      const from = parts.find((p) => p.startsWith('--from='))?.slice(7);
      const sources = parts.filter((p) => !p.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        if (from === 'deps') continue; // made in that stage by npm install
        const path = from === 'build' ? source.replace(/^\/app\//, '') : source;
        expect({ op, path, exists: existsSync(join(root, path)) }).toEqual({ op, path, exists: true });
      }
    }
  });

  it('ships production dependencies only, runs as a non-root user, and starts the built server', () => {
    const deps = stages.find((s) => s[0].args.endsWith(' AS deps'))!;
    expect(
      deps
        .filter((i) => i.op === 'RUN')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/npm install .*--omit=dev/);
    const copiedModules = runtime.filter((i) => i.op === 'COPY' && i.args.includes('node_modules'));
    expect(copiedModules.map((i) => i.args)).toEqual([expect.stringMatching(/^--from=deps /)]);
    const user = runtime.filter((i) => i.op === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const cmd = execForm(runtime.find((i) => i.op === 'CMD')!.args);
    expect(cmd[0]).toBe('node');
    expect(existsSync(join(root, cmd[1]))).toBe(true);
  });

  describe('HEALTHCHECK', () => {
    const instruction = runtime.find((i) => i.op === 'HEALTHCHECK')!;
    const command = execForm(instruction.args.replace(/^(--\S+\s+)*/, ''));
    let status = 200;
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = createServer((req, res) => res.writeHead(req.url === '/api/health' ? status : 404).end());
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise((done) => server.close(done)));
    // the server answers in this process, so the check runs beside it (not blocking it)
    const check = (p = port) =>
      new Promise<number>((done) =>
        execFile(
          command[0] === 'node' ? process.execPath : command[0],
          command.slice(1),
          { cwd: root, env: { ...process.env, PORT: String(p) } },
          (error) => done(error ? Number(error.code ?? 1) : 0),
        ),
      );

    it('asks /api/health on the container port: healthy on 200', async () => {
      expect(instruction.args).toMatch(/^CMD |--\w+/);
      status = 200;
      expect(await check()).toBe(0);
    });

    it('unhealthy while the database is away (503) or the server is down', async () => {
      status = 503;
      expect(await check()).toBe(1);
      expect(await check(1)).toBe(1);
    });
  });

  it('leaves dependencies, builds, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  const compose = parseYaml(read('docker-compose.yml')) as {
    services: Record<string, { build?: unknown; image?: string; command?: unknown; environment: Record<string, string | number> }>;
  };
  const app = compose.services.app;

  it('builds the image instead of installing on a stock Node image', () => {
    expect(app.build).toBeDefined();
    expect(app.command).toBeUndefined();
    expect(String(app.image ?? '')).not.toMatch(/^node:/);
  });

  it('sets exactly the variables docs/operations.md documents', () => {
    expect(new Set(Object.keys(app.environment))).toEqual(documentedVariables());
  });

  it('requires real secrets: no default JWT secret or database password', () => {
    expect(String(app.environment.JWT_SECRET)).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(String(compose.services.db.environment.POSTGRES_PASSWORD)).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(String(app.environment.DATABASE_URL)).toContain('${POSTGRES_PASSWORD}');
  });
});

describe("docs/operations.md's environment table", () => {
  it('documents every variable the server reads', () => {
    const documented = documentedVariables();
    const undocumented = [...serverVariables()].filter((name) => !documented.has(name) && name !== 'ADMIN_PASSWORD');
    expect(undocumented).toEqual([]);
  });
});

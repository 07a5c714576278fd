import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('.', import.meta.url).pathname, '../..');

/** nx's view of one command: the projects' dependencies and the build tasks it would run. */
function buildGraph(projects: string[], targets = ['build']) {
  const dir = mkdtempSync(join(tmpdir(), 'ward-graph-'));
  try {
    const file = join(dir, 'graph.json');
    execFileSync('npx', ['nx', 'run-many', '-t', ...targets, `--projects=${projects.join(',')}`, `--graph=${file}`], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
      stdio: 'ignore',
    });
    return JSON.parse(readFileSync(file, 'utf8')) as {
      graph: { dependencies: Record<string, Array<{ target: string }>> };
      tasks: { dependencies: Record<string, Array<{ id: string }>> };
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The admin and storefront compile @ward/shared from source through a path alias, which nx cannot
 * see; without a declared dependency a cached admin or storefront build would be restored after a
 * shared rule changed (and browser tests would test the old rule).
 */
describe('the build graph sees @ward/shared', () => {
  it('admin and storefront depend on @ward/shared, so a change in shared/src rebuilds both', () => {
    const { graph, tasks } = buildGraph(['@ward/admin', '@ward/storefront']);
    for (const app of ['@ward/admin', '@ward/storefront']) {
      expect(graph.dependencies[app].map((d) => d.target)).toContain('@ward/shared');
      // build depends on ^build, and the build's inputs include ^production: shared's sources are inputs
      expect(tasks.dependencies[`${app}:build`].map((d) => d.id)).toContain('@ward/shared:build');
    }
    const nx = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8'));
    expect(nx.targetDefaults.build.inputs).toContain('^production');
  });

  it('npm test type-checks every workspace, tests included (Vite and SWC strip types without checking them)', () => {
    const workspaces = ['@ward/shared', '@ward/server', '@ward/admin', '@ward/storefront', '@ward/test'];
    const { tasks } = buildGraph(workspaces, ['build', 'typecheck']);
    for (const w of workspaces) expect(Object.keys(tasks.dependencies)).toContain(`${w}:typecheck`);
    expect(readFileSync(join(root, 'scripts/test.mjs'), 'utf8')).toMatch(/'-t', 'build', 'typecheck'/);
  });
});

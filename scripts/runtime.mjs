// Ward runs on Node 24 LTS. When `npm start` or `npm test` is started by an older Node (the
// machine's own, say Node 20), this re-runs the same script under Node 24 from the npm registry
// (scripts/use-node24.sh fetches it once) instead of failing later in a library that needs it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;

export function ensureNode24() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  const script = fileURLToPath(new URL('./use-node24.sh', import.meta.url));
  const found = spawnSync('bash', ['-c', `. "${script}" >&2 && command -v node`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const node = found.stdout.trim();
  if (found.status !== 0 || !node || node === process.execPath) {
    console.error(`Ward needs Node ${REQUIRED_MAJOR} LTS (this is ${process.version}); install it and try again.`);
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${node.replace(/\/node$/, '')}:${process.env.PATH}` };
  const rerun = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(rerun.status ?? 1);
}

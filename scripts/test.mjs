#!/usr/bin/env node
// `npm test`: build every workspace (nx, cached), then one Jest run over all of them.
// Extra arguments go to Jest, e.g. `npm test -- server/src/auth`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureNode24 } from './runtime.mjs';

ensureNode24();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (cmd, args, extraEnv = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

if (!process.env.SKIP_BUILD) {
  const built = run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream']);
  if (built !== 0) process.exit(built);
}

mkdirSync('.data', { recursive: true });
const results = '.data/jest-results.json';
const status = run(
  'node',
  ['node_modules/jest/bin/jest.js', '--maxWorkers=2', '--json', `--outputFile=${results}`, ...process.argv.slice(2)],
  { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
);
try {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
} catch {
  console.log('tests: 0 passed, 1 failed');
}
process.exit(status);

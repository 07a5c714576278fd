#!/usr/bin/env node
// `npm test`: build and type-check every workspace (nx, cached), then one Jest run over all of them.
// Extra arguments go to Jest, e.g. `npm test -- server/src/auth`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureNode24 } from './runtime.mjs';
import { prepareTestNeeds } from './test-needs.mjs';

ensureNode24();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (cmd, args, extraEnv = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

if (!process.env.SKIP_BUILD) {
  // Vite and SWC strip types without checking them: every workspace (tests included) is type-checked here
  const built = run('npx', ['nx', 'run-many', '-t', 'build', 'typecheck', '--outputStyle=stream']);
  if (built !== 0) process.exit(built);
  // type-aware lint of the whole repository: no errors, no warnings
  const linted = run('npx', ['eslint', '.', '--max-warnings', '0']);
  if (linted !== 0) process.exit(linted);
}

const needs = prepareTestNeeds(process.argv.slice(2));
// (on the command line the list replaces the projects' own, so theirs come along)
const leaveOut = needs.skip.length
  ? ['/node_modules/', '/bench/', ...needs.skip].map((path) => `--testPathIgnorePatterns=${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  : [];

mkdirSync('.data', { recursive: true });
const results = '.data/jest-results.json';
const jestStatus = run(
  'node',
  // the ignore list last: an array option would swallow the path patterns that follow it
  ['node_modules/jest/bin/jest.js', '--maxWorkers=2', '--json', `--outputFile=${results}`, ...process.argv.slice(2), ...leaveOut],
  { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
);
// files left out for a missing package count as one failure each: the run is not green without them
const notRun = needs.skip.length;
try {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites + notRun} failed`);
  if (needs.hint) console.log(`npm test: ${notRun} test files not run: ${needs.hint}`);
} catch {
  console.log('tests: 0 passed, 1 failed');
}
process.exit(jestStatus || (notRun ? 1 : 0));

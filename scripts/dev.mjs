#!/usr/bin/env node
// `npm run dev`: shared + server compiled in watch mode, the server restarted on change, and the
// admin (http://localhost:5174/admin/) and storefront (http://localhost:5173) dev servers, both
// proxying /api and /media to the server on :3000.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureNode24 } from './runtime.mjs';

ensureNode24();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '1' };
spawnSync('npx', ['tsc', '-p', 'shared'], { stdio: 'inherit', env });
spawnSync('npx', ['tsc', '-p', 'server/tsconfig.build.json'], { stdio: 'inherit', env });

const hasScript = (ws, name) => Boolean(JSON.parse(readFileSync(`${ws}/package.json`, 'utf8')).scripts?.[name]);
const tasks = [
  ['shared', 'npx', ['tsc', '-p', 'shared', '--watch', '--preserveWatchOutput']],
  ['tsc', 'npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['server', process.execPath, ['--watch', 'server/dist/main.js']],
  ...['admin', 'storefront'].filter((ws) => hasScript(ws, 'dev')).map((ws) => [ws, 'npm', ['run', 'dev', '-w', `@ward/${ws}`]]),
];
const children = tasks.map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

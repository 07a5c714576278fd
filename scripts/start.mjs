#!/usr/bin/env node
// `npm start`: build whatever is not built yet (nx, cached), then run the shop on one port.
import { spawnSync, spawn } from 'node:child_process';
import { ensureNode24 } from './runtime.mjs';

ensureNode24();

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
if (!process.env.SKIP_BUILD) {
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], { stdio: 'inherit', env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ['server/dist/main.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

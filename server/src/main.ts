import { Logger } from '@nestjs/common';
import { createWardApp } from './app.factory.js';
import { loadConfig } from './config/config.js';

/** `npm start`: the whole shop on http://localhost:3000 (embedded PostgreSQL unless DATABASE_URL). */
async function main() {
  const started = Date.now();
  const ward = await createWardApp(loadConfig());
  const url = await ward.listen();
  Logger.log(`Ward is open on http://localhost:${new URL(url).port} (API docs at /api/docs) — ready in ${Date.now() - started} ms`, 'Ward');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    Logger.log(`${signal}: closing`, 'Ward');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await ward.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  Logger.error(error, 'Ward');
  process.exit(1);
});

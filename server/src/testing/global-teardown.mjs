import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const held = globalThis.__wardTestPg;
  if (!held) return;
  await held.pg.stop();
  rmSync(held.dir, { recursive: true, force: true });
}

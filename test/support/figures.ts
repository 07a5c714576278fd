import { mkdirSync, writeFileSync } from 'node:fs';

const DIR = new URL('../../.data/robustness', import.meta.url).pathname;

/** Keeps a suite's measured figures in `.data/robustness/<name>.json` and prints them. */
export function recordFigures(name: string, figures: unknown): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(`${DIR}/${name}.json`, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`${name}: ${JSON.stringify(figures)}`);
}

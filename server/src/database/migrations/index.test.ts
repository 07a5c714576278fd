import { readdirSync } from 'node:fs';
import { migrations } from './index.js';

/**
 * TypeORM runs migrations in the order of the 13-digit timestamp that ends each class name, and
 * only those in the list. The list must therefore hold every file of this folder, each class named
 * after its file's timestamp, in that order: what a reader sees is what runs.
 */
describe('the migrations list', () => {
  const files = readdirSync(new URL('.', import.meta.url))
    .filter((name) => /^\d{13}-.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .sort();
  const stampOf = (className: string) => className.slice(-13);

  it('registers every migration file, once', () => {
    expect(migrations.map((m) => stampOf(m.name))).toEqual(expect.arrayContaining(files.map((f) => f.slice(0, 13))));
    expect(migrations).toHaveLength(files.length);
  });

  it('names each class after its file’s timestamp', () => {
    const wrong = files.filter((file, i) => stampOf(migrations[i]?.name ?? '') !== file.slice(0, 13));
    expect(wrong).toEqual([]);
  });

  it('lists them oldest first, as TypeORM runs them', () => {
    const stamps = migrations.map((m) => Number(stampOf(m.name)));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

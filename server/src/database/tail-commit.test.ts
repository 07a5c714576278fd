import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { sqlInt, transactionWithTail } from './tail-commit.js';

class Shortfall extends Error {}

describe('transactionWithTail: the last statements travel with the COMMIT', () => {
  let t: TestApp;
  let db: DataSource;
  const count = async () => (await db.query(`SELECT count(*)::int AS n FROM tail_probe_log`))[0].n as number;
  const left = async () => (await db.query(`SELECT n FROM tail_probe WHERE id = 1`))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
    await db.query(`CREATE TABLE tail_probe (id int PRIMARY KEY, n int NOT NULL CHECK (n >= 0))`);
    await db.query(`CREATE TABLE tail_probe_log (id serial PRIMARY KEY, note text)`);
    await db.query(`INSERT INTO tail_probe VALUES (1, 3)`);
  });
  afterAll(() => t.close());

  const take = (quantity: number, note: string) =>
    transactionWithTail(db, async (m) => {
      await m.query(`INSERT INTO tail_probe_log (note) VALUES ($1)`, [note]);
      let remaining: number | null = null;
      return {
        result: () => remaining,
        tail: [
          {
            sql: `UPDATE tail_probe SET n = n - ${sqlInt(quantity)} WHERE id = 1 RETURNING n`,
            // like a real explanation, it reads the database: it must not need a second connection while holding one
            explain: async (error) =>
              (error as { constraint?: string }).constraint === 'tail_probe_n_check'
                ? new Shortfall(`${note}: ${await left()} left`)
                : null,
            onDone: ({ rows }) => (remaining = rows[0].n),
          },
        ],
      };
    });

  it('commits the work and the tail together, and hands the tail its answer', async () => {
    const done = await take(2, 'first');
    expect(done()).toBe(1);
    expect(await left()).toBe(1);
    expect(await count()).toBe(1);
  });

  it('rolls everything back when a tail statement fails, and throws what explain made of it', async () => {
    await expect(take(5, 'too many')).rejects.toBeInstanceOf(Shortfall);
    expect(await left()).toBe(1);
    expect(await count()).toBe(1);
  });

  it('gives every connection back: more failing transactions than the pool has connections, then normal work', async () => {
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => take(9, `burst ${i}`)));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof Shortfall)).toBe(true);
    expect(await db.transaction((m) => m.query(`SELECT 1 AS ok`))).toEqual([{ ok: 1 }]);
    expect(await count()).toBe(1);
  });

  it('a connection that dies in the tail fails the transaction, is not reused, and the pool carries on', async () => {
    const die = transactionWithTail(db, async (m) => {
      await m.query(`INSERT INTO tail_probe_log (note) VALUES ('dies')`);
      return { result: null, tail: [{ sql: `SELECT pg_terminate_backend(pg_backend_pid())` }] };
    });
    await expect(die).rejects.toMatchObject({ code: expect.stringMatching(/^57P/) });
    expect(await count()).toBe(1);
    // every pooled connection in turn: none of them is the dead one
    const answers = await Promise.all(Array.from({ length: 30 }, () => db.transaction((m) => m.query(`SELECT 1 AS ok`))));
    expect(answers.every((a) => a[0].ok === 1)).toBe(true);
  });

  it('takes only integers into a tail statement', () => {
    expect(sqlInt(42)).toBe('42');
    expect(() => sqlInt(1.5)).toThrow(TypeError);
    expect(() => sqlInt(Number.NaN)).toThrow(TypeError);
  });
});

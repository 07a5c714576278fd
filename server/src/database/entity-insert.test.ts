import type { DataSource } from 'typeorm';
import { Notification } from '../notifications/notification.entity.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createUser } from '../testing/fixtures.js';
import { insertEntities } from './entity-insert.js';
import { GENERIC_PLANS_IN_TRANSACTION, prepared, preparedRows } from './prepared.js';

describe('insertEntities: whole entities in one named INSERT', () => {
  let t: TestApp;
  let db: DataSource;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
    userId = (await createUser(t)).user.id;
  });
  afterAll(() => t.close());

  const notice = (n: number) =>
    db.getRepository(Notification).create({ userId, title: { ar: `عنوان ${n}`, en: `Title ${n}` }, description: { ar: 'نص', en: 'Text' } });

  it('writes embedded columns and fills in what the database generated (id, defaults, timestamps)', async () => {
    const [a, b] = await insertEntities(db.manager, Notification, [notice(1), notice(2)]);
    expect(a.id).toEqual(expect.any(Number));
    expect(b.id).toBeGreaterThan(a.id);
    expect(a.isRead).toBe(false);
    expect(a.createdAt).toBeInstanceOf(Date);
    const stored = await db.getRepository(Notification).findOneByOrFail({ id: b.id });
    expect(stored.title).toEqual({ ar: 'عنوان 2', en: 'Title 2' });
  });

  it('runs inside the caller’s transaction: a rollback leaves nothing', async () => {
    const before = await db.getRepository(Notification).countBy({ userId });
    await expect(
      db.transaction(async (m) => {
        await insertEntities(m, Notification, [notice(3)]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.getRepository(Notification).countBy({ userId })).toBe(before);
  });

  it('refuses rows that set different properties (one would write NULL over a default)', async () => {
    const read = Object.assign(notice(4), { isRead: true });
    await expect(insertEntities(db.manager, Notification, [notice(5), read])).rejects.toThrow('the same properties');
  });

  it('with ignoreConflicts, answers nothing when a unique index refuses the row', async () => {
    await db.query(`CREATE UNIQUE INDEX notifications_probe ON notifications ("titleEn") WHERE "titleEn" = 'Title 6'`);
    expect(await insertEntities(db.manager, Notification, [notice(6)], { ignoreConflicts: true })).toHaveLength(1);
    expect(await insertEntities(db.manager, Notification, [notice(6)], { ignoreConflicts: true })).toHaveLength(0);
    await expect(insertEntities(db.manager, Notification, [notice(6)])).rejects.toMatchObject({ code: '23505' });
  });
});

describe('named statements', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answer through the pool and inside a transaction, where generic plans can be asked for', async () => {
    const statement = prepared('probe_add', 'SELECT $1::int + 1 AS n');
    expect(await preparedRows(t.db, statement, [41])).toEqual([{ n: 42 }]);
    const runner = t.db.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.manager.query(`SELECT ${GENERIC_PLANS_IN_TRANSACTION}`);
      expect(await preparedRows(runner.manager, statement, [1])).toEqual([{ n: 2 }]);
      expect((await runner.query(`SHOW plan_cache_mode`))[0].plan_cache_mode).toBe('force_generic_plan');
      await runner.commitTransaction();
      // transaction-local: the connection goes back to the pool as it was
      expect((await runner.query(`SHOW plan_cache_mode`))[0].plan_cache_mode).toBe('auto');
    } finally {
      await runner.release();
    }
  });
});

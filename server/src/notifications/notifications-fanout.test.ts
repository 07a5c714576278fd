import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const title = { ar: 'عروض اليوم الوطني', en: 'National Day offers' };
const description = { ar: 'خصم على جميع العطور', en: 'Savings on every perfume' };

/** Its own file (own app and database): passport's strategies are process-wide, one app per file. */
describe('notification fan-out to every customer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('fans out to every active customer in one statement: thousands of rows, each customer sees it, admins and blocked do not', async () => {
    const boss = await createUser(t, 'Admin');
    const blocked = await createUser(t);
    await t.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [blocked.user.id]);
    const customer = await createUser(t);
    // 20,000 more customers, written directly (hashing that many passwords would take minutes)
    await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role) SELECT 'Customer ' || i, 'bulk-' || i || '@example.com', 'x', 'Customer' FROM generate_series(1, 20000) i`,
    );
    const started = Date.now();
    const res = await t.api.post('/api/admin/notifications/send', { target: 'all', title, description }, { token: boss.token });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(20001);
    expect(elapsed).toBeLessThan(15_000);
    const [{ n, users }] = await t.db.query(`SELECT count(*)::int AS n, count(DISTINCT "userId")::int AS users FROM notifications`);
    expect({ n, users }).toEqual({ n: 20001, users: 20001 });
    const seen = await t.api.post(`/api/Notification/get-user-notifications/${customer.user.id}`, {}, { token: customer.token });
    expect(seen.body.data).toEqual([expect.objectContaining({ title, description, isRead: false })]);
    expect((await t.api.get('/api/notifications/unread-count', { token: boss.token })).body.data.count).toBe(0);
    const [{ blockedCount }] = await t.db.query(`SELECT count(*)::int AS "blockedCount" FROM notifications WHERE "userId" = $1`, [
      blocked.user.id,
    ]);
    expect(blockedCount).toBe(0);
    const listed = await t.api.get('/api/admin/notifications?range=[0,9]', { token: boss.token });
    expect(listed.headers.get('content-range')).toBe('notifications 0-9/20001');
  });
});

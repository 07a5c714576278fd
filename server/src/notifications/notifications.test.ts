import { NotificationsService } from './notifications.service.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const title = (i: number) => ({ ar: `إشعار ${i}`, en: `Notification ${i}` });
const description = { ar: 'تفاصيل الإشعار', en: 'Notification details' };

describe('notifications over real HTTP and PostgreSQL', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
  });
  afterAll(() => t.close());

  /** n notifications for a user, one minute apart, the last one newest. */
  async function seed(userId: number, n: number): Promise<number[]> {
    const rows = await t.db.query(
      `INSERT INTO notifications ("userId", "titleAr", "titleEn", "descriptionAr", "descriptionEn", "createdAt")
       SELECT $1, 'إشعار ' || i, 'Notification ' || i, 'تفاصيل', 'Details', now() - make_interval(mins => $2 - i) FROM generate_series(1, $2) i RETURNING id`,
      [userId, n],
    );
    return rows.map((r: { id: number }) => r.id);
  }

  it('answers SPEC §7: POST /api/Notification/get-user-notifications/{userId}, newest first, 10 by default', async () => {
    const { user, token } = await createUser(t);
    await seed(user.id, 12);
    const res = await t.api.post(`/api/Notification/get-user-notifications/${user.id}`, { pageNumber: 1, pageSize: 10 }, { token });
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      title: title(12),
      description: { ar: 'تفاصيل', en: 'Details' },
      isRead: false,
      createdAt: expect.any(String),
    });
    const times = res.body.data.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await t.api.post(`/api/Notification/get-user-notifications/${user.id}`, {}, { token })).body.data).toHaveLength(10);
    const second = await t.api.post(`/api/Notification/get-user-notifications/${user.id}`, { pageNumber: 2, pageSize: 10 }, { token });
    expect(second.body.data.map((n: { title: { en: string } }) => n.title.en)).toEqual(['Notification 2', 'Notification 1']);
    const bad = await t.api.post(`/api/Notification/get-user-notifications/${user.id}`, { pageNumber: 0, pageSize: 1000 }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['pageNumber', 'pageSize']);
  });

  it("refuses another user's notifications with 403 (admins may read any), and a missing user id with its message", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    await seed(alice.user.id, 2);
    expect((await t.api.post(`/api/Notification/get-user-notifications/${alice.user.id}`, {})).status).toBe(401);
    const forbidden = await t.api.post(
      `/api/Notification/get-user-notifications/${alice.user.id}`,
      { pageNumber: 1, pageSize: 10 },
      { token: bob.token },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ isSuccess: false, data: null });
    const byAdmin = await t.api.post(`/api/Notification/get-user-notifications/${alice.user.id}`, {}, { token: admin.token });
    expect(byAdmin.body.data).toHaveLength(2);
    const missing = await t.api.post('/api/Notification/get-user-notifications/undefined', {}, { token: bob.token, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('User ID not available');
  });

  it('marks one and all as read, counts unread, deletes; another customer gets 404 for each', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const ids = await seed(alice.user.id, 3);
    expect((await t.api.get('/api/notifications/unread-count', { token: alice.token })).body.data).toEqual({ count: 3 });

    for (const res of [
      await t.api.post(`/api/notifications/${ids[0]}/read`, undefined, { token: bob.token }),
      await t.api.delete(`/api/notifications/${ids[0]}`, { token: bob.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await t.api.post('/api/notifications/read-all', undefined, { token: bob.token })).body.data).toEqual({ updated: 0 });
    expect((await t.api.get('/api/notifications/unread-count', { token: alice.token })).body.data.count).toBe(3);

    const read = await t.api.post(`/api/notifications/${ids[0]}/read`, undefined, { token: alice.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: ids[0], isRead: true });
    const page = await t.api.get('/api/notifications?pageSize=2', { token: alice.token });
    expect(page.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2, unreadCount: 2 });
    expect(page.body.data.items.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    expect((await t.api.get('/api/notifications?unread=true', { token: alice.token })).body.data.total).toBe(2);

    const all = await t.api.post('/api/notifications/read-all', undefined, { token: alice.token, lang: 'en' });
    expect(all.body).toMatchObject({ data: { updated: 2 }, message: 'All notifications are marked as read' });
    expect((await t.api.get('/api/notifications/unread-count', { token: alice.token })).body.data.count).toBe(0);

    const removed = await t.api.delete(`/api/notifications/${ids[1]}`, { token: alice.token });
    expect(removed.body.data.id).toBe(ids[1]);
    expect((await t.api.get('/api/notifications', { token: alice.token })).body.data.total).toBe(2);
  });

  it('lets the admin send to one user and to selected users, refusing unknown ids without sending anything', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const one = await t.api.post(
      '/api/admin/notifications/send',
      { target: 'one', userIds: [a.user.id], title: title(1), description },
      { token: admin.token, lang: 'en' },
    );
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ sent: 1, message: 'The notification was sent to 1 users' });
    const selected = await t.api.post(
      '/api/admin/notifications/send',
      { target: 'selected', userIds: [a.user.id, b.user.id, b.user.id], title: title(2), description },
      { token: admin.token },
    );
    expect(selected.body.sent).toBe(2);
    const mine = await t.api.post(`/api/Notification/get-user-notifications/${a.user.id}`, {}, { token: a.token });
    expect(mine.body.data.map((n: { title: { en: string } }) => n.title.en)).toEqual(['Notification 2', 'Notification 1']);

    const unknown = await t.api.post(
      '/api/admin/notifications/send',
      { target: 'selected', userIds: [a.user.id, 999999], title: title(3), description },
      { token: admin.token, lang: 'en' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ userIds: 'Some of the chosen users do not exist' });
    expect((await t.api.get('/api/notifications/unread-count', { token: a.token })).body.data.count).toBe(2);

    const invalid = await t.api.post(
      '/api/admin/notifications/send',
      { target: 'one', userIds: [a.user.id, b.user.id], title: { ar: 'x', en: '' }, description },
      { token: admin.token, lang: 'en' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ 'title.ar': 'Must be at least 2 characters', 'title.en': 'This field is required' });
    const noRecipients = await t.api.post(
      '/api/admin/notifications/send',
      { target: 'selected', userIds: [], title: title(4), description },
      { token: admin.token, lang: 'en' },
    );
    expect(noRecipients.body.errors).toEqual({ userIds: 'Choose at least one user' });
    expect(
      (await t.api.post('/api/admin/notifications/send', { target: 'all', title: title(4), description }, { token: a.token })).status,
    ).toBe(403);
  });

  it('lists, filters and deletes notifications for the admin', async () => {
    const c = await createUser(t, 'Customer', { name: 'Reem' });
    const n = await t.get(NotificationsService).notify(c.user.id, { ar: 'تم شحن طلبك', en: 'Your order shipped' }, description);
    const byUser = await t.api.get(`/api/admin/notifications?filter=${encodeURIComponent(JSON.stringify({ userId: c.user.id }))}`, {
      token: admin.token,
    });
    expect(byUser.headers.get('content-range')).toBe('notifications 0-0/1');
    expect(byUser.body[0]).toEqual({
      id: n.id,
      title: { ar: 'تم شحن طلبك', en: 'Your order shipped' },
      description,
      isRead: false,
      createdAt: expect.any(String),
      userId: c.user.id,
      userName: 'Reem',
      userEmail: c.user.email,
    });
    const searched = await t.api.get(`/api/admin/notifications?filter=${encodeURIComponent('{"q":"shipped"}')}`, { token: admin.token });
    expect(searched.body.map((x: { id: number }) => x.id)).toEqual([n.id]);
    expect((await t.api.get(`/api/admin/notifications/${n.id}`, { token: admin.token })).body.userName).toBe('Reem');
    expect((await t.api.delete(`/api/admin/notifications/${n.id}`, { token: admin.token })).body.id).toBe(n.id);
    expect((await t.api.get(`/api/admin/notifications/${n.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.api.get('/api/notifications', { token: c.token })).body.data.total).toBe(0);
  });
});

import { DEFAULT_CART_REMINDERS, type CartReminderSettings } from '@ward/shared';
import { SettingsService } from '../content/settings.service.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { CartRemindersService } from './cart-reminders.service.js';

/**
 * Abandoned-cart reminders over real HTTP and PostgreSQL: after the delay (rows backdated, no
 * sleeping) exactly one reminder; its restore link works once and only before it expires; its
 * stop link is kept; an order after the reminder is counted as recovered with its revenue.
 */
describe('abandoned-cart reminders', () => {
  let t: TestApp;
  let admin: string;
  let oud: { id: number };
  const sweep = () => t.get(CartRemindersService).sweep();
  const remind = async (patch: Partial<CartReminderSettings>) => {
    const settings = await t.get(SettingsService).get();
    await t
      .get(SettingsService)
      .update({ ...settings, cartReminders: { ...DEFAULT_CART_REMINDERS, enabled: true, delayHours: 2, ...patch } });
  };
  const leaveCart = async (token: string, userId: number, hoursAgo: number) => {
    await t.api.put('/api/carts/mine', { items: [{ productId: oud.id, quantity: 2 }] }, { token });
    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - make_interval(hours => $2) WHERE "userId" = $1`, [userId, hoursAgo]);
  };
  const reminders = (to: string) =>
    t.db.query<Array<{ subject: string; text: string }>>(
      `SELECT subject, text FROM mail_outbox WHERE template = 'cartReminder' AND "to" = $1`,
      [to],
    );
  const restoreTokenIn = (text: string) => /\/cart\?restore=([\w-]+)/.exec(text)![1];
  const figures = async () => (await t.api.get('/api/admin/reports/abandoned-carts', { token: admin })).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    oud = await createProduct(t, (await createCategory(t)).id, { name: { ar: 'عود ملكي', en: 'Royal Oud' }, price: 200, stock: 10 });
  });
  afterAll(() => t.close());

  it('sends exactly one reminder once the cart has waited longer than the delay', async () => {
    await remind({ delayHours: 2 });
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true, marketingByEmail: true });
    await leaveCart(token, user.id, 1);
    expect(await sweep()).toBe(0);
    expect(await reminders(user.email)).toEqual([]);

    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '3 hours' WHERE "userId" = $1`, [user.id]);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [mail, ...more] = await reminders(user.email);
    expect(more).toEqual([]);
    expect(mail.subject).toContain('Your Ward cart is waiting for you');
    expect(mail.text).toContain('Royal Oud');
    expect(mail.text).toMatch(/\/cart\?restore=[\w-]{43}\b/);
    expect(mail.text).not.toContain(user.email.split('@')[0]);
    // a change to the reminded cart sends nothing more
    await t.api.put('/api/carts/mine', { items: [{ productId: oud.id, quantity: 3 }] }, { token });
    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '30 hours' WHERE "userId" = $1`, [user.id]);
    expect(await sweep()).toBe(0);
  });

  it('an account whose email was never confirmed gets no reminder: anyone can register anyone’s email (issue 26)', async () => {
    await remind({ delayHours: 2 });
    const { token, user } = await createUser(t);
    await leaveCart(token, user.id, 3);
    expect(await sweep()).toBe(1);
    expect(await reminders(user.email)).toEqual([]);
    const [row] = await t.db.query(`SELECT status FROM cart_reminders WHERE "userId" = $1`, [user.id]);
    expect(row.status).toBe('unconfirmed');
  });

  it('with reminders off, records the abandoned cart and sends nothing', async () => {
    await remind({ enabled: false });
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true, marketingByEmail: true });
    await leaveCart(token, user.id, 30);
    expect(await sweep()).toBe(1);
    expect(await reminders(user.email)).toEqual([]);
    expect(await t.db.query(`SELECT status, "sentAt" FROM cart_reminders WHERE "userId" = $1`, [user.id])).toEqual([
      { status: 'off', sentAt: null },
    ]);
  });

  it('restores the cart from the link once; a used, expired or forged link is refused and restores nothing', async () => {
    await remind({});
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true, marketingByEmail: true });
    await leaveCart(token, user.id, 3);
    await sweep();
    const restore = restoreTokenIn((await reminders(user.email))[0].text);

    // anyone with the link (no login) gets the lines, and only the lines
    const first = await t.api.post('/api/carts/restore', { token: restore, items: [] }, { lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your cart is back');
    expect(first.body.data).toEqual({ lines: [expect.objectContaining({ productId: oud.id, quantity: 2, finalPrice: 200 })] });
    expect(JSON.stringify(first.body)).not.toContain(user.email);

    const again = await t.api.post('/api/carts/restore', { token: restore, items: [] }, { lang: 'ar' });
    expect([again.status, again.body.message, again.body.data]).toEqual([410, 'استُخدم رابط السلة من قبل', null]);

    const other = await createUser(t, 'Customer', { emailVerified: true, marketingByEmail: true });
    await leaveCart(other.token, other.user.id, 3);
    await sweep();
    const late = restoreTokenIn((await reminders(other.user.email))[0].text);
    await t.db.query(`UPDATE cart_reminders SET "restoreExpiresAt" = now() - interval '1 minute' WHERE "userId" = $1`, [other.user.id]);
    const expired = await t.api.post('/api/carts/restore', { token: late, items: [] }, { lang: 'en' });
    expect([expired.status, expired.body.message]).toEqual([410, 'This cart link has expired']);
    const forged = await t.api.post('/api/carts/restore', { token: 'x'.repeat(43), items: [] }, { lang: 'en' });
    expect([forged.status, forged.body.message]).toEqual([400, 'This cart link is not valid']);
    const malformed = await t.api.post('/api/carts/restore', { token: late, items: [], owner: 1 }, { lang: 'en' });
    expect(malformed.status).toBe(400);
    expect(await t.db.query(`SELECT "restoredAt" FROM cart_reminders WHERE "userId" = $1`, [other.user.id])).toEqual([
      { restoredAt: null },
    ]);
  });

  it('the opt-out link ends reminders for the shopper, without login; a forged one is refused', async () => {
    await remind({});
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true, marketingByEmail: true });
    await leaveCart(token, user.id, 3);
    await sweep();
    const link = /https?:\/\/\S+(\/api\/consents\/opt-out\?token=[\w.-]+)/.exec((await reminders(user.email))[0].text)![1];
    const page = await t.api.get(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('لن تصلك رسائل تسويقية عبر هذه الوسيلة بعد الآن');
    expect((await t.api.get(`${link.slice(0, -3)}abc`, { lang: 'en' })).status).toBe(400);

    // the next abandoned cart is recorded, not reminded
    const placed = await t.api.post(
      '/api/orders',
      { address: SA_ADDRESS, paymentMethod: 'cod', items: [{ productId: oud.id, quantity: 1 }] },
      { token },
    );
    expect(placed.status).toBe(201);
    await sweep();
    // the order was before the cart below was left (rows backdated instead of waiting)
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '5 hours' WHERE id = $1`, [placed.body.data.order.id]);
    await leaveCart(token, user.id, 3);
    expect(await sweep()).toBe(1);
    expect((await reminders(user.email)).length).toBe(1);
    expect(
      (await t.db.query(`SELECT status FROM cart_reminders WHERE "userId" = $1 ORDER BY id`, [user.id])).map(
        (r: { status: string }) => r.status,
      ),
    ).toEqual(['sent', 'noConsent']);
  });

  it('counts an order placed after the reminder as recovered, with its revenue; the back office lists the carts', async () => {
    const before = await figures();
    await remind({});
    const { token, user } = await createUser(t, 'Customer', { name: 'Noura Recovered', emailVerified: true, marketingByEmail: true });
    await leaveCart(token, user.id, 3);
    await sweep();
    const placed = await t.api.post(
      '/api/orders',
      { address: SA_ADDRESS, paymentMethod: 'cod', items: [{ productId: oud.id, quantity: 2 }] },
      { token },
    );
    expect(placed.status).toBe(201);
    const total = placed.body.data.order.total as number;

    const after = await figures();
    expect(after.abandoned - before.abandoned).toBe(1);
    expect(after.remindersSent - before.remindersSent).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue - before.revenue).toBeCloseTo(total, 2);
    // the cart was emptied by the order: nothing more to remind
    expect((await t.api.get('/api/carts/mine', { token })).body.data.lines).toEqual([]);

    const list = await t.api.get('/api/admin/abandoned-carts?range=[0,49]', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      customerName: 'Noura Recovered',
      contact: user.email,
      itemCount: 2,
      status: 'sent',
      channel: 'email',
      recoveredOrderNumber: placed.body.data.order.orderNumber,
      recoveredTotal: total,
    });
    expect((await t.api.get('/api/admin/abandoned-carts', { token })).status).toBe(403);
    const empty = await t.api.get('/api/admin/reports/abandoned-carts?from=2000-01-01&to=2000-01-31', { token: admin });
    expect(empty.body).toMatchObject({ abandoned: 0, remindersSent: 0, recovered: 0, revenue: 0 });
    const backwards = await t.api.get('/api/admin/reports/abandoned-carts?from=2026-02-01&to=2026-01-01', { token: admin, lang: 'en' });
    expect(backwards.status).toBe(400);
  });

  it('the back office refuses a delay out of range and keeps the settings', async () => {
    await remind({ delayHours: 5 });
    const settings = (await t.api.get('/api/admin/settings/1', { token: admin })).body;
    const res = await t.api.put(
      '/api/admin/settings/1',
      { ...settings, cartReminders: { enabled: true, delayHours: 0, channel: 'sms' } },
      { token: admin, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['cartReminders.delayHours', 'cartReminders.channel']));
    expect((await t.get(SettingsService).get()).cartReminders.delayHours).toBe(5);
  });
});

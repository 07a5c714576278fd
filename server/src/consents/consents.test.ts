import { DEFAULT_CART_REMINDERS } from '@ward/shared';
import { CartRemindersService } from '../carts/cart-reminders.service.js';
import { SettingsService } from '../content/settings.service.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ConsentLinks, OPT_OUT_LINK_DAYS } from './consent-links.js';

const TEXT = 'marketing-2026-11';

/**
 * Marketing consent (issue 33 §1) over real HTTP and PostgreSQL: no cart reminder without a
 * recorded consent; the customer area's toggle grants it with the text version shown; the signed
 * opt-out link (a click or a mail client's one-click POST) withdraws it and the next cart gets no
 * reminder; a forged or expired link changes nothing; checkout's box and the newsletter record theirs;
 * the back office reads the history.
 */
describe('marketing consent', () => {
  let t: TestApp;
  let admin: string;
  let oud: { id: number };
  const sweep = () => t.get(CartRemindersService).sweep();
  const leaveCart = async (token: string, userId: number) => {
    await t.api.put('/api/carts/mine', { items: [{ productId: oud.id, quantity: 1 }] }, { token });
    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '3 hours', "remindedAt" = NULL WHERE "userId" = $1`, [userId]);
  };
  const reminders = (to: string) =>
    t.db.query<Array<{ body: string; listUnsubscribe: string | null }>>(
      `SELECT body, "listUnsubscribe" FROM messages WHERE template = 'cartReminder' AND recipient = $1 ORDER BY id`,
      [to],
    );
  const statuses = async (userId: number) =>
    (await t.db.query<Array<{ status: string }>>(`SELECT status FROM cart_reminders WHERE "userId" = $1 ORDER BY id`, [userId])).map(
      (r) => r.status,
    );
  const events = () => t.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM consents`).then((r) => r[0].n);
  const optOutPath = (url: string) => url.slice(url.indexOf('/api/'));

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    oud = await createProduct(t, (await createCategory(t)).id, { name: { ar: 'عود', en: 'Oud' }, price: 100, stock: 50 });
    const settings = await t.get(SettingsService).get();
    await t.get(SettingsService).update({ ...settings, cartReminders: { ...DEFAULT_CART_REMINDERS, enabled: true, delayHours: 2 } });
  });
  afterAll(() => t.close());

  it('no reminder without consent; the toggle grants it; the opt-out link stops the next one', async () => {
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true });
    await leaveCart(token, user.id);
    await sweep();
    expect(await reminders(user.email)).toEqual([]);
    expect(await statuses(user.id)).toEqual(['noConsent']);

    // the customer area: unticked until she ticks it, with the text she was shown
    const before = (await t.api.get('/api/profile/consents', { token })).body;
    expect(before.data.channels).toEqual([
      { channel: 'email', contact: user.email, granted: false },
      { channel: 'sms', contact: null, granted: false },
      { channel: 'whatsapp', contact: null, granted: false },
    ]);
    const noText = await t.api.put('/api/profile/consents', { channel: 'email', granted: true }, { token, lang: 'en' });
    expect(noText.status).toBe(400);
    const badText = await t.api.put('/api/profile/consents', { channel: 'email', granted: true, textVersion: 'v0' }, { token, lang: 'ar' });
    expect([badText.status, badText.body.errors]).toEqual([400, { textVersion: ['نص الموافقة غير معروف'] }]);
    const noPhone = await t.api.put('/api/profile/consents', { channel: 'sms', granted: true, textVersion: TEXT }, { token, lang: 'en' });
    expect([noPhone.status, noPhone.body.message]).toEqual([400, 'Your account has no address for this channel']);
    expect(await events()).toBe(0);
    const granted = await t.api.put('/api/profile/consents', { channel: 'email', granted: true, textVersion: TEXT }, { token, lang: 'en' });
    expect(granted.status).toBe(200);
    expect(granted.body.data.channels[0]).toEqual({ channel: 'email', contact: user.email, granted: true });

    await leaveCart(token, user.id);
    await sweep();
    const [mail] = await reminders(user.email);
    expect(mail.listUnsubscribe).toMatch(/\/api\/consents\/opt-out\?token=[\w-]+\.[\w-]{43}$/);
    expect(mail.body).toContain(mail.listUnsubscribe);

    // a mail client's one-click unsubscribe (RFC 8058): a form POST, no login
    const oneClick = await fetch(`${t.url}${optOutPath(mail.listUnsubscribe!)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as { message: string }).message).toBe('You will get no more marketing messages this way');
    // a second click is fine and records nothing more
    const eventsAfter = await events();
    expect((await t.api.get(optOutPath(mail.listUnsubscribe!), { headers: { accept: 'text/html' } })).status).toBe(200);
    expect(await events()).toBe(eventsAfter);

    await leaveCart(token, user.id);
    await sweep();
    expect(await reminders(user.email)).toHaveLength(1);
    expect(await statuses(user.id)).toEqual(['noConsent', 'sent', 'noConsent']);
    expect((await t.api.get('/api/profile/consents', { token })).body.data.channels[0].granted).toBe(false);

    // the back office reads the history, newest first; a customer may not
    const history = await t.api.get(`/api/admin/customers/${user.id}/consents`, { token: admin });
    expect(
      history.body.map((e: { granted: boolean; source: string; textVersion: string | null }) => [e.granted, e.source, e.textVersion]),
    ).toEqual([
      [false, 'optOutLink', null],
      [true, 'profile', TEXT],
    ]);
    expect(history.body[1]).toMatchObject({ channel: 'email', purpose: 'marketing', contact: user.email, ip: expect.any(String) });
    expect((await t.api.get(`/api/admin/customers/${user.id}/consents`, { token })).status).toBe(403);
  });

  it('a forged, bent or expired opt-out link is refused in words and changes nothing', async () => {
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true });
    await t.api.put('/api/profile/consents', { channel: 'email', granted: true, textVersion: TEXT }, { token });
    const links = t.get(ConsentLinks);
    const good = links.token('email', user.email);
    const [payload] = good.split('.');
    const expired = links.token('email', user.email, Date.now() - (OPT_OUT_LINK_DAYS + 2) * 86_400_000);
    const other = Buffer.from(JSON.stringify(['email', 'someone@example.com', 99999])).toString('base64url');
    const before = await events();
    for (const bad of [expired, `${payload}.${'A'.repeat(43)}`, `${other}.${good.split('.')[1]}`, 'x', `${payload}.`]) {
      const res = await t.api.get(`/api/consents/opt-out?token=${bad}`, { lang: 'en' });
      expect([res.status, res.body.message]).toEqual([400, 'This unsubscribe link is not valid or has expired']);
    }
    const page = await t.api.post(`/api/consents/opt-out?token=${expired}`, undefined, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(page.body).toContain('رابط إلغاء الاشتراك غير صالح أو منتهي');
    expect(await events()).toBe(before);
    expect((await t.api.get('/api/profile/consents', { token })).body.data.channels[0].granted).toBe(true);
  });

  it('the checkout box records consent by the order’s email with its text; an unknown text places nothing', async () => {
    const { token, user } = await createUser(t, 'Customer', { emailVerified: true });
    const order = { address: SA_ADDRESS, paymentMethod: 'cod', items: [{ productId: oud.id, quantity: 1 }] };
    const refused = await t.api.post('/api/orders', { ...order, marketingConsent: 'yes' }, { token, lang: 'en' });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([400, ['marketingConsent']]);
    expect(await t.db.query(`SELECT 1 FROM orders WHERE "userId" = $1`, [user.id])).toEqual([]);
    // left unticked: nothing recorded
    expect((await t.api.post('/api/orders', order, { token })).status).toBe(201);
    expect((await t.api.get(`/api/admin/customers/${user.id}/consents`, { token: admin })).body).toEqual([]);
    expect((await t.api.post('/api/orders', { ...order, marketingConsent: TEXT }, { token })).status).toBe(201);
    const [event, ...more] = (await t.api.get(`/api/admin/customers/${user.id}/consents`, { token: admin })).body;
    expect(more).toEqual([]);
    expect(event).toMatchObject({ channel: 'email', contact: user.email, granted: true, source: 'checkout', textVersion: TEXT });
  });

  it('the newsletter needs its box; subscribing records consent, the opt-out link unsubscribes', async () => {
    const email = 'consenting.reader@example.com';
    const unticked = await t.api.post('/api/newsletter/subscribe', { email }, { lang: 'en' });
    expect([unticked.status, Object.keys(unticked.body.errors)]).toEqual([400, ['consent']]);
    expect(await t.db.query(`SELECT 1 FROM newsletter_subscribers WHERE email = $1`, [email])).toEqual([]);
    expect((await t.api.post('/api/newsletter/subscribe', { email, consent: TEXT })).status).toBe(200);
    const [welcome] = await t.db.query<Array<{ listUnsubscribe: string }>>(
      `SELECT "listUnsubscribe" FROM messages WHERE template = 'newsletterWelcome' AND recipient = $1`,
      [email],
    );
    expect(welcome.listUnsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(await t.db.query(`SELECT source, "textVersion" FROM consents WHERE contact = $1`, [email])).toEqual([
      { source: 'footer', textVersion: TEXT },
    ]);
    // withdrawing anywhere takes the address off the newsletter too
    expect((await t.api.get(`/api/consents/opt-out?token=${t.get(ConsentLinks).token('email', email)}`)).status).toBe(200);
    expect(await t.db.query(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email])).toEqual([{ status: 'unsubscribed' }]);
  });
});

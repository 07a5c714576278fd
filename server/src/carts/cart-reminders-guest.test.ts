import { jest } from '@jest/globals';
import { DEFAULT_CART_REMINDERS, type CartReminderSettings } from '@ward/shared';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../test/stand-ins/whatsapp/server.mjs';
import { SettingsService } from '../content/settings.service.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser, grantMarketing } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { CartRemindersService } from './cart-reminders.service.js';
import { whatsAppConfigFor } from '../testing/whatsapp-config.js';

jest.setTimeout(90_000);

/** saved_carts keeps a guest's browser token hashed (sha256, hex) */
const TOKEN_HASH = `encode(sha256(convert_to($1, 'UTF8')), 'hex')`;

/**
 * Issue 18 joined up: a guest's cart saved from checkout gets a reminder and its guest order
 * counts as recovered; reminders go on WhatsApp (Cloud API stand-in over HTTP) to shoppers who
 * opted in, by email to the others; a guest who ticks the WhatsApp box hears about the order there.
 */
describe('abandoned carts, guests and WhatsApp', () => {
  let t: TestApp;
  let meta: WhatsAppStandIn;
  let admin: string;
  let oud: { id: number };
  let counter = 0;
  const ip = () => ({ 'x-forwarded-for': `198.51.100.${++counter}` });
  const newMobile = () => `055${String(2_000_000 + ++counter * 7919).slice(-7)}`;
  const digitsOf = (local: string) => `966${local.slice(1)}`;
  const browserToken = () => `guest-cart-token-${String(++counter).padStart(24, '0')}`;
  const sweep = () => t.get(CartRemindersService).sweep();
  const remind = async (patch: Partial<CartReminderSettings>) => {
    const settings = await t.get(SettingsService).get();
    await t
      .get(SettingsService)
      .update({ ...settings, cartReminders: { ...DEFAULT_CART_REMINDERS, enabled: true, delayHours: 2, ...patch } });
  };
  /** What the checkout's guest fields send (`identifyGuest`), then the cart left for 3 hours. */
  const leaveGuestCart = async (contact: { email: string } | { phone: string }) => {
    const token = browserToken();
    const saved = await t.api.put(
      '/api/carts/guest',
      { token, ...contact, items: [{ productId: oud.id, quantity: 2 }] },
      { headers: ip() },
    );
    expect(saved.status).toBe(200);
    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '3 hours' WHERE "guestTokenHash" = ${TOKEN_HASH}`, [token]);
    return token;
  };
  const placeGuest = async (contact: string, extra: object = {}) => {
    const res = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId: oud.id, quantity: 2 }],
        paymentMethod: 'cod',
        address: SA_ADDRESS,
        guest: { name: 'Reem Guest', contact },
        ...extra,
      },
      { headers: ip(), lang: 'en' },
    );
    expect(res.status).toBe(201);
    return res.body.data.order as { id: number; orderNumber: string; total: number };
  };
  const figures = async () => (await t.api.get('/api/admin/reports/abandoned-carts', { token: admin })).body;
  const mailsTo = (to: string) =>
    t.db.query<Array<{ text: string }>>(`SELECT text FROM mail_outbox WHERE template = 'cartReminder' AND "to" = $1`, [to]);
  const sentTo = (digits: string) => meta.messages.filter((m) => m.to === digits);
  const cartLines = async (token: string) =>
    (await t.db.query<Array<{ lines: unknown[] }>>(`SELECT lines FROM saved_carts WHERE "guestTokenHash" = ${TOKEN_HASH}`, [token]))[0]
      ?.lines;

  beforeAll(async () => {
    meta = await startWhatsAppStandIn();
    t = await startTestApp({
      trustProxy: 'true',
      whatsapp: whatsAppConfigFor(meta),
    });
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    oud = await createProduct(t, (await createCategory(t)).id, { name: { ar: 'عود ملكي', en: 'Royal Oud' }, price: 200, stock: 100 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await meta.close();
  }, 60_000);

  it("a guest's typed-in email is asked once; confirmed by its link, the cart is reminded; the order counts as recovered", async () => {
    await remind({ channel: 'email' });
    const before = await figures();
    const token = await leaveGuestCart({ email: 'Huda.Guest@Example.com' });
    expect(await sweep()).toBe(1);
    // anyone can type anyone's email (issue 26 §5): one question, no products, no way back to the cart
    expect(await mailsTo('huda.guest@example.com')).toEqual([]);
    const [question] = await t.db.query<Array<{ text: string }>>(
      `SELECT text FROM mail_outbox WHERE template = 'cartContactConfirm' AND "to" = 'huda.guest@example.com'`,
    );
    expect(question.text).not.toContain('Royal Oud');
    expect(question.text).not.toMatch(/restore=/);
    const link = /https?:\/\/\S+(\/api\/carts\/reminders\/confirm\?token=[\w.-]+)/.exec(question.text)![1];
    // opening the link (what a mail scanner does) changes nothing; the button posts it
    const page = await t.api.get(link, { headers: { accept: 'text/html' } });
    expect(page.body).toContain('<form method="post">');
    expect(await sweep()).toBe(0);
    expect((await t.api.post(link, undefined, { headers: { accept: 'text/html' } })).body).toContain(
      'You will get a reminder of your cart',
    );
    const forged = await t.api.post(
      link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      undefined,
      { lang: 'en' },
    );
    expect(forged.status).toBe(400);
    expect(await sweep()).toBe(1);
    const [mail] = await mailsTo('huda.guest@example.com');
    expect(mail.text).toContain('Royal Oud');
    expect(mail.text).toMatch(/\/cart\?restore=[\w-]{43}\b/);
    // another cart left with this address later is asked nothing again: it goes straight to its reminder
    await sweep();
    expect(
      await t.db.query(`SELECT 1 FROM mail_outbox WHERE template = 'cartContactConfirm' AND "to" = 'huda.guest@example.com'`),
    ).toHaveLength(1);

    const order = await placeGuest('HUDA.guest@example.com');
    const after = await figures();
    expect(after.remindersSent - before.remindersSent).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue - before.revenue).toBeCloseTo(order.total, 2);
    await sweep();
    expect(await cartLines(token)).toEqual([]);
  });

  it('a guest who gave a mobile (typed 05…) is matched by it (E.164 on both sides) for "recovered"', async () => {
    await remind({ channel: 'email' });
    const before = await figures();
    const mobile = newMobile();
    const token = await leaveGuestCart({ phone: mobile });
    expect(await sweep()).toBe(1); // only a phone, no WhatsApp yes: no channel, recorded as abandoned
    expect((await figures()).remindersSent - before.remindersSent).toBe(0);
    await placeGuest(`+966 ${mobile.slice(1)}`);
    await sweep();
    expect(await cartLines(token)).toEqual([]);
  });

  it('with the WhatsApp channel: an opted-in customer gets the reminder on WhatsApp with the restore link, another by email', async () => {
    await remind({ channel: 'whatsapp' });
    const yes = await createUser(t, 'Customer', { name: 'Sara Yes', emailVerified: true });
    const no = await createUser(t, 'Customer', { name: 'Mona No', emailVerified: true, marketingByEmail: true });
    const mobiles = [newMobile(), newMobile()];
    for (const [i, c] of [yes, no].entries())
      await t.db.query(`UPDATE users SET phone = $1 WHERE id = $2`, [`+966${mobiles[i].slice(1)}`, c.user.id]);
    // both agreed to marketing on WhatsApp (issue 33); only one opted in to WhatsApp messages at all
    for (const [i, c] of [yes, no].entries()) await grantMarketing(t, 'whatsapp', `+966${mobiles[i].slice(1)}`, c.user.id);
    expect((await t.api.put('/api/account/whatsapp', { optIn: true }, { token: yes.token, lang: 'en' })).status).toBe(200);
    for (const c of [yes, no]) {
      expect((await t.api.put('/api/carts/mine', { items: [{ productId: oud.id, quantity: 1 }] }, { token: c.token })).status).toBe(200);
      await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '3 hours' WHERE "userId" = $1`, [c.user.id]);
    }
    expect(await sweep()).toBe(2);

    await until(async () => sentTo(digitsOf(mobiles[0])).length === 1, 20_000, 'WhatsApp cart reminder');
    const [message] = sentTo(digitsOf(mobiles[0]));
    expect(message).toMatchObject({ name: 'ward_cart_reminder', language: 'en' });
    expect(message.parameters[0]).toBe('Royal Oud');
    expect(message.parameters[1]).toMatch(/\/cart\?restore=[\w-]{43}$/);
    expect(await mailsTo(yes.user.email)).toEqual([]);
    // the restore link of the WhatsApp message works
    const restoreToken = /restore=([\w-]+)/.exec(message.parameters[1])![1];
    const restored = await t.api.post('/api/carts/restore', { token: restoreToken, items: [] });
    expect(restored.status).toBe(200);
    expect(restored.body.data.lines).toHaveLength(1);

    expect(sentTo(digitsOf(mobiles[1]))).toEqual([]);
    expect(await mailsTo(no.user.email)).toHaveLength(1);
    const channels = await t.db.query(`SELECT "userId", channel FROM cart_reminders WHERE "userId" = ANY($1) ORDER BY "userId"`, [
      [yes.user.id, no.user.id].sort((a, b) => a - b),
    ]);
    expect(channels).toEqual(
      [
        { userId: yes.user.id, channel: 'whatsapp' },
        { userId: no.user.id, channel: 'email' },
      ].sort((a, b) => a.userId - b.userId),
    );
  });

  it('a guest who ticks WhatsApp at checkout hears about the order there, and a later guest cart is reminded there too', async () => {
    const mobile = newMobile();
    const order = await placeGuest(mobile, { whatsappOptIn: true });
    await until(async () => sentTo(digitsOf(mobile)).length === 1, 20_000, 'WhatsApp "placed" message');
    expect(sentTo(digitsOf(mobile))[0]).toMatchObject({ name: 'ward_order_placed', language: 'en' });
    expect(sentTo(digitsOf(mobile))[0].parameters.slice(0, 2)).toEqual(['Reem Guest', order.orderNumber]);
    // a guest who did not tick it hears nothing on WhatsApp
    const quiet = newMobile();
    await placeGuest(quiet);
    expect(sentTo(digitsOf(quiet))).toEqual([]);
    // those orders came before the cart below was left (rows backdated instead of waiting)
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '5 hours' WHERE id = $1`, [order.id]);

    await remind({ channel: 'whatsapp' });
    await grantMarketing(t, 'whatsapp', `+966${mobile.slice(1)}`);
    await leaveGuestCart({ phone: mobile });
    expect(await sweep()).toBe(1);
    await until(async () => sentTo(digitsOf(mobile)).length === 2, 20_000, 'WhatsApp cart reminder to the guest');
    expect(sentTo(digitsOf(mobile))[1].name).toBe('ward_cart_reminder');
    // the guest's next order (by the mobile typed another way) recovers it
    const before = await figures();
    await placeGuest(`+966${mobile.slice(1)}`);
    expect((await figures()).recovered - before.recovered).toBe(1);
  });
});

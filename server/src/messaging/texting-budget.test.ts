import { startUnifonicStandIn, type UnifonicStandIn } from '../../../test/stand-ins/unifonic/server.mjs';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { eventsSettled } from '../testing/until.js';

const METRICS_TOKEN = 'metrics-token-' + 'b'.repeat(24);

/**
 * Issue 26 §4: SMS codes and guest texts were capped per client address and per number only, so one
 * address could make ~600 texts an hour to different numbers. A shop-wide budget (an hour, a day, and
 * an hour per Gulf country other than Saudi Arabia) now stops them; sign-in codes go by mail where
 * the number's account has a verified email; the back office and /metrics see every refusal.
 */
describe('texting budget', () => {
  let t: TestApp;
  let unifonic: UnifonicStandIn;
  let admin: string;
  let productId: number;
  let ipCounter = 0;
  let numberCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `198.18.0.${++ipCounter}` });
  const saudi = () => `058${String(1_000_000 + ++numberCounter * 7919).slice(-7)}`;
  const requestCode = (phone: string) => t.api.post('/api/Auth/phone/request-code', { phone }, { headers: ip(), lang: 'en' });
  const setBudget = (budget: object) => t.api.put('/api/admin/messaging-settings/1', budget, { token: admin });

  beforeAll(async () => {
    unifonic = await startUnifonicStandIn({ senders: ['Ward'] });
    t = await startTestApp({
      trustProxy: 'true',
      metricsToken: METRICS_TOKEN,
      sms: { provider: 'unifonic', appSid: unifonic.appSid, senderId: 'Ward', baseUrl: unifonic.url, retrySeconds: 1 },
    });
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 50 })).id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await unifonic.close();
  });

  it('has a sensible default, set in the back office with translated errors', async () => {
    const view = await t.api.get('/api/admin/messaging-settings/1', { token: admin });
    expect(view.body).toMatchObject({ smsBudgetPerHour: 300, smsBudgetPerDay: 3000, smsBudgetPerCountryPerHour: 50 });
    const bad = await t.api.put(
      '/api/admin/messaging-settings/1',
      { smsBudgetPerHour: 0, smsBudgetPerDay: 2.5 },
      { token: admin, lang: 'en' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ smsBudgetPerHour: 'Must be greater than zero', smsBudgetPerDay: 'Must be a whole number' });
    expect((await setBudget({ smsBudgetPerHour: 3, smsBudgetPerCountryPerHour: 1 })).body).toMatchObject({
      smsBudgetPerHour: 3,
      smsBudgetPerCountryPerHour: 1,
    });
  });

  it('past the hour’s budget no code is texted; a number whose account has a verified email gets it by mail', async () => {
    // an account whose mobile and email are both proved
    const owner = saudi();
    await t.db.query(
      `INSERT INTO users (name, email, "emailVerifiedAt", phone, "phoneVerifiedAt", role, status)
       VALUES ('Lama', 'lama.owner@example.com', now(), $1, now(), 'Customer', 'Active')`,
      [`+966${owner.slice(1)}`],
    );
    const sentBefore = unifonic.messages.length;
    for (let i = 0; i < 3; i++) expect((await requestCode(saudi())).status).toBe(200);
    const refused = await requestCode(saudi());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Text messages are paused for now because of high demand. Sign in with your email or try again shortly.',
    );
    const byMail = await requestCode(owner);
    expect(byMail.status).toBe(200);
    expect(byMail.body).toMatchObject({
      data: { channel: 'email' },
      message: 'We could not text the code just now, so we mailed it to l•••@example.com',
    });
    const [mail] = await t.db.query<Array<{ text: string }>>(
      `SELECT text FROM mail_outbox WHERE "to" = 'lama.owner@example.com' AND template = 'signInCode'`,
    );
    const signedIn = await t.api.post(
      '/api/Auth/phone/sign-in',
      { phone: owner, code: /\b(\d{6})\b/.exec(mail.text)![1] },
      { headers: ip() },
    );
    expect(signedIn.status).toBe(200);
    // three texts were queued, never a fourth; the one that went by mail is recorded as refused (its code masked)
    const rows = await t.db.query<Array<{ refused: boolean; n: number }>>(
      `SELECT status = 'refused' AS refused, count(*)::int AS n FROM sms_outbox WHERE template = 'code.sign-in' GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { refused: false, n: 3 },
      { refused: true, n: 1 },
    ]);
    expect(unifonic.messages.length - sentBefore).toBeLessThanOrEqual(3);
  });

  it('a guest’s text over the budget is recorded as refused and the order still goes through', async () => {
    const guest = saudi();
    const placed = await t.api.post(
      '/api/guest/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS, guest: { name: 'Huda', contact: guest } },
      { headers: ip(), lang: 'en' },
    );
    expect(placed.status).toBe(201);
    await eventsSettled(t.db);
    const [row] = await t.db.query<Array<{ status: string; sealed: boolean }>>(
      `SELECT status, "sealedBody" IS NOT NULL AS sealed FROM sms_outbox WHERE "to" = $1 AND template = 'order.guest-placed'`,
      [`+966${guest.slice(1)}`],
    );
    expect(row).toEqual({ status: 'refused', sealed: false });
  });

  it('each Gulf country other than Saudi Arabia has its own hourly limit', async () => {
    await setBudget({ smsBudgetPerHour: 1000 });
    expect((await requestCode('0501234501')).status).toBe(200);
    // UAE mobiles: the first passes, the second is over the country's limit of 1
    expect((await requestCode('+971501234567')).status).toBe(200);
    expect((await requestCode('+971501234568')).status).toBe(429);
    expect((await requestCode('+96599123456')).status).toBe(200);
  });

  it('the back office sees the refusals, and /metrics counts them by reason', async () => {
    const state = await t.api.get('/api/admin/messaging/texting-budget', { token: admin });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ hour: { limit: 1000 }, perCountryPerHour: 1, refusedToday: 4, lastRefusalAt: expect.any(String) });
    const metrics = await t.api.get('/metrics', { token: METRICS_TOKEN });
    const text = typeof metrics.body === 'string' ? metrics.body : '';
    // the code refused outright, the one that went by mail, the guest's text
    expect(text).toContain('ward_sms_budget_refusals_total{reason="hour"} 3');
    expect(text).toContain('ward_sms_budget_refusals_total{reason="country"} 1');
    const customer = (await createUser(t)).token;
    expect((await t.api.get('/api/admin/messaging/texting-budget', { token: customer })).status).toBe(403);
  });
});

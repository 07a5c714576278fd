import { startUnifonicStandIn, type UnifonicStandIn } from '../../../test/stand-ins/unifonic/server.mjs';
import { SmsService } from '../messaging/sms.service.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/**
 * Issue 18 §2: sign in with a Gulf mobile number and a 6-digit SMS code, texted through the real
 * Unifonic adapter to a stand-in that follows Unifonic's documentation, over HTTP.
 */
describe('sign in by mobile number', () => {
  let t: TestApp;
  let unifonic: UnifonicStandIn;
  let ipCounter = 0;
  let numberCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });
  /** a fresh Saudi mobile per test, in the local form people type */
  const newNumber = () => `055${String(1_000_000 + ++numberCounter * 7919).slice(-7)}`;
  const e164 = (local: string) => `+966${local.slice(1)}`;

  beforeAll(async () => {
    unifonic = await startUnifonicStandIn({ senders: ['Ward'] });
    t = await startTestApp({
      trustProxy: 'true',
      sms: { provider: 'unifonic', appSid: unifonic.appSid, senderId: 'Ward', baseUrl: unifonic.url, retrySeconds: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await unifonic.close();
  });

  const textsTo = (local: string) => unifonic.messages.filter((m) => m.Recipient === e164(local).slice(1));
  const requestCode = (phone: string, headers = ip(), lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/Auth/phone/request-code', { phone }, { headers, lang });
  /** Asks for a code and answers it as the stand-in received it. */
  const codeFor = async (local: string, lang: 'ar' | 'en' = 'en') => {
    const before = textsTo(local).length;
    expect((await requestCode(local, ip(), lang)).status).toBe(200);
    await until(() => textsTo(local).length > before, 20_000, 'text message');
    return textsTo(local)
      .at(-1)!
      .Body.match(/#(\d{6})$/)![1];
  };
  const signIn = (phone: string, code: string, lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/Auth/phone/sign-in', { phone, code }, { headers: ip(), lang });

  it('texts a code to 05… and signs in a new shopper with just the number: no email, no password', async () => {
    const local = newNumber();
    const code = await codeFor(local, 'ar');
    const text = textsTo(local).at(-1)!;
    expect(text.SenderID).toBe('Ward');
    expect(text.Body).toContain(`رمز الدخول إلى ورد: ${code}`);
    const res = await signIn(`+966 ${local.slice(1)}`, code);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been created');
    const me = await t.api.get('/api/Auth/me', { token: res.body.data });
    expect(me.body.data).toMatchObject({ phone: e164(local), phoneVerified: true, email: null, role: 'Customer' });
    // the next sign-in, with the number written another way, is the same account
    const again = await signIn(`00966${local.slice(1)}`, await codeFor(local));
    expect(again.body.message).toBe('Logged in');
    expect((await t.api.get('/api/Auth/me', { token: again.body.data })).body.data.id).toBe(me.body.data.id);
  });

  it('a shopper who signed in by code names themselves and adds an email without a password; the verified number stays', async () => {
    const local = newNumber();
    const token = (await signIn(local, await codeFor(local))).body.data as string;
    const saved = await t.api.put(
      '/api/profile',
      { name: 'سارة', email: 'Sara.Phone@Example.com', phone: '0500000000' },
      { token, lang: 'en' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'سارة', email: 'sara.phone@example.com', phone: e164(local), phoneVerified: true });
    // with an email now, it cannot be blanked again
    const blank = await t.api.put('/api/profile', { name: 'سارة', email: '' }, { token, lang: 'en' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ email: ['This field is required'] });
  });

  it('a shopper with just a number orders (cash on delivery): the order carries the number, no email, and no mail is queued', async () => {
    const categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    const product = await createProduct(t, categoryId, { stock: 3 });
    const local = newNumber();
    const token = (await signIn(local, await codeFor(local))).body.data as string;
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod', address: { ...SA_ADDRESS, phone: local } },
      { token, headers: { 'idempotency-key': `phone-${local}` } },
    );
    expect(placed.status).toBe(201);
    const [order] = await t.db.query(`SELECT "customerEmail", "customerPhone", status FROM orders WHERE id = $1`, [
      placed.body.data.order.id,
    ]);
    expect(order).toEqual({ customerEmail: null, customerPhone: e164(local), status: 'New' });
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM mail_outbox WHERE template = 'order-placed'`))[0].n)).toBe(0);
  });

  it('keeps no code in the clear: hashed in phone_codes, sealed in the outbox until sent, masked after', async () => {
    const local = newNumber();
    const code = await codeFor(local);
    const rows = await t.db.query(`SELECT "codeHash" FROM phone_codes WHERE phone = $1`, [e164(local)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    await until(async () => (await t.db.query(`SELECT status FROM sms_outbox WHERE "to" = $1`, [e164(local)]))[0]?.status === 'sent');
    const [sms] = await t.db.query(`SELECT preview, "sealedBody", "providerMessageId" FROM sms_outbox WHERE "to" = $1`, [e164(local)]);
    expect(sms.sealedBody).toBeNull();
    expect(sms.preview).not.toContain(code);
    expect(sms.preview).toContain('••••••');
    expect(sms.providerMessageId).toBe(String(textsTo(local).at(-1)!.MessageID));

    // the back office shows the delivery, never the code; customers may not look
    const admin = await createUser(t, 'Admin');
    const list = await t.api.get(`/api/admin/sms-outbox?filter=${encodeURIComponent(JSON.stringify({ q: e164(local) }))}`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ to: e164(local), status: 'sent', attempts: 1, template: 'code.sign-in' })]);
    expect(JSON.stringify(list.body)).not.toContain(code);
    expect(list.body[0]).not.toHaveProperty('sealedBody');
    const customer = await createUser(t);
    expect((await t.api.get('/api/admin/sms-outbox', { token: customer.token })).status).toBe(403);
  });

  it('refuses a wrong, reused, expired or superseded code with one translated message, and 5 wrong tries kill a code', async () => {
    const local = newNumber();
    const code = await codeFor(local);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await signIn(local, wrong, 'ar');
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual({ code: ['الرمز غير صحيح أو منتهي الصلاحية. اطلب رمزاً جديداً إن لزم.'] });
    for (let i = 0; i < 4; i++) expect((await signIn(local, wrong)).status).toBe(400);
    expect((await signIn(local, code)).status).toBe(400);

    const second = await codeFor(local);
    expect((await signIn(local, second)).status).toBe(200);
    const reused = await signIn(local, second);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('The code is wrong or has expired. Ask for a new code if needed.');

    const expired = await codeFor(local);
    await t.db.query(`UPDATE phone_codes SET "expiresAt" = now() - interval '1 second' WHERE phone = $1 AND "usedAt" IS NULL`, [
      e164(local),
    ]);
    expect((await signIn(local, expired)).status).toBe(400);
    expect(await accounts(local)).toBe(1);
  });

  it('a newer code kills the older one', async () => {
    const local = newNumber();
    const older = await codeFor(local);
    const newer = await codeFor(local);
    if (older !== newer) expect((await signIn(local, older)).status).toBe(400);
    expect((await signIn(local, newer)).status).toBe(200);
  });

  it('refuses a malformed number with a translated error and writes and sends nothing', async () => {
    const sent = unifonic.messages.length;
    for (const [phone, lang, message] of [
      ['0112345678', 'en', 'Enter a valid Gulf mobile number (e.g. 0512345678)'],
      ['+14155552671', 'en', 'Enter a valid Gulf mobile number (e.g. 0512345678)'],
      ['', 'ar', 'هذا الحقل مطلوب'],
    ] as const) {
      const res = await requestCode(phone, ip(), lang);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ phone: [message] });
    }
    expect(
      Number((await t.db.query(`SELECT count(*) AS n FROM phone_codes WHERE purpose <> 'verify-email' AND phone NOT LIKE '+9665%'`))[0].n),
    ).toBe(0);
    expect(unifonic.messages.length).toBe(sent);
  });

  it('rate limits codes per number (3 per 15 minutes) and requests per client (10 a minute)', async () => {
    const local = newNumber();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestCode(local)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const client = ip();
    const perClient = [];
    for (let i = 0; i < 11; i++) perClient.push((await requestCode(newNumber(), client)).status);
    expect(perClient).toEqual([...Array(10).fill(200), 429]);
  });

  it('an email-and-password account adds its mobile number; both ways then sign in to it, and no one else can take the number', async () => {
    const { user, password, token } = await createUser(t);
    const local = newNumber();
    expect((await t.api.post('/api/Auth/phone/link-code', { phone: local }, { token, headers: ip() })).status).toBe(200);
    await until(() => textsTo(local).length === 1, 20_000, 'link code');
    const code = textsTo(local)[0].Body.match(/#(\d{6})$/)![1];
    // a link code is no sign-in code
    expect((await signIn(local, code)).status).toBe(400);
    const linked = await t.api.post('/api/Auth/phone/link', { phone: local, code }, { token, headers: ip(), lang: 'en' });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ id: user.id, email: user.email, phone: e164(local), phoneVerified: true });

    const byPhone = await signIn(local, await codeFor(local));
    expect((await t.api.get('/api/Auth/me', { token: byPhone.body.data })).body.data.id).toBe(user.id);
    const byEmail = await t.api.post('/api/Auth/login', { email: user.email, password }, { headers: ip() });
    expect(byEmail.status).toBe(200);

    const other = await createUser(t);
    await t.api.post('/api/Auth/phone/link-code', { phone: local }, { token: other.token, headers: ip() });
    await until(() => textsTo(local).length === 3, 20_000, 'second link code');
    const otherCode = textsTo(local)[2].Body.match(/#(\d{6})$/)![1];
    const taken = await t.api.post(
      '/api/Auth/phone/link',
      { phone: local, code: otherCode },
      { token: other.token, headers: ip(), lang: 'en' },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ phone: ['This mobile number belongs to another account'] });
  });

  it('retries through the job queue while Unifonic is down, and gives up at once on a refusal', async () => {
    const local = newNumber();
    unifonic.failNextRequests(2);
    expect((await requestCode(local)).status).toBe(200);
    await until(
      async () => (await t.db.query(`SELECT status FROM sms_outbox WHERE "to" = $1`, [e164(local)]))[0]?.status === 'sent',
      30_000,
      'delivery after outage',
    );
    const [row] = await t.db.query(`SELECT attempts, "lastError" FROM sms_outbox WHERE "to" = $1`, [e164(local)]);
    expect(row.attempts).toBe(3);
    expect(textsTo(local)).toHaveLength(1);

    const refused = await t.get(SmsService).send('+96650', 'test', { text: 'hello', masked: 'hello' });
    await until(
      async () => (await t.db.query(`SELECT status FROM sms_outbox WHERE id = $1`, [refused.id]))[0].status === 'failed',
      20_000,
      'refusal',
    );
    const [failed] = await t.db.query(`SELECT attempts, "lastError", "sealedBody" FROM sms_outbox WHERE id = $1`, [refused.id]);
    expect(failed).toEqual({ attempts: 1, lastError: 'ER-04: Dest num is too short', sealedBody: null });
  });

  const accounts = async (local: string) =>
    Number((await t.db.query(`SELECT count(*) AS n FROM users WHERE phone = $1`, [e164(local)]))[0].n);
});

import { SA_ADDRESS, createCoupon, payWithCard, seedShipping } from '../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { eventsSettled } from '../../testing/until.js';

/** Issue 18 §1: buy without an account, pay, follow the order, and turn the guest into an account by code. */
describe('guest checkout', () => {
  let t: TestApp;
  let productId: number;
  let lastUnitId: number;
  let ipCounter = 0;
  let numberCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });
  const newNumber = () => `056${String(1_000_000 + ++numberCounter * 7919).slice(-7)}`;
  const e164 = (local: string) => `+966${local.slice(1)}`;
  const body = (contact: string, extra: Record<string, unknown> = {}) => ({
    items: [{ productId, quantity: 1 }],
    paymentMethod: 'card',
    address: { ...SA_ADDRESS, phone: '0551112222' },
    guest: { name: 'ريم الزائرة', contact },
    ...extra,
  });
  const placeGuest = (b: unknown, lang: 'ar' | 'en' = 'en', key?: string) =>
    t.api.post('/api/guest/orders', b, { lang, headers: { ...ip(), ...(key ? { 'idempotency-key': key } : {}) } });
  const asGuest = (token: string) => ({ headers: { ...ip(), 'x-order-access': token }, lang: 'en' as const });
  const count = async (sql: string, params: unknown[] = []) => (await t.db.query<Array<{ n: number }>>(sql, params))[0].n;
  const smsCode = async (to: string) => {
    const [row] = await t.db.query<Array<{ preview: string }>>(`SELECT preview FROM sms_outbox WHERE "to" = $1 AND template LIKE 'code.%' ORDER BY id DESC LIMIT 1`, [
      to,
    ]);
    return /#(\d{6})$/.exec(row.preview)![1];
  };
  const mailCode = async (to: string) => {
    const [row] = await t.db.query<Array<{ text: string }>>(
      `SELECT text FROM mail_outbox WHERE "to" = $1 AND template = 'accountCode' ORDER BY id DESC LIMIT 1`,
      [to],
    );
    return /\b(\d{6})\b/.exec(row.text)![1];
  };

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
    const categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    productId = (await createProduct(t, categoryId, { stock: 50 })).id;
    lastUnitId = (await createProduct(t, categoryId, { stock: 1 })).id;
  }, 120_000);
  afterAll(() => t.close());

  it('places a card order with just a mobile, pays it with the order access token, and tracks it by that mobile', async () => {
    const local = newNumber();
    const placed = await placeGuest(body(local), 'en', 'guest-pay-1');
    expect(placed.status).toBe(201);
    const { order, payment, access } = placed.body.data;
    expect(order).toMatchObject({ status: 'WaitingForPayment', guestCheckout: true, customerName: 'ريم الزائرة' });
    expect(access.token).toEqual(expect.any(String));
    // the guest reads its own payment and order without an account
    expect((await t.api.get(`/api/payments/${payment.id}`, asGuest(access.token))).body.data.status).toBe('Pending');
    expect((await t.api.get(`/api/guest/orders/${order.id}`, asGuest(access.token))).body.data.orderNumber).toBe(order.orderNumber);
    const paid = await payWithCard(t, payment.redirectUrl, '4111111111111111');
    expect(paid.location).toContain(`/payment/result?paymentId=${payment.id}`);
    const after = await t.api.get(`/api/payments/${payment.id}`, asGuest(access.token));
    expect(after.body.data.status).toBe('Paid');
    expect((await t.api.get(`/api/guest/orders/${order.id}`, asGuest(access.token))).body.data.status).toBe('New');
    // a text told the guest the order number and where to follow it
    await eventsSettled(t.db);
    const [text] = await t.db.query<Array<{ preview: string }>>(
      `SELECT preview FROM sms_outbox WHERE "to" = $1 AND template = 'order.guest-placed'`,
      [e164(local)],
    );
    expect(text.preview).toContain(order.orderNumber);
    // tracking by the number and the guest's mobile
    const lookup = await t.api.post('/api/track/lookup', { orderNumber: order.orderNumber, contact: local }, { headers: ip() });
    expect(lookup.status).toBe(200);
    // the guest record never signs in and shows as a guest
    const [guest] = await t.db.query<Array<{ isGuest: boolean; email: string | null; phone: string; phoneVerifiedAt: Date | null }>>(
      `SELECT "isGuest", email, phone, "phoneVerifiedAt" FROM users WHERE id = (SELECT "userId" FROM orders WHERE id = $1)`,
      [order.id],
    );
    expect(guest).toEqual({ isGuest: true, email: null, phone: e164(local), phoneVerifiedAt: null });
  });

  it('a guest who gave only a mobile hears every update by text: shipped with its tracking link, delivered, refunded, rejected (issue 37 §4)', async () => {
    const admin = (await createUser(t, 'Admin')).token;
    const texts = async (local: string) =>
      (
        await t.db.query<Array<{ template: string; preview: string }>>(`SELECT template, preview FROM sms_outbox WHERE "to" = $1 ORDER BY id`, [
          e164(local),
        ])
      ).map((row) => row.template);
    const local = newNumber();
    const { order, payment } = (await placeGuest(body(local), 'en')).body.data;
    await payWithCard(t, payment.redirectUrl, '4111111111111111');
    expect((await t.api.post(`/api/admin/orders/${order.id}/approve`, {}, { token: admin })).status).toBe(200);
    expect((await t.api.post(`/api/admin/orders/${order.id}/ship`, { trackingNumber: 'SMSA-4455' }, { token: admin })).status).toBe(200);
    expect((await t.api.post(`/api/admin/orders/${order.id}/complete`, {}, { token: admin })).status).toBe(200);
    const refund = await t.api.post(`/api/admin/orders/${order.id}/refund`, { amount: 10, reason: 'Goodwill' }, { token: admin, lang: 'en' });
    expect(refund.status).toBe(200);
    await eventsSettled(t.db);
    expect(await texts(local)).toEqual(['order.guest-placed', 'order.guest-OnTheWay', 'order.guest-Completed', 'order.guest-Refunded']);
    const [shipped] = await t.db.query<Array<{ preview: string }>>(
      `SELECT preview FROM sms_outbox WHERE "to" = $1 AND template = 'order.guest-OnTheWay'`,
      [e164(local)],
    );
    expect(shipped.preview).toContain(order.orderNumber);
    expect(shipped.preview).toMatch(/https?:\/\/\S+/);
    // the guest record never signs in: nothing was written in-app for it
    expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE "userId" = (SELECT "userId" FROM orders WHERE id = $1)`, [order.id])).toBe(0);

    const other = newNumber();
    const cod = (await placeGuest(body(other, { paymentMethod: 'cod' }), 'ar')).body.data.order;
    expect((await t.api.post(`/api/admin/orders/${cod.id}/reject`, { reason: 'نفد المخزون' }, { token: admin })).status).toBe(200);
    await eventsSettled(t.db);
    expect(await texts(other)).toEqual(['order.guest-placed', 'order.guest-Rejected']);
    const [rejected] = await t.db.query<Array<{ preview: string }>>(
      `SELECT preview FROM sms_outbox WHERE "to" = $1 AND template = 'order.guest-Rejected'`,
      [e164(other)],
    );
    expect(rejected.preview).toContain('تعذر تنفيذ طلبك');
  });

  it('a guest with an email gets the order mails there and tracks with it', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const placed = await placeGuest(body(email.toUpperCase(), { paymentMethod: 'cod' }));
    expect(placed.status).toBe(201);
    const { order } = placed.body.data;
    expect(order.customerEmail).toBe(email);
    await eventsSettled(t.db);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND template = 'order-placed'`, [email])).toBe(1);
    expect((await t.api.post('/api/track/lookup', { orderNumber: order.orderNumber, contact: email }, { headers: ip() })).status).toBe(200);
  });

  it('refuses a malformed mobile or email, a missing address or name with translated errors, and writes nothing', async () => {
    const users = await count(`SELECT count(*)::int AS n FROM users`);
    const orders = await count(`SELECT count(*)::int AS n FROM orders`);
    const bad = await placeGuest(body('0112345678'), 'ar');
    expect(bad.status).toBe(400);
    expect(bad.body.errors['guest.contact']).toEqual([expect.stringMatching(/[\u0600-\u06FF]/)]);
    const en = await placeGuest({ ...body('not-an-email@'), address: undefined, guest: { contact: 'x@' } }, 'en');
    expect(en.status).toBe(400);
    expect(Object.keys(en.body.errors).sort()).toEqual(['address', 'guest.contact', 'guest.name']);
    // a refusal by the order rules (out of stock) leaves no guest record behind either
    const short = await placeGuest({ ...body(newNumber()), items: [{ productId: lastUnitId, quantity: 2 }] });
    expect(short.status).toBe(409);
    expect(await count(`SELECT count(*)::int AS n FROM users`)).toBe(users);
    expect(await count(`SELECT count(*)::int AS n FROM orders`)).toBe(orders);
  });

  it('another guest, a customer or a forged or expired token cannot see or pay the order', async () => {
    const mine = (await placeGuest(body(newNumber()))).body.data;
    const theirs = (await placeGuest(body(newNumber()))).body.data;
    // another guest's token: the other order is not there
    expect((await t.api.get(`/api/payments/${mine.payment.id}`, asGuest(theirs.access.token))).status).toBe(404);
    expect((await t.api.get(`/api/guest/orders/${mine.order.id}`, asGuest(theirs.access.token))).status).toBe(404);
    expect((await t.api.get(`/api/payments/${mine.payment.id}/pay`, asGuest(theirs.access.token))).status).toBe(404);
    // a token altered to name my order
    const [, exp, mac] = theirs.access.token.split('.');
    const forged = await t.api.get(`/api/guest/orders/${mine.order.id}`, asGuest(`${mine.order.id.toString(36)}.${exp}.${mac}`));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toContain('expired');
    // no token at all, or a signed-in customer
    expect((await t.api.get(`/api/payments/${mine.payment.id}`)).status).toBe(401);
    const customer = await createUser(t);
    expect((await t.api.get(`/api/payments/${mine.payment.id}`, { token: customer.token })).status).toBe(404);
    expect((await t.api.get(`/api/orders/${mine.order.id}`, { token: customer.token })).status).toBe(404);
    // the access token opens nothing else: not the account routes
    expect((await t.api.get('/api/profile', asGuest(mine.access.token))).status).toBe(401);
  });

  it('a one-time coupon holds for guests: the same mobile cannot use it again, nor the mobile of an account that used it', async () => {
    const coupon = await createCoupon(t, { oncePerCustomer: true });
    const local = newNumber();
    expect((await placeGuest(body(local, { couponCode: coupon.code, paymentMethod: 'cod' }))).status).toBe(201);
    const again = await placeGuest(body(`+966${local.slice(1)}`, { couponCode: coupon.code, paymentMethod: 'cod' }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ couponCode: [expect.any(String)] });
    // an account that used it: its (confirmed) email cannot use it again as a guest
    const customer = await createUser(t, 'Customer', { emailVerified: true });
    const viaAccount = await t.api.post(
      '/api/orders',
      { ...body('x'), guest: undefined, couponCode: coupon.code, paymentMethod: 'cod' },
      { token: customer.token, headers: { 'idempotency-key': 'coupon-account-1' } },
    );
    expect(viaAccount.status).toBe(201);
    expect((await placeGuest(body(customer.user.email, { couponCode: coupon.code, paymentMethod: 'cod' }))).status).toBe(409);
  });

  it('"create my account" by SMS code: a wrong or reused code changes nothing; the right one makes a verified account', async () => {
    const local = newNumber();
    const { order, access } = (await placeGuest(body(local, { paymentMethod: 'cod' }))).body.data;
    const sent = await t.api.post(`/api/guest/orders/${order.id}/account-code`, {}, asGuest(access.token));
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ channel: 'phone' });
    const code = await smsCode(e164(local));
    const wrong = await t.api.post(
      `/api/guest/orders/${order.id}/account`,
      { code: code === '000000' ? '111111' : '000000' },
      asGuest(access.token),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The code is wrong or has expired. Ask for a new code if needed.');
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE phone = $1 AND "isGuest"`, [e164(local)])).toBe(1);
    const ok = await t.api.post(`/api/guest/orders/${order.id}/account`, { code }, asGuest(access.token));
    expect(ok.status).toBe(200);
    expect(ok.body.data.merged).toBe(false);
    const me = await t.api.get('/api/Auth/me', { token: ok.body.data.token });
    expect(me.body.data).toMatchObject({ phone: e164(local), phoneVerified: true, isGuest: false });
    expect((await t.api.get(`/api/orders/${order.id}`, { token: ok.body.data.token })).status).toBe(200);
    // the same code again: refused, and the guest's order link has ended (the owner signs in now)
    const reused = await t.api.post(`/api/guest/orders/${order.id}/account`, { code }, asGuest(access.token));
    expect(reused.status).toBe(401);
    // the number now signs in by code to the same account
    await t.api.post('/api/Auth/phone/request-code', { phone: local }, { headers: ip() });
    const signIn = await t.api.post('/api/Auth/phone/sign-in', { phone: local, code: await smsCode(e164(local)) }, { headers: ip() });
    expect((await t.api.get('/api/Auth/me', { token: signIn.body.data })).body.data.id).toBe(me.body.data.id);
  });

  it('an expired code is refused and changes nothing', async () => {
    const local = newNumber();
    const { order, access } = (await placeGuest(body(local, { paymentMethod: 'cod' }))).body.data;
    await t.api.post(`/api/guest/orders/${order.id}/account-code`, {}, asGuest(access.token));
    const code = await smsCode(e164(local));
    await t.db.query(`UPDATE phone_codes SET "expiresAt" = now() - interval '1 second' WHERE phone = $1 AND purpose = 'claim'`, [
      e164(local),
    ]);
    const expired = await t.api.post(`/api/guest/orders/${order.id}/account`, { code }, asGuest(access.token));
    expect(expired.status).toBe(400);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE phone = $1 AND "isGuest"`, [e164(local)])).toBe(1);
  });

  it('an email guest whose email has an account: the code by mail moves the order into that account', async () => {
    const customer = await createUser(t, 'Customer', { emailVerified: true });
    const { order, access } = (await placeGuest(body(customer.user.email, { paymentMethod: 'cod' }))).body.data;
    expect((await t.api.get(`/api/orders/${order.id}`, { token: customer.token })).status).toBe(404);
    expect((await t.api.post(`/api/guest/orders/${order.id}/account-code`, {}, asGuest(access.token))).body.data).toEqual({
      channel: 'email',
    });
    const moved = await t.api.post(
      `/api/guest/orders/${order.id}/account`,
      { code: await mailCode(customer.user.email) },
      asGuest(access.token),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.merged).toBe(true);
    expect((await t.api.get(`/api/orders/${order.id}`, { token: customer.token })).body.data.guestCheckout).toBe(true);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE "guestEmail" = $1`, [customer.user.email])).toBe(0);
  });

  it('the admin cannot edit a guest record, only block it; a blocked guest, or the contact of a blocked account, cannot buy', async () => {
    const admin = await createUser(t, 'Admin');
    const local = newNumber();
    const { order } = (await placeGuest(body(local, { paymentMethod: 'cod' }))).body.data;
    const guestId = order.customerId as number;
    const edit = await t.api.put(
      `/api/admin/customers/${guestId}`,
      { name: 'X Y', email: 'someone@example.com', password: 'secret1' },
      { token: admin.token, lang: 'en' },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This is a guest without an account: its details cannot be edited, only blocked');
    expect((await t.api.post(`/api/admin/customers/${guestId}/block`, undefined, { token: admin.token })).status).toBe(200);
    const blocked = await placeGuest(body(local, { paymentMethod: 'cod' }));
    expect(blocked.status).toBe(403);
    const customer = await createUser(t, 'Customer', { emailVerified: true });
    await t.api.post(`/api/admin/customers/${customer.user.id}/block`, undefined, { token: admin.token });
    expect((await placeGuest(body(customer.user.email, { paymentMethod: 'cod' }))).status).toBe(403);
  });

  it('a phone-only account sets its first password with an email, then signs in with both; a second "first" password is refused', async () => {
    const local = newNumber();
    await t.api.post('/api/Auth/phone/request-code', { phone: local }, { headers: ip() });
    const token = (await t.api.post('/api/Auth/phone/sign-in', { phone: local, code: await smsCode(e164(local)) }, { headers: ip() })).body
      .data;
    const noEmail = await t.api.post('/api/Auth/first-password', { password: 'Oud#2026xy' }, { token, lang: 'en' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual({ email: ['This field is required'] });
    const email = `first-${Date.now()}@example.com`;
    const set = await t.api.post(
      '/api/Auth/first-password',
      { email, password: 'Oud#2026xy', confirmPassword: 'Oud#2026xy' },
      { token, lang: 'en' },
    );
    expect(set.status).toBe(200);
    const login = await t.api.post('/api/Auth/login', { email, password: 'Oud#2026xy' });
    expect(login.status).toBe(200);
    const again = await t.api.post('/api/Auth/first-password', { password: 'Other#2026xy' }, { token: set.body.data, lang: 'en' });
    expect(again.status).toBe(409);
    expect((await t.api.post('/api/Auth/login', { email, password: 'Other#2026xy' })).status).toBe(401);
  });
});

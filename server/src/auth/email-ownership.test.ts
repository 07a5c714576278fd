import { SA_ADDRESS, createCoupon, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/**
 * Issue 26 §1: an email is an account's only once a code mailed to it came back. Whoever typed an
 * email in first never receives the orders of the person who owns the mailbox; and (issue 37 §2)
 * one identity per mobile: an SMS sign-in never quietly makes a second account for a number that
 * is on an account.
 */
describe('email ownership and one identity per contact', () => {
  let t: TestApp;
  let productId: number;
  let ipCounter = 0;
  let numberCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `192.0.2.${++ipCounter}` });
  const newNumber = () => `057${String(1_000_000 + ++numberCounter * 7919).slice(-7)}`;
  const e164 = (local: string) => `+966${local.slice(1)}`;
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];
  const lastMail = async (to: string, template: string) => {
    const [row] = await t.db.query<Array<{ text: string }>>(
      `SELECT text FROM mail_outbox WHERE "to" = $1 AND template = $2 ORDER BY id DESC LIMIT 1`,
      [to, template],
    );
    return row?.text;
  };
  const smsCode = async (to: string) => {
    const [row] = await t.db.query<Array<{ preview: string }>>(`SELECT preview FROM sms_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [
      to,
    ]);
    return /#(\d{6})$/.exec(row.preview)![1];
  };
  const register = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await t.api.post(
      '/api/Auth/register',
      { name: 'Sara', email, password: 'Long-password-1', ...extra },
      { headers: ip(), lang: 'en' },
    );
    return res;
  };
  const guestOrder = async (contact: string, extra: Record<string, unknown> = {}) => {
    const res = await t.api.post(
      '/api/guest/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS, guest: { name: 'Huda Owner', contact }, ...extra },
      { headers: ip(), lang: 'en' },
    );
    expect(res.status).toBe(201);
    return res.body.data as { order: { id: number; orderNumber: string }; access: { token: string } };
  };
  const claimByMail = async (email: string, placed: { order: { id: number }; access: { token: string } }) => {
    const asGuest = { headers: { ...ip(), 'x-order-access': placed.access.token }, lang: 'en' as const };
    expect((await t.api.post(`/api/guest/orders/${placed.order.id}/account-code`, {}, asGuest)).status).toBe(200);
    return t.api.post(`/api/guest/orders/${placed.order.id}/account`, { code: codeIn(await lastMail(email, 'accountCode')) }, asGuest);
  };
  const me = async (token: string) => (await t.api.get('/api/profile', { token })).body.data;

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 50 })).id;
  }, 120_000);
  afterAll(() => t.close());

  it('an account that typed in someone else’s email never takes that person’s guest orders: it loses the email instead', async () => {
    const victim = 'huda.owner@example.com';
    const attacker = await register(victim);
    expect(attacker.status).toBe(200);
    const attackerToken = attacker.body.data as string;
    expect((await me(attackerToken)).emailVerified).toBe(false);

    const placed = await guestOrder(victim);
    const claimed = await claimByMail(victim, placed);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ merged: false, detached: true });
    expect(claimed.body.message).toContain('An earlier account had your email without confirming it');
    const owner = await me(claimed.body.data.token);
    expect(owner).toMatchObject({ email: victim, emailVerified: true, isGuest: false, name: 'Huda Owner' });
    expect(owner.id).not.toBe((await t.db.query(`SELECT id FROM users WHERE "detachedEmail" = $1`, [victim]))[0].id);
    // the order, its name and address are the owner's, not the attacker's
    expect((await t.api.get(`/api/orders/${placed.order.id}`, { token: claimed.body.data.token })).status).toBe(200);
    // the attacker's session ended, and the email no longer signs in there
    expect((await t.api.get('/api/profile', { token: attackerToken })).status).toBe(401);
    const login = await t.api.post('/api/Auth/login', { email: victim, password: 'Long-password-1' }, { headers: ip(), lang: 'en' });
    expect(login.status).toBe(401);
    // the owner was told, and may bring the other account over (its order mails went to this mailbox anyway)
    expect(await lastMail(victim, 'emailDetached')).toContain('Bring over my earlier account');
    const earlier = await t.api.get('/api/profile/earlier-accounts', { token: claimed.body.data.token });
    expect(earlier.body.data).toEqual([{ id: expect.any(Number), createdAt: expect.any(String), orders: 0 }]);
    const merged = await t.api.post('/api/profile/earlier-accounts/merge', {}, { token: claimed.body.data.token, lang: 'en' });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual({ accounts: 1, orders: 0 });
    expect(await t.db.query(`SELECT id FROM users WHERE "detachedEmail" = $1`, [victim])).toEqual([]);
    // nothing left to bring over
    expect((await t.api.post('/api/profile/earlier-accounts/merge', {}, { token: claimed.body.data.token })).status).toBe(404);
  });

  it('registration mails the code with the welcome; the code confirms the email, and then guest orders join the account', async () => {
    const email = 'reem.confirms@example.com';
    const token = (await register(email)).body.data as string;
    const welcome = await lastMail(email, 'welcome');
    expect(welcome).toContain('To confirm this email is yours');
    const wrong = await t.api.post(
      '/api/Auth/email/verify',
      { code: codeIn(welcome) === '000000' ? '111111' : '000000' },
      { token, headers: ip(), lang: 'en' },
    );
    expect(wrong.status).toBe(400);
    expect((await me(token)).emailVerified).toBe(false);
    const ok = await t.api.post('/api/Auth/email/verify', { code: codeIn(welcome) }, { token, headers: ip(), lang: 'en' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.emailVerified).toBe(true);
    expect((await t.api.post('/api/Auth/email/verify-code', {}, { token, headers: ip(), lang: 'en' })).status).toBe(409);

    const placed = await guestOrder(email);
    const claimed = await claimByMail(email, placed);
    expect(claimed.body.data).toMatchObject({ merged: true, detached: false });
    expect((await t.api.get(`/api/orders/${placed.order.id}`, { token })).status).toBe(200);
  });

  it('a new code can be asked for; a changed email is unconfirmed again and gets its own code; a password reset confirms it', async () => {
    const { token, password } = await createUser(t);
    const sent = await t.api.post('/api/Auth/email/verify-code', {}, { token, headers: ip(), lang: 'en' });
    expect(sent.status).toBe(200);
    const email = sent.body.data.email as string;
    const code = codeIn(await lastMail(email, 'emailCode'));
    expect((await t.api.post('/api/Auth/email/verify', { code }, { token, headers: ip() })).body.data.emailVerified).toBe(true);

    const changed = await t.api.put(
      '/api/profile',
      { name: 'Sara', email: 'sara.new@example.com', currentPassword: password },
      { token, headers: ip(), lang: 'en' },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ email: 'sara.new@example.com', emailVerified: false });
    expect(await lastMail('sara.new@example.com', 'emailCode')).toBeDefined();

    // the reset code came from the mailbox: it proves the address too
    expect((await t.api.post('/api/Auth/forgot-password', { email: 'sara.new@example.com' }, { headers: ip() })).status).toBe(200);
    await until(async () => (await lastMail('sara.new@example.com', 'resetCode')) !== undefined, 20_000, 'reset mail');
    const resetMail = await lastMail('sara.new@example.com', 'resetCode');
    const reset = await t.api.post(
      '/api/Auth/reset-password',
      { Email: 'sara.new@example.com', Token: codeIn(resetMail), NewPassword: 'Another-long-1' },
      { headers: ip() },
    );
    expect(reset.status).toBe(200);
    const [row] = await t.db.query<Array<{ verified: boolean }>>(
      `SELECT "emailVerifiedAt" IS NOT NULL AS verified FROM users WHERE email = $1`,
      ['sara.new@example.com'],
    );
    expect(row.verified).toBe(true);
  });

  it('per-customer coupons and blocks follow confirmed emails only', async () => {
    const coupon = await createCoupon(t, { oncePerCustomer: true });
    const admin = await createUser(t, 'Admin');
    // someone typed this email in, used the coupon and was blocked: the mailbox's owner is neither
    const squatter = await createUser(t, 'Customer', { email: 'noura.real@example.com' });
    const used = await t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS, couponCode: coupon.code },
      { token: squatter.token, headers: { 'idempotency-key': 'squatter-coupon' } },
    );
    expect(used.status).toBe(201);
    await t.api.post(`/api/admin/customers/${squatter.user.id}/block`, undefined, { token: admin.token });
    const asGuest = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId, quantity: 1 }],
        paymentMethod: 'cod',
        address: SA_ADDRESS,
        couponCode: coupon.code,
        guest: { name: 'Noura', contact: 'noura.real@example.com' },
      },
      { headers: ip(), lang: 'en' },
    );
    expect(asGuest.status).toBe(201);
  });

  it('an SMS sign-in with a number typed into an account offers that account instead of making a second one', async () => {
    const local = newNumber();
    const first = await register('khalid.phone@example.com', { phone: local });
    expect(first.status).toBe(200);
    // a second account cannot type the same number in
    const taken = await register('other.phone@example.com', { phone: local });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ phone: ['This mobile number belongs to another account'] });

    expect((await t.api.post('/api/Auth/phone/request-code', { phone: local }, { headers: ip() })).status).toBe(200);
    const code = await smsCode(e164(local));
    const offered = await t.api.post('/api/Auth/phone/sign-in', { phone: local, code }, { headers: ip(), lang: 'en' });
    expect(offered.status).toBe(409);
    expect(offered.body.message).toContain('k•••@example.com');
    expect(await t.db.query(`SELECT id FROM users WHERE phone = $1`, [e164(local)])).toHaveLength(1);
    // the same code, choosing a separate account: it takes the number; the back office shows one account for it
    const separate = await t.api.post('/api/Auth/phone/sign-in', { phone: local, code, newAccount: true }, { headers: ip(), lang: 'en' });
    expect(separate.status).toBe(200);
    const owners = await t.db.query<Array<{ email: string | null; verified: boolean }>>(
      `SELECT email, "phoneVerifiedAt" IS NOT NULL AS verified FROM users WHERE phone = $1`,
      [e164(local)],
    );
    expect(owners).toEqual([{ email: null, verified: true }]);
  });

  it('a blocked account keeps its typed-in number blocked: signing in by SMS with it makes no fresh account', async () => {
    const local = newNumber();
    const admin = await createUser(t, 'Admin');
    const first = await register('blocked.phone@example.com', { phone: local });
    const [{ id }] = await t.db.query<Array<{ id: number }>>(`SELECT id FROM users WHERE email = 'blocked.phone@example.com'`);
    expect(first.status).toBe(200);
    await t.api.post(`/api/admin/customers/${id}/block`, undefined, { token: admin.token });
    expect((await t.api.post('/api/Auth/phone/request-code', { phone: local }, { headers: ip() })).status).toBe(200);
    const code = await smsCode(e164(local));
    const res = await t.api.post('/api/Auth/phone/sign-in', { phone: local, code, newAccount: true }, { headers: ip(), lang: 'en' });
    expect(res.status).toBe(403);
    expect(await t.db.query(`SELECT id FROM users WHERE phone = $1`, [e164(local)])).toHaveLength(1);
  });
});

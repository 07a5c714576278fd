import { NAME_IDENTIFIER_CLAIM, ROLE_CLAIM } from '@ward/shared';
import { createHmac } from 'node:crypto';
import { createCategory, createUser } from '../testing/fixtures.js';
import { findResetCode, startSmtp } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('auth over real HTTP and PostgreSQL', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers a customer and answers the envelope with a token carrying the DESIGN claims', async () => {
    const res = await t.api.post('/api/Auth/register', {
      name: 'Sara',
      email: 'Sara@Example.com',
      password: 'long-password-1',
      phone: '0512345678',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, errors: null });
    const claims = decode(res.body.data);
    expect(claims[ROLE_CLAIM]).toBe('Customer');
    expect(claims[NAME_IDENTIFIER_CLAIM]).toBe(claims.sub);
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const me = await t.api.get('/api/Auth/me', { token: res.body.data });
    expect(me.body.data).toMatchObject({ email: 'sara@example.com', phone: '+966512345678', role: 'Customer', status: 'Active' });
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
  });

  it('refuses a duplicate email (409) and a weak password (400 with field errors, translated)', async () => {
    const dup = await t.api.post(
      '/api/Auth/register',
      { name: 'Sara', email: 'sara@example.com', password: 'long-password-1' },
      { lang: 'en' },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email[0]).toBe('This email is already registered');
    const weak = await t.api.post('/api/Auth/register', { name: 'Ali', email: 'ali@example.com', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.isSuccess).toBe(false);
    expect(weak.body.errors.password[0]).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    const mismatch = await t.api.post(
      '/api/Auth/register',
      { name: 'Ali', email: 'ali@example.com', password: 'long-password-1', confirmPassword: 'other-password' },
      { lang: 'en' },
    );
    expect(mismatch.body.errors.confirmPassword[0]).toBe("Passwords don't match.");
  });

  it('logs in; wrong password and unknown email give the same 401 message', async () => {
    const { user, password } = await createUser(t);
    const ok = await t.api.post('/api/Auth/login', { email: user.email, password });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data).toBe('string');
    const wrong = await t.api.post('/api/Auth/login', { email: user.email, password: 'nope-nope' }, { lang: 'en' });
    const unknown = await t.api.post('/api/Auth/login', { email: 'nobody@example.com', password: 'nope-nope' }, { lang: 'en' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid credentials. Please try again.');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('answers 429 to the 6th try after 5 wrong passwords for one email from one address, for the rest of 15 minutes', async () => {
    const { user, password } = await createUser(t);
    for (let i = 0; i < 5; i++)
      expect((await t.api.post('/api/Auth/login', { email: user.email, password: 'wrong-one' })).status).toBe(401);
    const sixth = await t.api.post('/api/Auth/login', { email: user.email, password });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });

  it('checks roles on the server: no token 401, customer 403, tampered 401, admin 200', async () => {
    const customer = await createUser(t, 'Customer');
    const admin = await createUser(t, 'Admin');
    expect((await t.api.get('/api/admin/products')).status).toBe(401);
    expect((await t.api.get('/api/admin/products', { token: customer.token })).status).toBe(403);
    const [h, , s] = customer.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(customer.token), [ROLE_CLAIM]: 'Admin' })).toString('base64url');
    expect((await t.api.get('/api/admin/products', { token: `${h}.${forged}.${s}` })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
    expect((await t.api.get('/api/admin/products', { token: none })).status).toBe(401);
    const wrongKey = createHmac('sha256', 'guess').update(`${h}.${forged}`).digest('base64url');
    expect((await t.api.get('/api/admin/products', { token: `${h}.${forged}.${wrongKey}` })).status).toBe(401);
    const ok = await t.api.get('/api/admin/products', { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-range')).toMatch(/^products 0-0\/0$/);
  });

  it('refuses a blocked user at login (403, saying why) and ends their existing session (401, saying why)', async () => {
    const { user, password, token } = await createUser(t);
    await createCategory(t);
    expect((await t.api.get('/api/Auth/me', { token })).status).toBe(200);
    await t.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [user.id]);
    const me = await t.api.get('/api/Auth/me', { token, lang: 'en' });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('This account has been blocked. Please contact the shop.');
    const login = await t.api.post('/api/Auth/login', { email: user.email, password });
    expect(login.status).toBe(403);
  });

  it('resets a password with the code mailed to a real SMTP server; the code dies after use', async () => {
    const { user } = await createUser(t, 'Customer', { password: 'old-password-1' });
    const unknown = await t.api.post('/api/Auth/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200); // no account enumeration
    const res = await t.api.post('/api/Auth/forgot-password', { email: user.email });
    expect(res.body.isSuccess).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /reset/i.test(m.raw));
    const code = findResetCode(mail.raw);
    expect((await t.api.post('/api/Auth/check-code', { Email: user.email, Token: code })).status).toBe(200);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.api.post('/api/Auth/check-code', { Email: user.email, Token: wrong })).status).toBe(400);
    const reset = await t.api.post('/api/Auth/reset-password', { Email: user.email, Token: code, NewPassword: 'new-password-1' });
    expect(reset.status).toBe(200);
    expect((await t.api.post('/api/Auth/login', { email: user.email, password: 'new-password-1' })).status).toBe(200);
    expect((await t.api.post('/api/Auth/login', { email: user.email, password: 'old-password-1' })).status).toBe(401);
    const reused = await t.api.post(
      '/api/Auth/reset-password',
      { Email: user.email, Token: code, NewPassword: 'third-password-1' },
      { lang: 'en' },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Code verification failed.');
  });

  it('kills a code after 5 wrong tries, and refuses an expired code', async () => {
    const { user } = await createUser(t);
    await t.api.post('/api/Auth/forgot-password', { email: user.email });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    const code = findResetCode(mail.raw);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await t.api.post('/api/Auth/check-code', { Email: user.email, Token: wrong })).status).toBe(400);
    expect((await t.api.post('/api/Auth/check-code', { Email: user.email, Token: code })).status).toBe(400);

    const other = await createUser(t);
    await t.api.post('/api/Auth/forgot-password', { email: other.user.email });
    const code2 = findResetCode((await smtp.waitFor((m) => m.to.includes(other.user.email))).raw);
    await t.db.query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = $1`, [other.user.id]);
    expect(
      (await t.api.post('/api/Auth/reset-password', { Email: other.user.email, Token: code2, NewPassword: 'new-password-1' })).status,
    ).toBe(400);
  });

  it('changes the password with the current one; older tokens stop working', async () => {
    const { token, password } = await createUser(t);
    const bad = await t.api.post('/api/Auth/change-password', { currentPassword: 'not-it', newPassword: 'brand-new-pass' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.currentPassword).toHaveLength(1);
    const ok = await t.api.post('/api/Auth/change-password', { currentPassword: password, newPassword: 'brand-new-pass' }, { token });
    expect(ok.status).toBe(200);
    expect((await t.api.get('/api/Auth/me', { token })).status).toBe(401);
    expect((await t.api.get('/api/Auth/me', { token: ok.body.data })).status).toBe(200);
  });

  it('answers malformed JSON with 400 and the envelope, never a stack trace', async () => {
    const res = await t.api.request('POST', '/api/Auth/login', undefined, {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      isSuccess: false,
      data: null,
      message: 'The request body is not valid JSON',
      errors: null,
      requestId: expect.any(String),
    });
  });
});

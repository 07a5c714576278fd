import { createHmac } from 'node:crypto';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { SessionsService } from './sessions.service.js';

/**
 * Issue 11, decide list: a token without `exp` is not accepted, and logout ends the session on the
 * server, not only in the browser.
 */
describe('sessions: expiry required, logout revokes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  /** A token signed with the shop's own secret, with whatever claims the test gives. */
  const sign = (claims: Record<string, unknown>) => {
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    return `${head}.${createHmac('sha256', t.config.jwtSecret).update(head).digest('base64url')}`;
  };
  const me = (token: string) => t.api.get('/api/Auth/me', { token });

  it('refuses a correctly signed token that never expires', async () => {
    const { token } = await createUser(t);
    const { exp: _exp, ...forever } = claimsOf(token);
    expect((await me(sign({ ...forever, exp: Math.floor(Date.now() / 1000) + 3600 }))).status).toBe(200);
    expect((await me(sign(forever))).status).toBe(401);
    expect((await me(sign({ ...forever, exp: 'never' }))).status).toBe(401);
  });

  it('logout ends this token at once, everywhere; another session of the same user carries on', async () => {
    const { user, password } = await createUser(t);
    const login = async () => (await t.api.post('/api/Auth/login', { email: user.email, password })).body.data as string;
    const phone = await login();
    const laptop = await login();
    expect(claimsOf(phone).jti).not.toEqual(claimsOf(laptop).jti);
    const out = await t.api.post('/api/Auth/logout', undefined, { token: phone, lang: 'en' });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out');
    expect((await me(phone)).status).toBe(401);
    expect((await t.api.get('/api/orders', { token: phone })).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    // logging out twice is harmless; without a token it is 401
    expect((await t.api.post('/api/Auth/logout', undefined, { token: phone })).status).toBe(401);
    expect((await t.api.post('/api/Auth/logout')).status).toBe(401);
  });

  it('a token from before tokens had ids is ended by ending all of that user’s sessions', async () => {
    const { token } = await createUser(t);
    const { jti: _jti, ...old } = claimsOf(token);
    const legacy = sign(old);
    expect((await me(legacy)).status).toBe(200);
    expect((await t.api.post('/api/Auth/logout', undefined, { token: legacy })).status).toBe(200);
    expect((await me(legacy)).status).toBe(401);
    expect((await me(token)).status).toBe(401);
  });

  it('forgets revocations of tokens that have expired anyway', async () => {
    await t.db.query(
      `INSERT INTO revoked_tokens (jti, "expiresAt") VALUES ('gone', now() - interval '1 day'), ('kept', now() + interval '1 day')`,
    );
    // one row gone (the count is what the daily job reports)
    expect(await t.get(SessionsService).forgetExpired()).toBe(1);
    expect((await t.db.query(`SELECT jti FROM revoked_tokens WHERE jti IN ('gone', 'kept')`)).map((r: { jti: string }) => r.jti)).toEqual([
      'kept',
    ]);
  });
});

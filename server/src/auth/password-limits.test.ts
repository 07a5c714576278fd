import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11 §5 and §8: slow the guesser, not the owner. Wrong passwords are limited per (account,
 * client address), and per account with a growing delay that the owner's own addresses skip;
 * the current-password checks (change password, email change) count the same way.
 */
describe('password guessing limits', () => {
  let t: TestApp;
  let ipCounter = 0;
  const newIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.api.post('/api/Auth/login', { email, password }, { headers: { 'x-forwarded-for': ip }, lang: 'en' });

  it('an attacker at one address cannot lock the owner out: 5 wrong passwords lock that address only', async () => {
    const owner = await createUser(t, 'Admin');
    const attacker = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(owner.user.email, 'wrong-password', attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await login(owner.user.email, owner.password, attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800); // what is left of 15 minutes
    expect(locked.body.message).toBe('Too many attempts. Please try again shortly.');
    // the owner, anywhere else, signs in at once
    expect((await login(owner.user.email, owner.password, newIp())).status).toBe(200);
  });

  it('guesses spread over many addresses meet a delay that doubles; the owner at a known address skips it', async () => {
    const owner = await createUser(t);
    const home = newIp();
    expect((await login(owner.user.email, owner.password, home)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(owner.user.email, 'wrong-password', newIp())).status).toBe(401);
    const delayed = await login(owner.user.email, 'wrong-password', newIp());
    expect(delayed.status).toBe(429);
    expect(delayed.headers.get('retry-after')).toBe('1');
    // the owner's own address is not slowed
    expect((await login(owner.user.email, owner.password, home)).status).toBe(200);

    // once the delay is over (moved into the past here rather than waited for) the next wrong guess doubles it
    const waitOver = () =>
      t.db.query(`UPDATE rate_limits SET last_at = now() - interval '1 hour' WHERE key = $1`, [`pw:fail:${owner.user.email}`]);
    const retryAfter = [];
    for (let i = 0; i < 4; i++) {
      await waitOver();
      expect((await login(owner.user.email, 'wrong-password', newIp())).status).toBe(401);
      retryAfter.push((await login(owner.user.email, 'wrong-password', newIp())).headers.get('retry-after'));
    }
    expect(retryAfter).toEqual(['2', '4', '8', '16']);
    // a new address of the owner waits like anyone, then gets in with the right password
    await waitOver();
    expect((await login(owner.user.email, owner.password, newIp())).status).toBe(200);
  });

  it('an unknown email is limited the same way (no hint that an account exists)', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('nobody-here@example.com', 'wrong-password', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('current-password checks (change password, email change) count like logins: the 6th wrong one is 429', async () => {
    const user = await createUser(t);
    const ip = newIp();
    const headers = { 'x-forwarded-for': ip };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await t.api.post(
            '/api/Auth/change-password',
            { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-1' },
            { token: user.token, headers },
          )
        ).status,
      );
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await t.api.put(
            '/api/profile',
            { name: 'Test Customer', email: `moved-${i}@example.com`, currentPassword: 'not-my-password' },
            { token: user.token, headers },
          )
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // the right password from this address waits too; from another address it works
    const right = { currentPassword: user.password, newPassword: 'brand-new-pass-1' };
    expect((await t.api.post('/api/Auth/change-password', right, { token: user.token, headers })).status).toBe(429);
    expect(
      (await t.api.post('/api/Auth/change-password', right, { token: user.token, headers: { 'x-forwarded-for': newIp() } })).status,
    ).toBe(200);
  });
});

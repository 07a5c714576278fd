import pg from 'pg';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/**
 * Issue 11 §6 and §7: reset codes cannot be guessed forever (10 wrong codes an hour per email
 * across codes, then a pause and a mail to the owner), and neither forgot-password nor login
 * tells whether an account exists or is blocked.
 */
describe('password reset and account enumeration', () => {
  let t: TestApp;
  let ipCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
  });
  afterAll(() => t.close());

  const mails = (to: string, template: string) =>
    t.db.query<Array<{ text: string }>>(`SELECT text FROM mail_outbox WHERE "to" = $1 AND template = $2 ORDER BY id`, [to, template]);
  const resetJobsDone = async () =>
    Number((await t.db.query(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'auth.reset-code' AND state = 'completed'`))[0].n);
  /** Asks for a code and waits until the queued job has run. */
  const forgot = async (email: string) => {
    const done = await resetJobsDone();
    const res = await t.api.post('/api/Auth/forgot-password', { email }, { headers: ip(), lang: 'en' });
    await until(async () => (await resetJobsDone()) > done, 20_000, 'reset job');
    return res;
  };
  const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];
  const check = (email: string, code: string) =>
    t.api.post('/api/Auth/check-code', { Email: email, Token: code }, { headers: ip(), lang: 'en' });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('10 wrong codes an hour for one email, across codes, pause resets: even the right code is 429, and the owner is told', async () => {
    const { user } = await createUser(t);
    await forgot(user.email);
    const first = codeIn((await mails(user.email, 'resetCode'))[0].text);
    for (let i = 0; i < 5; i++) expect((await check(user.email, wrongFor(first))).status).toBe(400);
    await forgot(user.email);
    const second = codeIn((await mails(user.email, 'resetCode'))[1].text);
    for (let i = 0; i < 5; i++) expect((await check(user.email, wrongFor(second))).status).toBe(400);
    // the tenth wrong code paused resets for this email
    const right = await check(user.email, second);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(3500);
    const reset = await t.api.post('/api/Auth/reset-password', { Email: user.email, Token: second, NewPassword: 'a-new-password-1' });
    expect(reset.status).toBe(429);
    const notice = await mails(user.email, 'resetPaused');
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('paused for 60 minutes');
    // asking again during the pause answers the same, and no code goes out
    expect((await forgot(user.email)).status).toBe(200);
    expect(await mails(user.email, 'resetCode')).toHaveLength(2);
  });

  it('an email without an account meets the same pause after 10 wrong codes (nothing tells them apart)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await check('no-account@example.com', '123456')).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('forgot-password does the same work, in the same statements, for an account, an unknown email and a blocked account', async () => {
    const active = await createUser(t);
    const blocked = await createUser(t);
    await t.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [blocked.user.id]);
    const answers: unknown[] = [];
    const statements: string[][] = [];
    for (const email of [active.user.email, 'nobody-at-all@example.com', blocked.user.email]) {
      const [res, sql] = await statementsOfRequest(() => t.api.post('/api/Auth/forgot-password', { email }, { headers: ip(), lang: 'ar' }));
      answers.push({ status: res.status, body: res.body });
      statements.push(sql);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(statements[0].length).toBeGreaterThan(0);
    expect(statements[1]).toEqual(statements[0]);
    expect(statements[2]).toEqual(statements[0]);
    // the queued job mails the code, or tells a blocked account's owner why they cannot sign in
    await until(async () => (await mails(active.user.email, 'resetCode')).length === 1, 20_000, 'reset mail');
    await until(async () => (await mails(blocked.user.email, 'accountBlocked')).length === 1, 20_000, 'blocked mail');
    expect(await mails(blocked.user.email, 'resetCode')).toHaveLength(0);
  });

  it('a blocked account: a wrong password answers like any wrong password; the right one says it is blocked', async () => {
    const { user, password } = await createUser(t);
    const other = await createUser(t);
    await t.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [user.id]);
    const right = await t.api.post('/api/Auth/login', { email: user.email, password }, { headers: ip(), lang: 'en' });
    const wrong = await t.api.post('/api/Auth/login', { email: user.email, password: 'not-the-password' }, { headers: ip(), lang: 'en' });
    const active = await t.api.post('/api/Auth/login', { email: other.user.email, password: 'not-the-password' }, { headers: ip(), lang: 'en' });
    // a guess learns nothing: the same answer as an active account's wrong password, but for the request id
    const withoutId = ({ requestId: _id, ...body }: Record<string, unknown>) => body;
    expect({ status: wrong.status, body: withoutId(wrong.body) }).toEqual({ status: active.status, body: withoutId(active.body) });
    expect(wrong.body.message).toBe('Invalid credentials. Please try again.');
    // the owner (the right password) is told why and whom to ask, not "invalid credentials" (issue 37 §16)
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('This account has been blocked. Please contact the shop.');
    expect(right.body.data).toBeNull();
  });
});

/**
 * Runs `request` and answers the SQL statements the server sent on behalf of that request: those
 * whose (async) call stack passes through a controller method of the auth controller. Background
 * work the request queued runs in a job worker, whose stack never does.
 */
async function statementsOfRequest<T>(request: () => Promise<T>): Promise<[T, string[]]> {
  const original = pg.Client.prototype.query;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200;
  const seen: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const stack = new Error().stack ?? '';
    if (/AuthController\.forgotPassword/.test(stack)) {
      const first = args[0] as string | { text?: string };
      seen.push(typeof first === 'string' ? first : (first?.text ?? ''));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return [await request(), seen];
  } finally {
    pg.Client.prototype.query = original;
    Error.stackTraceLimit = limit;
  }
}

import { startShop, type RunningShop } from '../support/server.js';
import { until } from '../../server/src/testing/until.js';

/**
 * What an operator reads (issue 19 §3): a start is one line, every log line is JSON, and every
 * line a request causes — Fastify's own and the services' — carries that request's id, the same
 * id its answer names in `X-Request-Id` (and in the body of an error answer).
 */
describe('logs of the production build', () => {
  let shop: RunningShop;
  const lines = () =>
    shop.logs
      .join('')
      .split('\n')
      .filter((l) => l.trim());
  const entries = () => lines().map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(async () => {
    // no SMTP_URL: the mail service logs, inside the request, that a welcome mail stays in the outbox
    shop = await startShop({ LOG_LEVEL: 'info' });
  });
  afterAll(() => shop.stop());

  it('starts with one line, not one per module and route', () => {
    // the readiness polls are requests; everything else logged before them is the start
    const startup = entries().filter((e) => !e.reqId);
    // (a production start that is a demo adds its loud warnings, deliberately)
    const warnings = startup.filter((e) => e.level === 'warn' && String(e.msg).startsWith('⚠'));
    expect(startup.filter((e) => !warnings.includes(e))).toEqual([
      expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^Ward is open on http:\/\/localhost:\d+/) }),
    ]);
  });

  it("puts the request's id on every line it causes, its services' lines included", async () => {
    const id = 'trace-4f1c2a9e-0001';
    const res = await fetch(`${shop.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify({ email: 'reader.logs@example.com', consent: 'marketing-2026-11' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    // the mail service's line comes from inside the request, after its body was parsed
    const logged = () =>
      entries().some((e) => e.reqId === id && e.msg === 'request completed') && entries().some((e) => e.context === 'Mail');
    await until(logged, 15_000, 'the request and mail log lines');
    const mine = entries().filter((e) => e.reqId === id);
    expect(mine.map((e) => e.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'request completed',
        expect.stringMatching(/^mail kept in outbox .*"newsletterWelcome"/),
      ]),
    );
  });

  it('every line is one JSON object', () => {
    for (const line of lines()) expect(() => JSON.parse(line)).not.toThrow();
  });
});

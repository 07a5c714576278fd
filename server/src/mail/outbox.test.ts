import { createUser } from '../testing/fixtures.js';
import { findResetCode } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/** Without SMTP_URL every mail stays in the outbox, where a demo admin reads it (DESIGN.md §1). */
describe('the admin outbox (no SMTP configured)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ smtpUrl: null });
  });
  afterAll(() => t.close());

  it('shows a reset code to the admin, read-only, and to nobody else', async () => {
    const admin = await createUser(t, 'Admin');
    const customer = await createUser(t);
    await t.api.post('/api/Auth/forgot-password', { email: customer.user.email });
    // the reset code is made and mailed by a queued job (the request answers the same for any email)
    await until(
      async () => (await t.db.query(`SELECT 1 FROM mail_outbox WHERE template = 'resetCode'`)).length === 1,
      20_000,
      'reset mail',
    );
    await t.api.post('/api/newsletter/subscribe', { email: 'reader@example.com', consent: 'marketing-2026-11' });

    expect((await t.api.get('/api/admin/outbox')).status).toBe(401);
    expect((await t.api.get('/api/admin/outbox', { token: customer.token })).status).toBe(403);

    const all = await t.api.get('/api/admin/outbox', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('outbox 0-1/2');
    expect(all.body.map((m: { template: string }) => m.template)).toEqual(['newsletterWelcome', 'resetCode']);

    const resets = await t.api.get(
      `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ q: customer.user.email, template: 'resetCode' }))}`,
      { token: admin.token },
    );
    expect(resets.body).toHaveLength(1);
    expect(resets.body[0]).toMatchObject({ to: customer.user.email, template: 'resetCode', status: 'kept', attempts: 0, sentAt: null });
    expect(resets.body[0].html).toBeUndefined();

    const one = await t.api.get(`/api/admin/outbox/${resets.body[0].id}`, { token: admin.token });
    expect(one.body.html).toContain('<!doctype html>');
    const code = findResetCode(one.body.text);
    expect((await t.api.post('/api/Auth/check-code', { Email: customer.user.email, Token: code })).status).toBe(200);

    expect((await t.api.get('/api/admin/outbox/999999', { token: admin.token })).status).toBe(404);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const path = method === 'POST' ? '/api/admin/outbox' : `/api/admin/outbox/${resets.body[0].id}`;
      expect((await t.api.request(method, path, {}, { token: admin.token })).status).toBe(404);
    }
  });
});

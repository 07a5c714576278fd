import { createUser } from '../testing/fixtures.js';
import { findResetCode, startSmtp, type SmtpReceiver } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

/**
 * Issue 11, decide list: a reset code stayed readable in the back office's outbox after the mail
 * was delivered. Once sent, the outbox keeps the mail with its code masked; the customer's mail
 * has the code and it works.
 */
describe('the outbox masks a secret once its mail was sent', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a delivered reset code shows as •••••• in the outbox; the code itself still works', async () => {
    const admin = await createUser(t, 'Admin');
    const customer = await createUser(t);
    await t.api.post('/api/Auth/forgot-password', { email: customer.user.email });
    const received = await smtp.waitFor((m) => m.to.includes(customer.user.email));
    const code = findResetCode(received.raw);

    const listed = async () =>
      (
        await t.api.get(
          `/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ template: 'resetCode', to: customer.user.email }))}`,
          {
            token: admin.token,
          },
        )
      ).body as Array<{ id: number; status: string }>;
    await until(async () => (await listed())[0]?.status === 'sent', 20_000, 'mail sent');
    const one = (await t.api.get(`/api/admin/outbox/${(await listed())[0].id}`, { token: admin.token })).body;
    expect(one.text).not.toContain(code);
    expect(one.html).not.toContain(code);
    expect(one.text).toContain('••••••');
    expect(one.html).toContain('••••••');
    expect(JSON.stringify(await listed())).not.toContain(code);

    expect((await t.api.post('/api/Auth/check-code', { Email: customer.user.email, Token: code })).status).toBe(200);
  });

  it('other mails are kept as they were sent', async () => {
    const admin = await createUser(t, 'Admin');
    await t.api.post('/api/newsletter/subscribe', { email: 'reader-masks@example.com', consent: 'marketing-2026-11' });
    await smtp.waitFor((m) => m.to.includes('reader-masks@example.com'));
    const find = async () =>
      (
        await t.api.get(`/api/admin/outbox?filter=${encodeURIComponent(JSON.stringify({ to: 'reader-masks@example.com' }))}`, {
          token: admin.token,
        })
      ).body as Array<{ status: string; text: string }>;
    await until(async () => (await find())[0]?.status === 'sent', 20_000, 'mail sent');
    expect((await find())[0].text).not.toContain('••••••');
  });
});

import { jest } from '@jest/globals';
import { startUnifonicStandIn, type UnifonicStandIn } from '../../../../test/stand-ins/unifonic/server.mjs';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../../../test/stand-ins/whatsapp/server.mjs';
import { mailTemplates } from '../../mail/templates.js';
import { MailService } from '../../mail/mail.service.js';
import { createUser } from '../../testing/fixtures.js';
import { findResetCode, startSmtp, type SmtpReceiver } from '../../testing/smtp.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { SmsService } from '../sms.service.js';
import { WhatsAppService } from '../whatsapp/whatsapp.service.js';
import { whatsAppConfigFor } from '../../testing/whatsapp-config.js';

jest.setTimeout(90_000);

const METRICS = 'metrics-token-' + 'y'.repeat(24);

/**
 * Issue 27 §4: one outbox for every channel. A message of each channel goes out through its
 * adapter to a real SMTP server or a stand-in of the provider's documented API; the one
 * delivery job records attempts, the provider's id and a final refusal the same way for all;
 * the back office lists them in one resource, filtered by channel.
 */
describe('the one outbox', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let unifonic: UnifonicStandIn;
  let meta: WhatsAppStandIn;
  let admin: string;
  const row = async (id: number) =>
    (
      await t.db.query(
        `SELECT channel, recipient, status, attempts, "lastError", "providerMessageId", body, "sealedBody", "sentAt" FROM messages WHERE id = $1`,
        [id],
      )
    )[0];
  const list = async (filter: object) => {
    const res = await t.api.get(`/api/admin/messages?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    [smtp, unifonic, meta] = await Promise.all([startSmtp(), startUnifonicStandIn({ senders: ['Ward'] }), startWhatsAppStandIn()]);
    t = await startTestApp({
      smtpUrl: smtp.url,
      mailRetryMs: 1000,
      metricsToken: METRICS,
      sms: { provider: 'unifonic', appSid: unifonic.appSid, senderId: 'Ward', baseUrl: unifonic.url, retrySeconds: 1 },
      whatsapp: whatsAppConfigFor(meta),
    });
    admin = (await createUser(t, 'Admin')).token;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), unifonic.close(), meta.close()]);
  }, 60_000);

  it('mail goes out over SMTP; its code is masked in the outbox once sent', async () => {
    const mail = mailTemplates.resetCode({ name: 'Huda', code: '482913', minutes: 15 });
    const queued = await t.get(MailService).send('huda.outbox@example.com', 'resetCode', mail);
    expect(queued.status).toBe('pending');
    const received = await smtp.waitFor((m) => m.to.includes('huda.outbox@example.com'));
    expect(findResetCode(received.raw)).toBe('482913');
    await until(async () => (await row(queued.id)).status === 'sent', 20_000, 'mail sent');
    const sent = await row(queued.id);
    expect(sent).toMatchObject({ channel: 'mail', attempts: 1, lastError: null, providerMessageId: expect.stringMatching(/^<.+>$/) });
    expect(sent.body).not.toContain('482913');
    expect(sent.body).toContain('••••••');
  });

  it('a text goes out through Unifonic, retried while it is down; its text is sealed until then, then only the masked one stays', async () => {
    unifonic.failNextRequests(2);
    const queued = await t.get(SmsService).send('+966551110001', 'code.sign-in', { text: 'رمزك 734216', masked: 'رمزك ••••••' });
    const waiting = await row(queued.id);
    expect(waiting.body).toBe('رمزك ••••••');
    expect(waiting.sealedBody).not.toContain('734216');
    await until(async () => (await row(queued.id)).status === 'sent', 30_000, 'text sent');
    const message = unifonic.messages.find((m) => m.Recipient === '966551110001')!;
    expect(message.Body).toBe('رمزك 734216');
    expect(message.CorrelationID).toBe(`sms-${queued.id}`);
    expect(await row(queued.id)).toMatchObject({
      channel: 'sms',
      attempts: 3,
      lastError: null,
      providerMessageId: String(message.MessageID),
      body: 'رمزك ••••••',
      sealedBody: null,
    });
  });

  it('a provider’s refusal is final after one attempt, on every channel the same way', async () => {
    // Unifonic: a number too short (ER-04); Meta: a template it does not know (132001)
    const text = await t.get(SmsService).send('+96650', 'code.sign-in', { text: 'رمزك 111222', masked: 'رمزك ••••••' });
    await until(async () => (await row(text.id)).status === 'failed', 20_000, 'text refused');
    expect(await row(text.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('ER-04'), sealedBody: null });

    await t.api.put('/api/admin/messaging-settings/1', { whatsappTemplates: { paid: 'not_registered' } }, { token: admin });
    const wa = await t
      .get(WhatsAppService)
      .send({ to: '+966551110002', template: 'paid', language: 'en', parameters: ['Sara', 'W-1', '10.00'] });
    await until(async () => (await row(wa.id)).status === 'failed', 20_000, 'WhatsApp refused');
    expect(await row(wa.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('132001') });
    await t.api.put('/api/admin/messaging-settings/1', { whatsappTemplates: { paid: 'ward_order_paid' } }, { token: admin });
  });

  it('a WhatsApp template message goes out through the Cloud API with its parameters', async () => {
    const queued = await t
      .get(WhatsAppService)
      .send({ to: '+966551110003', template: 'shipped', language: 'ar', parameters: ['سارة', 'W-2', 'سمسا', 'https://t.example/1'] });
    await until(async () => (await row(queued.id)).status === 'sent', 20_000, 'WhatsApp sent');
    const sent = meta.messages.find((m) => m.to === '966551110003')!;
    expect(sent).toMatchObject({ name: 'ward_order_shipped', language: 'ar', parameters: ['سارة', 'W-2', 'سمسا', 'https://t.example/1'] });
    expect(await row(queued.id)).toMatchObject({ channel: 'whatsapp', attempts: 1, providerMessageId: sent.id });
  });

  it('the back office lists every channel in one resource, filtered by channel, status and search; never an SMS’s sealed text', async () => {
    const all = await list({});
    expect(all.headers.get('content-range')).toMatch(/^messages 0-\d+\/\d+$/);
    expect(new Set((all.body as Array<{ channel: string }>).map((m) => m.channel))).toEqual(new Set(['mail', 'sms', 'whatsapp']));

    const texts = (await list({ channel: 'sms' })).body as Array<{ channel: string; to: string; preview: string; status: string }>;
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((m) => m.channel === 'sms')).toBe(true);
    expect(texts.map((m) => m.to)).toEqual(expect.arrayContaining(['+966551110001', '+96650']));
    expect(texts.find((m) => m.to === '+966551110001')!.preview).toBe('رمزك ••••••');

    const failedWhatsApp = (await list({ channel: 'whatsapp', status: 'failed' })).body as Array<{ to: string; templateName: string }>;
    expect(failedWhatsApp).toEqual([expect.objectContaining({ to: '+966551110002', templateName: 'not_registered', status: 'failed' })]);
    expect((await list({ channel: ['mail', 'whatsapp'] })).body.every((m: { channel: string }) => m.channel !== 'sms')).toBe(true);
    expect((await list({ channel: 'fax' })).body).toEqual([]);
    expect((await list({ q: 'huda.outbox' })).body.map((m: { template: string }) => m.template)).toEqual(['resetCode']);

    const sms = texts.find((m) => m.to === '+966551110001')!;
    const one = await t.api.get(`/api/admin/messages/${(sms as unknown as { id: number }).id}`, { token: admin });
    expect(one.body).toMatchObject({ channel: 'sms', text: 'رمزك ••••••' });
    expect(JSON.stringify([all.body, one.body])).not.toMatch(/734216|sealed/i);

    // the routes of the three outboxes before it list one channel each, as they answered then
    const mails = await t.api.get('/api/admin/outbox', { token: admin });
    expect(mails.headers.get('content-range')).toMatch(/^outbox /);
    expect(mails.body.every((m: { subject?: string }) => typeof m.subject === 'string')).toBe(true);
    expect((await t.api.get('/api/admin/sms-outbox', { token: admin })).body.every((m: { preview?: string }) => 'preview' in m)).toBe(true);
    expect((await t.api.get(`/api/admin/outbox/${(sms as unknown as { id: number }).id}`, { token: admin })).status).toBe(404);

    const customer = await createUser(t, 'Customer');
    expect((await t.api.get('/api/admin/messages', { token: customer.token })).status).toBe(403);
    expect((await t.api.get('/api/admin/messages')).status).toBe(401);
  });

  it('/metrics reports waiting messages and delivery jobs per channel', async () => {
    const res = await t.api.get('/metrics', { token: METRICS });
    expect(res.status).toBe(200);
    const text = res.body as string;
    for (const channel of ['mail', 'sms', 'whatsapp']) {
      expect(text).toMatch(new RegExp(`^ward_outbox_depth\\{outbox="${channel}"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^ward_outbox_depth\\{outbox="job:${channel}.deliver"\\} \\d+$`, 'm'));
    }
  });
});

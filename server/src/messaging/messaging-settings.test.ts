import { jest } from '@jest/globals';
import { startUnifonicStandIn, type UnifonicStandIn } from '../../../test/stand-ins/unifonic/server.mjs';
import { SecretBox } from '../common/secret-box.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';
import { SmsService } from './sms.service.js';

jest.setTimeout(60_000);

const TOKEN = 'EAAGm0PX4ZCpsBAKZCtokenTail9x7Q';
const APP_SECRET = 'a1b2c3d4e5f6appsecret7788';
const VERIFY = 'verify-token-4455';

describe('messaging settings: WhatsApp and SMS accounts in the back office, secrets sealed and never answered', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let unifonic: UnifonicStandIn;
  const get = () => t.api.get('/api/admin/messaging-settings/1', { token: admin });
  const save = (body: object, lang: 'ar' | 'en' = 'en') => t.api.put('/api/admin/messaging-settings/1', body, { token: admin, lang });

  beforeAll(async () => {
    unifonic = await startUnifonicStandIn({ senders: ['WardShop'] });
    // the environment names a phone number id only: the back office supplies the rest
    t = await startTestApp({
      sms: null,
      whatsapp: { phoneNumberId: '1111122222', accessToken: null, appSecret: null, verifyToken: null, baseUrl: null, retrySeconds: 1 },
    });
    admin = (await createUser(t, 'Admin')).token;
    customer = (await createUser(t, 'Customer')).token;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await unifonic.close();
  }, 60_000);

  it('secrets are sealed with DATA_KEY, answered only as “••••” and four characters, kept when absent, cleared with ""', async () => {
    const before = await get();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      whatsappReady: false,
      smsReady: false,
      whatsappAccessTokenHint: null,
      effective: { whatsappPhoneNumberId: '1111122222' },
    });
    expect(before.body.whatsappTemplates.placed).toBe('ward_order_placed');
    expect(before.body.whatsappWebhookUrl).toBe(`${t.config.publicUrl}/api/whatsapp/webhook`);

    const saved = await save({
      whatsappAccessToken: TOKEN,
      whatsappAppSecret: APP_SECRET,
      whatsappVerifyToken: VERIFY,
      smsAppSid: 'unifonic-app-sid-0042',
      smsSenderId: 'WardShop',
      smsBaseUrl: unifonic.url,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      whatsappReady: true,
      smsReady: true,
      whatsappAccessTokenHint: '••••9x7Q',
      whatsappAppSecretHint: '••••7788',
      whatsappVerifyTokenHint: '••••4455',
      smsAppSidHint: '••••0042',
      smsSenderId: 'WardShop',
      effective: { whatsappPhoneNumberId: '1111122222', smsSenderId: 'WardShop' },
    });
    const everything = JSON.stringify([
      saved.body,
      (await get()).body,
      (await t.api.get('/api/admin/messaging-settings', { token: admin })).body,
    ]);
    for (const secret of [TOKEN, APP_SECRET, VERIFY, 'unifonic-app-sid-0042']) expect(everything).not.toContain(secret);

    const [row] = await t.db.query(`SELECT "whatsappAccessToken", "smsAppSid" FROM messaging_settings WHERE id = 1`);
    expect(row.whatsappAccessToken).not.toContain('9x7Q');
    expect(new SecretBox(t.config.dataKey).open(row.whatsappAccessToken, 'messaging.whatsappAccessToken')).toBe(TOKEN);
    expect(() => new SecretBox('another key').open(row.smsAppSid, 'messaging.smsAppSid')).toThrow();

    const kept = await save({ smsSenderId: 'WardShop' });
    expect(kept.body).toMatchObject({ whatsappAccessTokenHint: '••••9x7Q', smsAppSidHint: '••••0042' });
    const cleared = await save({ whatsappVerifyToken: '' });
    expect(cleared.body).toMatchObject({ whatsappVerifyTokenHint: null, whatsappAppSecretHint: '••••7788' });
  });

  it('the SMS account typed in the back office sends through Unifonic (no environment needed)', async () => {
    await save({ smsAppSid: unifonic.appSid, smsSenderId: 'WardShop', smsBaseUrl: unifonic.url });
    const row = await t.get(SmsService).send('+966551230000', 'test', { text: 'مرحباً من ورد', masked: 'مرحباً من ورد' });
    await until(
      async () => (await t.db.query(`SELECT status FROM sms_outbox WHERE id = $1`, [row.id]))[0].status === 'sent',
      20_000,
      'sms sent',
    );
    expect(unifonic.messages.at(-1)).toMatchObject({ Recipient: '966551230000', SenderID: 'WardShop', Body: 'مرحباً من ورد' });
  });

  it('a new base URL forgets the secrets it would receive, so re-pointing never recovers them (issue 26)', async () => {
    await save({ smsAppSid: unifonic.appSid, smsBaseUrl: unifonic.url, whatsappAccessToken: TOKEN, whatsappAppSecret: APP_SECRET });
    const moved = await save({ smsBaseUrl: 'https://sms-proxy.example.com' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ smsAppSidHint: null, smsReady: false, whatsappAccessTokenHint: '••••9x7Q' });
    const sent = unifonic.messages.length;
    await t.get(SmsService).send('+966551230001', 'test', { text: 'لا يصل', masked: 'لا يصل' });
    const [row] = await t.db.query(`SELECT status FROM sms_outbox ORDER BY id DESC LIMIT 1`);
    expect(row.status).toBe('kept');
    expect(unifonic.messages.length).toBe(sent);
    // the same URL again, or the same one written with a trailing slash, keeps them
    const whatsapp = await save({ whatsappBaseUrl: 'https://graph.facebook.com/v21.0/' });
    expect(whatsapp.body).toMatchObject({ whatsappAccessTokenHint: '••••9x7Q', whatsappAppSecretHint: '••••7788' });
    const elsewhere = await save({ whatsappBaseUrl: 'https://graph.example.net/v21.0' }, 'en');
    expect(elsewhere.body).toMatchObject({ whatsappAccessTokenHint: null, whatsappAppSecretHint: null, whatsappReady: false });
    // a URL and its new secret in one save: the secret is for the new address
    const both = await save({ smsBaseUrl: unifonic.url, smsAppSid: unifonic.appSid });
    expect(both.body).toMatchObject({ smsReady: true, smsAppSidHint: `••••${unifonic.appSid.slice(-4)}` });
    // link-local, http elsewhere than this machine, user info: refused with the field named
    for (const smsBaseUrl of ['http://169.254.169.254/latest/meta-data', 'https://user:pw@sms.example.com', 'http://sms.example.com']) {
      const bad = await save({ smsBaseUrl }, 'en');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.smsBaseUrl).toBe(
        'Enter an address starting with https://, without a user name or query (http only for this machine)',
      );
    }
  });

  it('bad input gets a translated error and changes nothing; only admins; only record 1', async () => {
    const before = (await get()).body;
    const bad = await save(
      { whatsappAccessToken: 'has spaces in it', whatsappTemplates: { ...before.whatsappTemplates, paid: 'Paid Order!' } },
      'ar',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.whatsappAccessToken).toBe('المفتاح السري غير صالح: 8 أحرف على الأقل بلا مسافات');
    expect(bad.body.errors['whatsappTemplates.paid']).toContain('اسم القالب غير صالح');
    expect((await save({ whatsappPhoneNumberId: 'abc' })).status).toBe(400);
    expect((await save({ smsBaseUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await save({ isAdmin: true })).status).toBe(400);
    expect((await t.api.put('/api/admin/messaging-settings/2', {}, { token: admin })).status).toBe(404);
    expect((await t.api.put('/api/admin/messaging-settings/1', { smsSenderId: 'X' }, { token: customer })).status).toBe(403);
    expect((await t.api.get('/api/admin/messaging-settings/1')).status).toBe(401);
    expect((await get()).body).toEqual(before);
  });
});

// its own app (passport's JWT strategy is one per process): started after the other describe's app closed
describe('messaging settings with accounts in the environment', () => {
  it('the environment’s secrets go only to the environment’s address, never to one typed in the back office', async () => {
    const envApp = await startTestApp({
      sms: { provider: 'unifonic', appSid: 'env-app-sid-77665544', senderId: 'Ward', baseUrl: 'http://127.0.0.1:9', retrySeconds: 1 },
      whatsapp: {
        phoneNumberId: '1111122222',
        accessToken: TOKEN,
        appSecret: APP_SECRET,
        verifyToken: VERIFY,
        baseUrl: null,
        retrySeconds: 1,
      },
    });
    try {
      const envAdmin = (await createUser(envApp, 'Admin')).token;
      const put = (body: object) => envApp.api.put('/api/admin/messaging-settings/1', body, { token: envAdmin });
      expect((await put({})).body).toMatchObject({ whatsappReady: true, smsReady: true, smsAppSidHint: '••••5544' });
      const repointed = await put({ whatsappBaseUrl: 'https://collector.example.com', smsBaseUrl: 'https://collector.example.com' });
      expect(repointed.body).toMatchObject({ whatsappReady: false, whatsappAccessTokenHint: null, smsReady: false, smsAppSidHint: null });
      // cleared again: the environment's address and its secrets apply
      expect((await put({ whatsappBaseUrl: '', smsBaseUrl: '' })).body).toMatchObject({ whatsappReady: true, smsReady: true });
    } finally {
      await envApp.close();
    }
  });
});

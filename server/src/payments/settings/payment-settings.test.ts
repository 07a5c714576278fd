import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from '../../common/secret-box.js';
import { SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { providersEnv } from '../../testing/payment-providers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(60_000);

const SECRET = 'sk_live_9f8e7d6c5b4a3210abcd';
const ROUTES = { mada: 'moyasar', card: 'moyasar', applepay: 'moyasar', stcpay: 'moyasar', tabby: 'tabby', tamara: 'tamara' };

describe('payment settings: provider keys sealed and never answered, which provider takes which method, Apple Pay’s file', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  const providers = () => t.api.get('/api/admin/payment-providers', { token: admin });
  const save = (id: string, body: object, lang: 'ar' | 'en' = 'en') =>
    t.api.put(`/api/admin/payment-providers/${id}`, body, { token: admin, lang });
  const routes = (body: object) => t.api.put('/api/admin/payment-settings/1', body, { token: admin, lang: 'en' });
  const offered = async () => (await t.api.get('/api/settings')).body.data.paymentMethods;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    customer = (await createUser(t, 'Customer')).token;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('keys are sealed with DATA_KEY at rest, answered only as “there, ending in …”, kept when not sent, removed with ""', async () => {
    const empty = await providers();
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('payment-providers 0-2/3');
    expect(empty.body.map((p: { id: string; ready: boolean }) => [p.id, p.ready])).toEqual([
      ['moyasar', false],
      ['tabby', false],
      ['tamara', false],
    ]);

    const saved = await save('moyasar', {
      enabled: true,
      publicKey: 'pk_live_abc12345',
      secretKey: SECRET,
      webhookSecret: 'whsec_0123456789',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: 'moyasar',
      ready: true,
      testKeys: false,
      publicKey: 'pk_live_abc12345',
      hasSecretKey: true,
      secretKeyHint: '••••abcd',
      hasWebhookSecret: true,
      webhookSecretHint: '••••6789',
      webhookUrl: `${t.config.publicUrl}/api/payments/webhooks/moyasar`,
      methods: ['mada', 'card', 'applepay', 'stcpay'],
    });
    const everything = JSON.stringify([
      saved.body,
      (await providers()).body,
      (await t.api.get('/api/admin/payment-providers/moyasar', { token: admin })).body,
    ]);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('whsec_0123456789');

    const [row] = await t.db.query(`SELECT "secretKey", "webhookSecret" FROM payment_provider_accounts WHERE provider = 'moyasar'`);
    expect(row.secretKey).not.toContain('9f8e7d6c');
    expect(new SecretBox(t.config.dataKey).open(row.secretKey, 'payments.moyasar.secretKey')).toBe(SECRET);
    expect(() => new SecretBox('another key').open(row.secretKey, 'payments.moyasar.secretKey')).toThrow();

    const kept = await save('moyasar', { enabled: true, publicKey: 'pk_live_abc12345' });
    expect(kept.body).toMatchObject({ hasSecretKey: true, secretKeyHint: '••••abcd' });
    const removed = await save('moyasar', { enabled: true, webhookSecret: '' });
    expect(removed.body).toMatchObject({ hasSecretKey: true, hasWebhookSecret: false, ready: true });
  });

  it('bad input gets a translated error and changes nothing; only admins; unknown providers are 404', async () => {
    const before = (await t.api.get('/api/admin/payment-providers/moyasar', { token: admin })).body;
    const spaced = await save('moyasar', { enabled: true, secretKey: 'sk live with spaces' });
    expect(spaced.status).toBe(400);
    expect(spaced.body.errors).toEqual({ secretKey: 'The secret is not valid: at least 8 characters, no spaces' });
    const ar = await save('moyasar', { enabled: true, secretKey: 'short' }, 'ar');
    expect(ar.body.errors.secretKey).toBe('المفتاح السري غير صالح: 8 أحرف على الأقل بلا مسافات');
    expect((await save('moyasar', { enabled: true, isAdmin: true })).status).toBe(400);
    expect((await save('moyasar', { enabled: 'yes' })).status).toBe(400);
    expect((await save('paypal', { enabled: true })).status).toBe(404);
    expect((await t.api.put('/api/admin/payment-providers/moyasar', { enabled: false }, { token: customer })).status).toBe(403);
    expect((await t.api.get('/api/admin/payment-providers')).status).toBe(401);
    expect((await t.api.get('/api/admin/payment-providers/moyasar', { token: admin })).body).toEqual(before);

    const wrongProvider = await routes({ routes: { ...ROUTES, tabby: 'moyasar' }, applePayAssociation: null });
    expect(wrongProvider.status).toBe(400);
    expect(wrongProvider.body.errors).toEqual({ 'routes.tabby': 'That payment provider does not take this method' });
  });

  it('each method goes to the chosen provider when it is ready; a method switched off is neither offered nor accepted', async () => {
    const categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    const product = await createProduct(t, categoryId, { stock: 5 });
    // Moyasar is ready (previous test): it takes mada, cards, Apple Pay and STC Pay over the test gateway
    expect(await offered()).toEqual(['mada', 'card', 'applepay', 'stcpay', 'cod']);
    const saved = await routes({ routes: { ...ROUTES, mada: 'test', applepay: null }, applePayAssociation: null });
    expect(saved.status).toBe(200);
    expect(saved.body.offered).toMatchObject({ mada: 'test', card: 'moyasar', stcpay: 'moyasar' });
    expect(saved.body.offered.applepay).toBeUndefined();
    expect(await offered()).toEqual(['mada', 'card', 'stcpay', 'cod']);
    const order = (paymentMethod: string) =>
      t.api.post(
        '/api/orders',
        { items: [{ productId: product.id, quantity: 1 }], paymentMethod, address: SA_ADDRESS },
        { token: customer, lang: 'en' },
      );
    const apple = await order('applepay');
    expect(apple.status).toBe(409);
    expect(apple.body.errors).toEqual({
      paymentMethod: ['This payment method is not available at the moment. Please choose another one.'],
    });
    expect((await order('mada')).body.data.payment).toMatchObject({ provider: 'test' });
    expect((await order('card')).body.data.payment).toMatchObject({ provider: 'moyasar' });

    // switched off at the provider: the test gateway takes its methods again (tests run with it on)
    await save('moyasar', { enabled: false });
    expect(await offered()).toEqual(['mada', 'card', 'stcpay', 'cod']);
    expect((await order('card')).body.data.payment).toMatchObject({ provider: 'test' });
  });

  it('Apple Pay’s domain association file is served from the back office’s copy, as plain text', async () => {
    const path = '/.well-known/apple-developer-merchantid-domain-association';
    expect((await fetch(`${t.url}${path}`)).status).toBe(404);
    const file = '7B2270737022...stand-in association file...7D';
    const saved = await routes({ routes: ROUTES, applePayAssociation: file });
    expect(saved.body).toMatchObject({ applePayAssociation: file, applePayFromEnvironment: false });
    const served = await fetch(`${t.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('text/plain');
    expect(await served.text()).toBe(file);
    expect((await routes({ routes: ROUTES, applePayAssociation: '<script>' + '\u0000' })).status).toBe(400);
  });

  it('the environment wins: its keys cannot be changed from the back office, and its Apple Pay file is served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ward-applepay-'));
    writeFileSync(join(dir, 'association'), 'from-the-environment');
    const env = await startTestApp({
      paymentProviders: providersEnv({ tabby: { secretKey: 'sk_test_from_env_1234', merchantCode: 'WARD' } }),
      applePayAssociationFile: join(dir, 'association'),
    });
    try {
      const envAdmin = (await createUser(env, 'Admin')).token;
      const tabby = await env.api.get('/api/admin/payment-providers/tabby', { token: envAdmin });
      expect(tabby.body).toMatchObject({
        ready: true,
        testKeys: true,
        secretKeyHint: '••••1234',
        fromEnvironment: ['secretKey', 'merchantCode'],
      });
      const changed = await env.api.put(
        '/api/admin/payment-providers/tabby',
        { enabled: true, secretKey: 'sk_test_typed_in_9999' },
        { token: envAdmin },
      );
      expect(changed.body.secretKeyHint).toBe('••••1234');
      expect((await env.api.get('/api/settings')).body.data.paymentMethods).toContain('tabby');
      expect(await (await fetch(`${env.url}/.well-known/apple-developer-merchantid-domain-association`)).text()).toBe(
        'from-the-environment',
      );
    } finally {
      await env.close();
    }
  });
});

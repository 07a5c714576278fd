import { randomUUID } from 'node:crypto';
import { loadConfig, productionWarnings } from '../config/config.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11 §2: production on the embedded database was a demo shop (demo accounts with published
 * passwords, a test gateway that marks card orders paid). Production now seeds nothing and takes
 * no simulated payments unless told to, loudly.
 */
describe('production safety: demo seed and test gateway only when asked for', () => {
  const config = (env: NodeJS.ProcessEnv) => loadConfig(env, { dataDir: '/tmp/ward-config-test', jwtSecret: 'x' });

  it('NODE_ENV=production, embedded database or not: no demo seed, no test gateway, no warning', () => {
    const shop = { NODE_ENV: 'production', PUBLIC_URL: 'https://ward.example' };
    for (const env of [shop, { ...shop, DATABASE_URL: 'postgres://db/ward' }]) {
      const c = config(env);
      expect({ env, seedDemo: c.seedDemo, testGateway: c.testGateway, warnings: productionWarnings(c) }).toEqual({
        env,
        seedDemo: false,
        testGateway: false,
        warnings: [],
      });
    }
  });

  it('production with SEED_DEMO=true and PAYMENT_TEST_GATEWAY=true: both on, each with one loud warning', () => {
    const c = config({ NODE_ENV: 'production', PUBLIC_URL: 'https://ward.example', SEED_DEMO: 'true', PAYMENT_TEST_GATEWAY: 'true' });
    expect([c.seedDemo, c.testGateway]).toEqual([true, true]);
    const warnings = productionWarnings(c);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/SEED_DEMO=true in production.*admin@ward\.sa/);
    expect(warnings[1]).toMatch(/PAYMENT_TEST_GATEWAY=true in production/);
    // anything but "true" is not an explicit yes
    expect(config({ NODE_ENV: 'production', SEED_DEMO: '1', PAYMENT_TEST_GATEWAY: 'yes' })).toMatchObject({
      seedDemo: false,
      testGateway: false,
    });
  });

  it('production without PUBLIC_URL warns that its links point at localhost (issue 37 §5); development does not', () => {
    const c = config({ NODE_ENV: 'production', PORT: '8080' });
    expect(productionWarnings(c)).toEqual([expect.stringMatching(/^PUBLIC_URL is not set: .*http:\/\/localhost:8080/)]);
    expect(productionWarnings(config({}))).toEqual([]);
  });

  it('outside production `npm start` stays the demo shop: seed on the embedded database, test gateway on', () => {
    expect(config({})).toMatchObject({ seedDemo: true, testGateway: true });
    expect(config({ DATABASE_URL: 'postgres://db/ward' })).toMatchObject({ seedDemo: false, testGateway: true });
    expect(config({ PAYMENT_TEST_GATEWAY: 'false' })).toMatchObject({ testGateway: false });
  });

  describe('a shop without a payment gateway', () => {
    let t: TestApp;
    let customer: string;
    let productId: number;

    beforeAll(async () => {
      t = await startTestApp({ nodeEnv: 'production', testGateway: false });
      customer = (await createUser(t)).token;
      await seedShipping(t);
      productId = (await createProduct(t, (await createCategory(t)).id, { stock: 5 })).id;
    });
    afterAll(() => t.close());

    const order = (paymentMethod: string, lang: 'ar' | 'en' = 'ar') =>
      t.api.post(
        '/api/orders',
        { items: [{ productId, quantity: 1 }], paymentMethod, address: SA_ADDRESS },
        { token: customer, lang, headers: { 'idempotency-key': randomUUID() } },
      );

    it('says so in the public settings: no test mode, cash on delivery only', async () => {
      const settings = (await t.api.get('/api/settings')).body.data;
      expect({ testMode: settings.testMode, paymentMethods: settings.paymentMethods }).toEqual({
        testMode: false,
        paymentMethods: ['cod'],
      });
    });

    it('refuses card, wallet and pay-later orders with a clear message in both languages and writes nothing', async () => {
      const en = await order('card', 'en');
      expect(en.status).toBe(409);
      expect(en.body.errors).toEqual({ paymentMethod: ['This payment method is not available at the moment. Please choose another one.'] });
      for (const method of ['mada', 'applepay', 'stcpay', 'tabby', 'tamara', 'wallet']) {
        const ar = await order(method);
        expect(ar.status).toBe(409);
        expect(ar.body.message).toBe('طريقة الدفع هذه غير متاحة حالياً، اختر طريقة أخرى');
      }
      const [{ orders, payments }] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM payments) AS payments`,
      );
      expect({ orders, payments }).toEqual({ orders: 0, payments: 0 });
      expect((await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [productId]))[0].stock).toBe(5);
    });

    it('has no hosted test payment page; cash on delivery still orders', async () => {
      const page = await fetch(`${t.url}/pay/tg_000000000000000000000000`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('4111');
      expect((await order('cod')).status).toBe(201);
    });
  });

  it('with the test gateway on (tests, npm start) the settings say test mode and the card and wallet methods are offered', async () => {
    const t = await startTestApp();
    try {
      const settings = (await t.api.get('/api/settings')).body.data;
      expect({ testMode: settings.testMode, paymentMethods: settings.paymentMethods }).toEqual({
        testMode: true,
        paymentMethods: ['mada', 'card', 'applepay', 'stcpay', 'cod'],
      });
      const admin = (await createUser(t, 'Admin')).token;
      expect((await t.api.get('/api/admin/settings', { token: admin })).body.testMode).toBe(true);
    } finally {
      await t.close();
    }
  });
});

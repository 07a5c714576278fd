import { DEMO, startShop, type RunningShop } from '../support/server.js';

const WARNING = /⚠⚠⚠/g;

/**
 * Issue 11 §2 against the production build: `NODE_ENV=production` on the embedded database (no
 * DATABASE_URL) used to seed the demo accounts and run the test gateway; now only when told to.
 */
describe('production build: no demo shop unless asked for', () => {
  const shops: RunningShop[] = [];
  afterAll(() => Promise.all(shops.map((s) => s.stop())));

  const loginStatus = async (url: string) =>
    (
      await fetch(`${url}/api/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO.admin),
      })
    ).status;

  it('NODE_ENV=production without SEED_DEMO and PAYMENT_TEST_GATEWAY: no demo admin, no test gateway, no ribbon, no warning', async () => {
    const shop = await startShop({ SEED_DEMO: '', PAYMENT_TEST_GATEWAY: '' });
    shops.push(shop);
    expect(await loginStatus(shop.url)).toBe(401);
    const settings = (await (await fetch(`${shop.url}/api/settings`)).json()).data;
    expect({ testMode: settings.testMode, paymentMethods: settings.paymentMethods }).toEqual({ testMode: false, paymentMethods: ['cod'] });
    const payPage = await fetch(`${shop.url}/pay/tg_000000000000000000000000`);
    expect(payPage.status).toBe(404);
    expect(await payPage.text()).not.toMatch(/4111|Test payment gateway|بوابة الدفع التجريبية/);
    const payPost = await fetch(`${shop.url}/pay/tg_000000000000000000000000`, { method: 'POST', body: 'action=cancel' });
    expect(payPost.status).toBe(404);
    expect(shop.logs.join('').match(WARNING)).toBeNull();
  });

  it('SEED_DEMO=true and PAYMENT_TEST_GATEWAY=true: the demo shop in test mode, with one loud warning each at start', async () => {
    const shop = await startShop({ SEED_DEMO: 'true', PAYMENT_TEST_GATEWAY: 'true' });
    shops.push(shop);
    expect(await loginStatus(shop.url)).toBe(200);
    expect((await (await fetch(`${shop.url}/api/settings`)).json()).data.testMode).toBe(true);
    const logs = shop.logs.join('');
    expect(logs.match(WARNING)).toHaveLength(2);
    expect(logs).toMatch(/SEED_DEMO=true in production/);
    expect(logs).toMatch(/PAYMENT_TEST_GATEWAY=true in production/);
    // issue 26: the back office cannot point a provider at the machine's metadata service or loopback
    const login = await fetch(`${shop.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    const token = ((await login.json()) as { data: string }).data;
    for (const smsBaseUrl of ['https://169.254.169.254/latest', 'https://localhost:8443', 'https://10.0.0.7']) {
      const res = await fetch(`${shop.url}/api/admin/messaging-settings/1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: JSON.stringify({ smsBaseUrl }),
      });
      expect({ smsBaseUrl, status: res.status, errors: ((await res.json()) as { errors: unknown }).errors }).toEqual({
        smsBaseUrl,
        status: 400,
        errors: { smsBaseUrl: 'In production a provider cannot be at a loopback, private or link-local address' },
      });
    }
  });

  it('a production start refuses a provider base URL at a private address, naming the variable', async () => {
    const refused = startShop({ MOYASAR_BASE_URL: 'https://169.254.169.254', ALLOW_PRIVATE_PROVIDER_URLS: '' });
    await expect(refused).rejects.toThrow(/MOYASAR_BASE_URL=https:\/\/169\.254\.169\.254: a provider base URL must be https/);
  });
});

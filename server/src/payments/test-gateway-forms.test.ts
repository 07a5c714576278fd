import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11 §13: the test gateway's hosted page took form posts from any site (a POST from another
 * origin cancelled an invoice). Its forms now carry a token only its own page has, and a post the
 * browser marks as cross-site is refused.
 */
describe('test gateway: forms count only from its own page', () => {
  let t: TestApp;
  let customer: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    customer = (await createUser(t)).token;
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 50 })).id;
  });
  afterAll(() => t.close());

  const placeCardOrder = async () => {
    const res = await t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'card', address: SA_ADDRESS },
      { token: customer },
    );
    return res.body.data.payment as { id: string; invoiceId: string };
  };
  const statusOf = async (paymentId: string) => (await t.api.get(`/api/payments/${paymentId}`, { token: customer })).body.data.status;
  const post = (invoiceId: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/pay/${invoiceId}?lang=en`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  const tokenOnPage = async (invoiceId: string) => {
    const html = await (await fetch(`${t.url}/pay/${invoiceId}`)).text();
    const tokens = [...html.matchAll(/name="formToken" value="([^"]+)"/g)].map((m) => m[1]);
    expect(tokens).toHaveLength(2); // the pay form and the cancel form
    return tokens[0];
  };

  it('a cancel posted from another site changes nothing, with or without a token', async () => {
    const payment = await placeCardOrder();
    const token = await tokenOnPage(payment.invoiceId);
    const attempts = [
      post(payment.invoiceId, { action: 'cancel' }, { origin: 'https://evil.example' }),
      post(payment.invoiceId, { action: 'cancel' }),
      post(payment.invoiceId, { action: 'cancel', formToken: 'forged' }),
      post(payment.invoiceId, { action: 'cancel', formToken: token }, { origin: 'https://evil.example' }),
      post(payment.invoiceId, { action: 'cancel', formToken: token }, { 'sec-fetch-site': 'cross-site' }),
      post(payment.invoiceId, { action: 'cancel' }, { origin: 'null' }),
      post(payment.invoiceId, { action: 'cancel', formToken: token }, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('This form was not sent from this payment page, so nothing was done.');
    }
    expect(await statusOf(payment.id)).toBe('Pending');
    // another invoice's token does not fit this one
    const other = await placeCardOrder();
    expect((await post(payment.invoiceId, { action: 'cancel', formToken: await tokenOnPage(other.invoiceId) })).status).toBe(403);
    expect(await statusOf(payment.id)).toBe('Pending');
  });

  it("the page's own form still works (its token, same origin; Chromium sends Origin: null under the page's no-referrer policy)", async () => {
    for (const origin of [t.url, 'null']) {
      const payment = await placeCardOrder();
      const token = await tokenOnPage(payment.invoiceId);
      const cancelled = await post(payment.invoiceId, { action: 'cancel', formToken: token }, { origin, 'sec-fetch-site': 'same-origin' });
      expect(cancelled.status).toBe(303);
      expect(await statusOf(payment.id)).toBe('Canceled');
    }
  });
});

import { jest } from '@jest/globals';
import { startTabbyStandIn, TABBY_OTP, type TabbyStandIn } from '../../../../../test/stand-ins/tabby/server.mjs';
import { seedShipping } from '../../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../../testing/fixtures.js';
import { addressWithPhone, placePayLater, submitHostedPage } from '../../../testing/pay-later.js';
import { providersEnv } from '../../../testing/payment-providers.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { until } from '../../../testing/until.js';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_ward_tests_tabby';
const APPROVED = addressWithPhone('+966500000001');
const PRESCORING_REJECT = addressWithPhone('+966500000002');

describe('Tabby (pay in 4): pre-scoring, approval, capture on shipping, refunds — against the stand-in over HTTP', () => {
  let tabby: TabbyStandIn;
  let t: TestApp;
  let admin: string;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let rejected: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let carrier: number;
  let aramex: number;

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [id]))[0].stock as number;
  const paymentOf = async (id: string, token = shopper.token) => (await t.api.get(`/api/payments/${id}`, { token, lang: 'en' })).body.data;
  const adminOrder = async (id: number) => (await t.api.get(`/api/admin/orders/${id}`, { token: admin })).body;
  const check = (token: string, body: object) => t.api.post('/api/checkout/pay-later', body, { token, lang: 'en' });
  const approveOnTabby = (redirectUrl: string) => submitHostedPage(redirectUrl, { action: 'pay', otp: TABBY_OTP });
  const product = (price = 100) => createProduct(t, categoryId, { price, stock: 10 });
  const ship = (orderId: number) =>
    t.api
      .post(`/api/admin/orders/${orderId}/approve`, {}, { token: admin })
      .then(() =>
        t.api.post(`/api/admin/orders/${orderId}/ship`, { carrierId: carrier, trackingNumber: 'SMSA123456' }, { token: admin, lang: 'en' }),
      );

  async function paidOrder(price = 100, quantity = 1) {
    const p = await product(price);
    const placed = await placePayLater(t, shopper.token, 'tabby', p.id, APPROVED, quantity);
    const back = await approveOnTabby(placed.payment.redirectUrl!);
    expect(back.location?.searchParams.get('payment_id')).toBe(placed.payment.invoiceId);
    expect((await paymentOf(placed.payment.id)).status).toBe('Paid');
    return { ...placed, product: p };
  }

  beforeAll(async () => {
    tabby = await startTabbyStandIn();
    t = await startTestApp({
      testGateway: false,
      paymentProviders: providersEnv({
        tabby: { secretKey: tabby.keys.secret, merchantCode: tabby.keys.merchantCode, webhookSecret: WEBHOOK_SECRET, baseUrl: tabby.url },
      }),
    });
    tabby.webhook(`${t.url}/api/payments/webhooks/tabby`, 'X-Ward-Webhook-Secret', WEBHOOK_SECRET);
    admin = (await createUser(t, 'Admin')).token;
    shopper = await createUser(t, 'Customer', { email: 'otp.success@tabby.ai', name: 'Sara Alharbi' });
    rejected = await createUser(t, 'Customer', { email: 'otp.rejected@tabby.ai', name: 'Noura Alqahtani' });
    categoryId = (await createCategory(t)).id;
    ({ smsa: carrier, aramex } = await seedShipping(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await tabby.close();
  }, 60_000);

  it('before checkout: Tabby’s pre-scoring says whether it would take this shopper and amount, with its reason', async () => {
    expect((await t.api.get('/api/settings')).body.data.paymentMethods).toEqual(['tabby', 'cod']);
    const p = await product(100);
    const items = [{ productId: p.id, quantity: 2 }];
    const ok = await check(shopper.token, { items, address: APPROVED });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ tabby: { available: true, reason: null, perPayment: 56.25 } });
    expect((await check(shopper.token, { items, address: PRESCORING_REJECT })).body.data.tabby).toMatchObject({
      available: false,
      reason: 'not_available',
    });
    const big = await product(6000);
    expect((await check(shopper.token, { items: [{ productId: big.id, quantity: 1 }], address: APPROVED })).body.data.tabby).toMatchObject({
      available: false,
      reason: 'order_amount_too_high',
    });
    expect((await t.api.post('/api/checkout/pay-later', { items, address: APPROVED })).status).toBe(401);
  });

  it('asks about the total with the carrier the shopper chose, not the cheapest one', async () => {
    const p = await product(100);
    const items = [{ productId: p.id, quantity: 2 }];
    // 200 SAR of goods; SMSA (the cheapest) 25 SAR, Aramex 28 SAR for the first kg in the Kingdom
    const cheapest = await check(shopper.token, { items, address: APPROVED });
    const chosen = await check(shopper.token, { items, address: APPROVED, carrierId: aramex });
    expect(cheapest.body.data.tabby.perPayment).toBe(56.25);
    expect(chosen.body.data.tabby).toEqual({ available: true, reason: null, perPayment: 57 });
    const quote = await t.api.post(
      '/api/cart/quote',
      { items, country: 'SA', carrierId: aramex, paymentMethod: 'tabby' },
      { token: shopper.token },
    );
    expect(quote.body.data.total).toBe(228);
    // what Tabby was asked about is that total
    expect([...tabby.payments.values()].some((s) => s.amount === '228.00' && s.buyer.email === 'otp.success@tabby.ai')).toBe(true);
    const unknown = await check(shopper.token, { items, address: APPROVED, carrierId: 999_999 });
    // a carrier that does not serve the address is refused as the quote refuses it, not asked about without shipping
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Shipping to this country is not available right now');
  });

  it('approved on Tabby’s page: the session carries the order’s own lines and buyer; the order is confirmed; captured when it ships', async () => {
    const { order, payment, product: p } = await paidOrder(120, 2);
    const atTabby = tabby.payments.get(payment.invoiceId)!;
    expect(atTabby).toMatchObject({
      status: 'AUTHORIZED',
      amount: order.total.toFixed(2),
      buyer: { email: 'otp.success@tabby.ai', phone: '+966500000001' },
    });
    expect(atTabby.order).toMatchObject({
      reference_id: order.orderNumber,
      items: [{ quantity: 2, unit_price: '120.00', reference_id: String(p.id) }],
    });
    expect(await adminOrder(order.id)).toMatchObject({ status: 'New', paymentStatus: 'Paid' });
    await until(
      () => tabby.state.deliveries.some((d) => d.body.id === payment.invoiceId && d.status === 200),
      10_000,
      'authorized webhook',
    );

    const shipped = await ship(order.id);
    expect(shipped.status).toBe(200);
    expect(tabby.payments.get(payment.invoiceId)).toMatchObject({ status: 'CLOSED', captures: [{ amount: order.total.toFixed(2) }] });
    const [row] = await t.db.query(`SELECT "capturedAmount"::float AS captured FROM payments WHERE id = $1`, [payment.id]);
    expect(row.captured).toBe(order.total);
    expect(await stockOf(p.id)).toBe(8);

    const partial = await t.api.post(`/api/admin/orders/${order.id}/refund`, { amount: 20, reason: 'Goodwill' }, { token: admin });
    expect(partial.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 20 });
    expect(tabby.payments.get(payment.invoiceId)!.refunds).toMatchObject([{ amount: '20.00', reason: 'Goodwill' }]);
  });

  it('refunds before shipping release the authorisation: part is taken off the capture, all cancels the payment', async () => {
    const part = await paidOrder(100, 2);
    const refunded = await t.api.post(
      `/api/admin/orders/${part.order.id}/refund`,
      { amount: 50, reason: 'One bottle out of stock' },
      { token: admin },
    );
    expect(refunded.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 50 });
    expect(tabby.payments.get(part.payment.invoiceId)).toMatchObject({ status: 'AUTHORIZED', captures: [], refunds: [] });
    await ship(part.order.id);
    expect(tabby.payments.get(part.payment.invoiceId)).toMatchObject({
      status: 'CLOSED',
      captures: [{ amount: (part.order.total - 50).toFixed(2) }],
    });

    const all = await paidOrder(80);
    const whole = await t.api.post(
      `/api/admin/orders/${all.order.id}/refund`,
      { amount: all.order.total, reason: 'Ordered by mistake' },
      { token: admin },
    );
    expect(whole.body).toMatchObject({ paymentStatus: 'Refunded' });
    expect(tabby.payments.get(all.payment.invoiceId)).toMatchObject({ status: 'CLOSED', captures: [] });
  });

  it('declined after the one-time code: the payment fails, the order fails, the stock comes back', async () => {
    const p = await product(90);
    const placed = await placePayLater(t, rejected.token, 'tabby', p.id, APPROVED);
    expect(await stockOf(p.id)).toBe(9);
    const wrongCode = await submitHostedPage(placed.payment.redirectUrl!, { action: 'pay', otp: '1111' });
    expect(wrongCode.status).toBe(400);
    const back = await approveOnTabby(placed.payment.redirectUrl!);
    expect(back.location?.searchParams.get('payment_id')).toBe(placed.payment.invoiceId);
    expect(await paymentOf(placed.payment.id, rejected.token)).toMatchObject({ status: 'Failed', failureReason: 'rejected by Tabby' });
    expect((await t.api.get(`/api/orders/${placed.order.id}`, { token: rejected.token })).body.data.status).toBe('PaymentFailure');
    expect(await stockOf(p.id)).toBe(10);
  });

  it('turned down by pre-scoring when the order is placed: the payment fails at once with Tabby’s reason', async () => {
    const p = await product(70);
    const placed = await placePayLater(t, shopper.token, 'tabby', p.id, PRESCORING_REJECT);
    expect(placed.payment).toMatchObject({ status: 'Failed', failureReason: 'not_available', redirectUrl: null });
    expect(placed.order.status).toBe('PaymentFailure');
    expect(await stockOf(p.id)).toBe(10);
  });

  it('webhooks without the registered header are refused; cancelling on Tabby’s page leaves the payment to expire', async () => {
    const p = await product(60);
    const placed = await placePayLater(t, shopper.token, 'tabby', p.id, APPROVED);
    const cancel = await submitHostedPage(placed.payment.redirectUrl!, { action: 'cancel' });
    expect(cancel.location?.pathname).toBe('/payment/result');
    expect((await paymentOf(placed.payment.id)).status).toBe('Pending');

    const body = { id: placed.payment.invoiceId, status: 'expired', captures: [], refunds: [] };
    const forged = await t.api.post('/api/payments/webhooks/tabby', body, { headers: { 'x-ward-webhook-secret': 'guess' }, lang: 'en' });
    expect(forged.status).toBe(401);
    expect((await t.api.post('/api/payments/webhooks/tabby', body)).status).toBe(401);
    expect((await paymentOf(placed.payment.id)).status).toBe('Pending');

    tabby.expire(placed.payment.invoiceId);
    await until(async () => (await paymentOf(placed.payment.id)).status === 'Expired', 10_000, 'expired');
    expect((await t.api.get(`/api/orders/${placed.order.id}`, { token: shopper.token })).body.data.status).toBe('PaymentFailure');
  });
});

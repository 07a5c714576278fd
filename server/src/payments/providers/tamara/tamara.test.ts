import { jest } from '@jest/globals';
import { startTamaraStandIn, tamaraToken, type TamaraStandIn } from '../../../../../test/stand-ins/tamara/server.mjs';
import { seedShipping } from '../../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../../testing/fixtures.js';
import { addressWithPhone, placePayLater, submitHostedPage } from '../../../testing/pay-later.js';
import { providersEnv } from '../../../testing/payment-providers.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { until } from '../../../testing/until.js';
import { PaymentReconciliation } from '../../payment-reconciliation.service.js';

jest.setTimeout(60_000);

const SUCCESS = addressWithPhone('0544337866');
const DECLINED = addressWithPhone('0526422337');

describe('Tamara (pay later): pre-check, approval and authorisation, capture on shipping or by itself, refunds — against the stand-in over HTTP', () => {
  let tamara: TamaraStandIn;
  let t: TestApp;
  let admin: string;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let carrier: number;

  const paymentOf = async (id: string) => (await t.api.get(`/api/payments/${id}`, { token: shopper.token, lang: 'en' })).body.data;
  const orderStatus = async (id: number) => (await t.api.get(`/api/orders/${id}`, { token: shopper.token })).body.data.status;
  const product = (price = 100) => createProduct(t, categoryId, { price, stock: 10 });
  const approve = (checkoutUrl: string) => submitHostedPage(checkoutUrl, { action: 'pay' });
  const ship = async (orderId: number) => {
    await t.api.post(`/api/admin/orders/${orderId}/approve`, {}, { token: admin });
    return t.api.post(`/api/admin/orders/${orderId}/ship`, { carrierId: carrier, trackingNumber: 'SMSA777' }, { token: admin, lang: 'en' });
  };

  async function paidOrder(price = 100, quantity = 1) {
    const p = await product(price);
    const placed = await placePayLater(t, shopper.token, 'tamara', p.id, SUCCESS, quantity);
    const back = await approve(placed.payment.redirectUrl!);
    expect(Object.fromEntries(back.location!.searchParams)).toMatchObject({
      paymentId: placed.payment.id,
      orderId: placed.payment.invoiceId,
      paymentStatus: 'approved',
    });
    await until(async () => (await paymentOf(placed.payment.id)).status === 'Paid', 10_000, 'paid');
    return placed;
  }

  beforeAll(async () => {
    tamara = await startTamaraStandIn();
    t = await startTestApp({
      testGateway: false,
      paymentProviders: providersEnv({
        tamara: { secretKey: tamara.keys.api, webhookSecret: tamara.keys.notification, baseUrl: tamara.url },
      }),
    });
    tamara.webhook(`${t.url}/api/payments/webhooks/tamara`);
    admin = (await createUser(t, 'Admin')).token;
    shopper = await createUser(t, 'Customer', { name: 'Mona Alsaud' });
    categoryId = (await createCategory(t)).id;
    carrier = (await seedShipping(t)).smsa;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await tamara.close();
  }, 60_000);

  it('pre-check: Tamara says whether it has a plan for this phone and amount', async () => {
    const p = await product(100);
    const items = [{ productId: p.id, quantity: 1 }];
    expect((await t.api.post('/api/checkout/pay-later', { items, address: SUCCESS }, { token: shopper.token })).body.data).toEqual({
      tamara: { available: true, reason: null, perPayment: 31.25 },
    });
    expect((await t.api.post('/api/checkout/pay-later', { items, address: DECLINED }, { token: shopper.token })).body.data).toEqual({
      tamara: { available: false, reason: 'not_available', perPayment: 31.25 },
    });
  });

  it('approved: the shop authorises the order at Tamara (on its JWT-signed notification), ships it with a capture, refunds part', async () => {
    const { order, payment } = await paidOrder(120, 2);
    const atTamara = tamara.orders.get(payment.invoiceId)!;
    expect(atTamara).toMatchObject({
      status: 'authorised',
      order_reference_id: payment.id,
      order_number: order.orderNumber,
      consumer: { phone_number: '+966544337866', email: shopper.user.email },
    });
    expect(atTamara.items).toMatchObject([{ quantity: 2, unit_price: { amount: 120 } }]);
    await until(
      () =>
        tamara.state.deliveries.some(
          (d) => d.body.order_id === payment.invoiceId && d.body.event_type === 'order_approved' && d.status === 200,
        ),
      10_000,
      'notified',
    );
    const notified = tamara.state.deliveries.find((d) => d.body.order_id === payment.invoiceId && d.body.event_type === 'order_approved')!;
    expect(notified.url).toContain('/api/payments/webhooks/tamara?tamaraToken=');

    expect((await ship(order.id)).status).toBe(200);
    expect(tamara.orders.get(payment.invoiceId)).toMatchObject({
      status: 'fully_captured',
      captures: [{ shipping_info: { shipping_company: 'SMSA Express', tracking_number: 'SMSA777' } }],
    });
    const refund = await t.api.post(`/api/admin/orders/${order.id}/refund`, { amount: 40, reason: 'Goodwill' }, { token: admin });
    expect(refund.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 40 });
    expect(tamara.orders.get(payment.invoiceId)).toMatchObject({ status: 'partially_refunded', refunded_amount: { amount: 40 } });
  });

  it('before capture a refund cancels that part at Tamara; if Tamara captured by itself (21 days), shipping captures nothing more', async () => {
    const part = await paidOrder(100, 2);
    await t.api.post(`/api/admin/orders/${part.order.id}/refund`, { amount: 30, reason: 'Smaller bottle' }, { token: admin });
    expect(tamara.orders.get(part.payment.invoiceId)).toMatchObject({ status: 'updated', canceled_amount: { amount: 30 } });
    await ship(part.order.id);
    expect(tamara.orders.get(part.payment.invoiceId)).toMatchObject({
      status: 'fully_captured',
      captured_amount: { amount: part.order.total - 30 },
    });

    const late = await paidOrder(90);
    tamara.autoCapture(late.payment.invoiceId);
    expect((await ship(late.order.id)).status).toBe(200);
    expect(tamara.orders.get(late.payment.invoiceId)!.captures).toHaveLength(1);
  });

  it('declined on Tamara’s page: the payment and the order fail', async () => {
    const p = await product(80);
    const placed = await placePayLater(t, shopper.token, 'tamara', p.id, DECLINED);
    const back = await approve(placed.payment.redirectUrl!);
    expect(back.location!.searchParams.get('paymentStatus')).toBe('declined');
    await until(async () => (await paymentOf(placed.payment.id)).status === 'Failed', 10_000, 'failed');
    expect((await paymentOf(placed.payment.id)).failureReason).toBe('declined by Tamara');
    expect(await orderStatus(placed.order.id)).toBe('PaymentFailure');
  });

  it('notifications need Tamara’s JWT signed with the notification token; without notifications the sweep authorises and settles', async () => {
    tamara.dropWebhooks(true);
    try {
      const p = await product(70);
      const placed = await placePayLater(t, shopper.token, 'tamara', p.id, SUCCESS);
      await approve(placed.payment.redirectUrl!);
      const body = { order_id: placed.payment.invoiceId, order_reference_id: placed.payment.id, event_type: 'order_approved', data: {} };
      const url = '/api/payments/webhooks/tamara';
      expect((await t.api.post(url, body)).status).toBe(401);
      expect((await t.api.post(`${url}?tamaraToken=${tamaraToken('not-the-token')}`, body)).status).toBe(401);
      expect((await t.api.post(url, body, { headers: { authorization: 'Bearer abc.def.ghi' } })).status).toBe(401);
      expect(tamara.orders.get(placed.payment.invoiceId)!.status).toBe('approved');
      expect((await t.db.query(`SELECT status FROM payments WHERE id = $1`, [placed.payment.id]))[0].status).toBe('Pending');

      expect(await t.get(PaymentReconciliation).reconcilePending(new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect(tamara.orders.get(placed.payment.invoiceId)!.status).toBe('authorised');
      expect(await orderStatus(placed.order.id)).toBe('New');

      const signed = await t.api.post(`${url}?tamaraToken=${tamaraToken(tamara.keys.notification)}`, body);
      expect(signed.body.data).toEqual({ outcome: 'ignored' });
    } finally {
      tamara.dropWebhooks(false);
    }
  });
});

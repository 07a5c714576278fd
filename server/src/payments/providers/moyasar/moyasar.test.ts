import { jest } from '@jest/globals';
import type { PayPageDto } from '@ward/shared';
import { startMoyasarStandIn, type MoyasarStandIn } from '../../../../../test/stand-ins/moyasar/server.mjs';
import { SA_ADDRESS, seedShipping } from '../../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../../testing/fixtures.js';
import { card, completeThreeDSecure, createAtMoyasar, MOYASAR_WEBHOOK_SECRET, providersEnv } from '../../../testing/payment-providers.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { until } from '../../../testing/until.js';
import { PaymentReconciliation } from '../../payment-reconciliation.service.js';

jest.setTimeout(60_000);

describe('Moyasar: mada and cards with 3-D Secure, Apple Pay, STC Pay — against the stand-in over HTTP', () => {
  let moyasar: MoyasarStandIn;
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [id]))[0].stock as number;
  const place = async (method: string, price = 80, quantity = 2) => {
    const product = await createProduct(t, categoryId, { price, stock: 10 });
    const res = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity }], paymentMethod: method, address: SA_ADDRESS },
      { token: customer.token, lang: 'en' },
    );
    expect(res.status).toBe(201);
    return { product, order: res.body.data.order, payment: res.body.data.payment };
  };
  const payPage = async (paymentId: string) =>
    (await t.api.get(`/api/payments/${paymentId}/pay`, { token: customer.token })).body.data as PayPageDto;
  const paymentOf = async (id: string) => (await t.api.get(`/api/payments/${id}`, { token: customer.token, lang: 'en' })).body.data;
  const orderOf = async (id: number) => (await t.api.get(`/api/orders/${id}`, { token: customer.token })).body.data;
  const webhook = (body: unknown) => t.api.post('/api/payments/webhooks/moyasar', body, { lang: 'en' });

  beforeAll(async () => {
    moyasar = await startMoyasarStandIn();
    t = await startTestApp({
      testGateway: false,
      paymentProviders: providersEnv({
        moyasar: {
          publicKey: moyasar.keys.publishable,
          secretKey: moyasar.keys.secret,
          webhookSecret: MOYASAR_WEBHOOK_SECRET,
          baseUrl: moyasar.url,
        },
      }),
    });
    moyasar.webhook(`${t.url}/api/payments/webhooks/moyasar`, MOYASAR_WEBHOOK_SECRET);
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await moyasar.close();
  }, 60_000);

  it('checkout offers what Moyasar takes; test keys show the test-mode ribbon; the CSP lets the pay page reach Moyasar', async () => {
    const settings = await t.api.get('/api/settings');
    expect(settings.body.data.paymentMethods).toEqual(['mada', 'card', 'applepay', 'stcpay', 'cod']);
    expect(settings.body.data.testMode).toBe(true);
    expect(settings.headers.get('content-security-policy')).toContain(`connect-src 'self' ${moyasar.url}`);
  });

  it('mada: the pay page gives the order’s amount and the publishable key only; 3-D Secure; the payment is confirmed by fetching it', async () => {
    const { product, order, payment } = await place('mada');
    expect(payment).toMatchObject({ provider: 'moyasar', invoiceId: payment.id, status: 'Pending' });
    expect(payment.redirectUrl).toBe(`${t.config.publicUrl}/checkout/pay/${payment.id}`);
    const page = await payPage(payment.id);
    expect(page).toMatchObject({
      paymentId: payment.id,
      amount: Math.round(order.total * 100),
      currency: 'SAR',
      method: 'mada',
      moyasar: {
        publishableKey: moyasar.keys.publishable,
        apiBase: `${moyasar.url}/v1`,
        givenId: payment.id,
        callbackUrl: `${t.config.publicUrl}/payment/result?paymentId=${payment.id}`,
      },
    });
    expect(JSON.stringify(page)).not.toContain(moyasar.keys.secret);
    const other = await createUser(t, 'Customer');
    expect((await t.api.get(`/api/payments/${payment.id}/pay`, { token: other.token })).status).toBe(404);

    const created = await createAtMoyasar(page, card('4201320111111010'));
    expect(created.body).toMatchObject({ id: payment.id, status: 'initiated' });
    // the shopper is on the bank's page: nothing is paid yet, whatever a URL says
    const early = await t.api.get(`/api/payments/${payment.id}?status=paid&id=${payment.id}`, { token: customer.token });
    expect(early.body.data.status).toBe('Pending');

    const back = await completeThreeDSecure(created.body.source.transaction_url!);
    expect(back.pathname).toBe('/payment/result');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ paymentId: payment.id, id: payment.id, status: 'paid' });
    await until(async () => (await paymentOf(payment.id)).status === 'Paid', 10_000, 'payment paid');
    expect(await orderOf(order.id)).toMatchObject({ status: 'New', paymentStatus: 'Paid', invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(await stockOf(product.id)).toBe(8);
    // the webhook arrived too, and changed nothing twice
    await until(() => moyasar.state.deliveries.some((d) => d.body.data.id === payment.id && d.status === 200), 10_000, 'webhook');
    expect((await t.api.get(`/api/payments/${payment.id}/pay`, { token: customer.token })).status).toBe(409);
  });

  it('3-D Secure failure: the payment fails with the bank’s reason, the order fails, the stock comes back', async () => {
    const { product, order, payment } = await place('card');
    const created = await createAtMoyasar(await payPage(payment.id), card('4123450131000508'));
    const back = await completeThreeDSecure(created.body.source.transaction_url!);
    expect(back.searchParams.get('status')).toBe('failed');
    const failed = await paymentOf(payment.id);
    expect(failed).toMatchObject({ status: 'Failed', failureReason: '3-D Secure transaction attempt failed (Not Enrolled)' });
    expect((await orderOf(order.id)).status).toBe('PaymentFailure');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a declined card says why (insufficient funds), and a second try on the same payment is Moyasar’s same payment (given_id)', async () => {
    const { payment } = await place('mada');
    const page = await payPage(payment.id);
    const created = await createAtMoyasar(page, { ...card('4201320000311101'), '3ds': false });
    expect(created.body.status).toBe('failed');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'Failed', failureReason: 'INSUFFICIENT FUNDS' });
    const again = await createAtMoyasar(page, card('4201320111111010'));
    expect(again.body).toMatchObject({ id: payment.id, status: 'failed' });
  });

  it('Apple Pay pays at once (the sandbox decides by amount); STC Pay asks for the one-time code', async () => {
    const apple = await place('applepay', 260, 1);
    expect(apple.order.total).toBe(260);
    const applePage = await payPage(apple.payment.id);
    expect(applePage.moyasar.applePay).toMatchObject({ countryCode: 'SA', supportedNetworks: ['mada', 'visa', 'masterCard'] });
    const paid = await createAtMoyasar(applePage, { type: 'applepay', token: '{"paymentData":"stand-in"}' });
    expect(paid.body.status).toBe('paid');
    expect((await paymentOf(apple.payment.id)).status).toBe('Paid');

    const stc = await place('stcpay');
    const started = await createAtMoyasar(await payPage(stc.payment.id), { type: 'stcpay', mobile: '0501234567' });
    expect(started.body.status).toBe('initiated');
    const otp = await fetch(`${started.body.source.transaction_url}?otp_value=111111`);
    expect((await otp.json()).status).toBe('failed');
    expect(await paymentOf(stc.payment.id)).toMatchObject({ status: 'Failed', failureReason: 'Insufficient Balance.' });
  });

  it('webhooks: a wrong or missing secret is refused and changes nothing; a replay changes nothing twice', async () => {
    const { order, payment } = await place('mada');
    moyasar.dropWebhooks(true);
    try {
      const created = await createAtMoyasar(await payPage(payment.id), { ...card('4111111111111111'), '3ds': false });
      expect(created.body.status).toBe('paid');
    } finally {
      moyasar.dropWebhooks(false);
    }
    const dropped = moyasar.state.deliveries.find((d) => d.body.data.id === payment.id && d.dropped)!;
    const events = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE "paymentId" = $1`, [payment.id]))[0].n;

    const forged = await webhook({ ...dropped.body, secret_token: 'guess' });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The payment notification signature is not valid');
    expect((await webhook({ ...dropped.body, secret_token: undefined })).status).toBe(401);
    expect((await webhook('not json')).status).toBe(401);
    expect((await t.db.query(`SELECT status FROM payments WHERE id = $1`, [payment.id]))[0].status).toBe('Pending');
    expect(await events()).toBe(0);

    const first = await webhook(dropped.body);
    expect(first.body.data).toEqual({ outcome: 'applied' });
    expect((await orderOf(order.id)).status).toBe('New');
    expect((await webhook(dropped.body)).body.data).toEqual({ outcome: 'duplicate' });
    const late = await moyasar.resend(payment.id);
    expect(late.status).toBe(200);
    expect(await events()).toBe(2);
    expect((await orderOf(order.id)).history).toHaveLength(2);
    expect((await webhook({ ...dropped.body, id: 'evt-unknown', data: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('a Moyasar payment of another amount under this payment’s id is not accepted: it is voided and the order fails', async () => {
    const { order, payment } = await place('card');
    const created = await createAtMoyasar(await payPage(payment.id), { ...card('4111111111111111'), '3ds': false }, { amount: 100 });
    expect(created.body.status).toBe('paid');
    await until(async () => moyasar.payments.get(payment.id)!.status === 'voided', 10_000, 'voided at Moyasar');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'Refunded', failureReason: 'amount_mismatch' });
    expect((await orderOf(order.id)).status).toBe('PaymentFailure');
  });

  it('every webhook dropped: the reconciliation sweep still settles every order', async () => {
    moyasar.dropWebhooks(true);
    try {
      const placed = [await place('mada'), await place('card'), await place('mada')];
      const numbers = ['4201320111111010', '5421080101000000', '4201321234411220'];
      for (const [i, p] of placed.entries()) {
        const created = await createAtMoyasar(await payPage(p.payment.id), card(numbers[i]));
        await completeThreeDSecure(created.body.source.transaction_url!);
      }
      const status = () => t.db.query(`SELECT status FROM orders WHERE id = ANY($1) ORDER BY id`, [placed.map((p) => p.order.id)]);
      expect((await status()).map((r: { status: string }) => r.status)).toEqual([
        'WaitingForPayment',
        'WaitingForPayment',
        'WaitingForPayment',
      ]);
      const sweep = t.get(PaymentReconciliation);
      expect(await sweep.reconcilePending(new Date())).toBe(0); // too early: webhooks usually come within seconds
      expect(await sweep.reconcilePending(new Date(Date.now() + 3 * 60_000))).toBe(3);
      expect((await status()).map((r: { status: string }) => r.status)).toEqual(['New', 'New', 'PaymentFailure']);
      expect(await sweep.reconcilePending(new Date(Date.now() + 3 * 60_000))).toBe(0);
    } finally {
      moyasar.dropWebhooks(false);
    }
  });

  it('paid after the order expired: the money goes straight back (voided) and the order stays failed', async () => {
    const { order, payment } = await place('mada');
    const page = await payPage(payment.id);
    await t.db.query(`UPDATE payments SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [payment.id]);
    expect((await paymentOf(payment.id)).status).toBe('Expired');
    moyasar.dropWebhooks(true);
    await createAtMoyasar(page, { ...card('4201320111111010'), '3ds': false });
    moyasar.dropWebhooks(false);
    const late = await moyasar.resend(payment.id);
    expect(late.status).toBe(200);
    expect(moyasar.payments.get(payment.id)!.status).toBe('voided');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'Refunded' });
    expect((await orderOf(order.id)).status).toBe('PaymentFailure');
  });
});

import { jest } from '@jest/globals';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { CARD, createCoupon, payPage, payWithCard, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';
import { TEST_CARDS, TEST_OTP } from './providers/test-gateway/test-cards.js';
import { SIGNATURE_HEADER, TestGateway } from './providers/test-gateway/test-gateway.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

describe('payments: the built-in test gateway, signed notifications, expiry', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [id]))[0].stock as number;
  const place = async (productId: number, method: 'card' | 'wallet' = 'card', extra: object = {}) => {
    const res = await t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 2 }], paymentMethod: method, address: SA_ADDRESS, ...extra },
      { token: customer.token, lang: 'en' },
    );
    expect(res.status).toBe(201);
    return res.body.data as {
      order: { id: number; orderNumber: string; total: number; status: string; paymentId: string };
      payment: { id: string; invoiceId: string; redirectUrl: string; amount: number; status: string; createdAt: string; expiresAt: string };
    };
  };
  const payment = async (id: string, token = customer.token) => t.api.get(`/api/payments/${id}`, { token, lang: 'en' });
  const orderOf = async (id: number) => (await t.api.get(`/api/orders/${id}`, { token: customer.token })).body.data;
  const resultUrl = (paymentId: string) => `${t.config.publicUrl}/payment/result?paymentId=${paymentId}`;
  const callback = (body: unknown, signature?: string) =>
    t.api.post('/api/payments/callback', body, { headers: signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }, lang: 'en' });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('a card order waits for payment; the hosted page (no script) takes a test card and the order becomes New with its tax invoice number', async () => {
    const p = await createProduct(t, categoryId, { price: 80, stock: 5 });
    const { order, payment: pay } = await place(p.id);
    expect(order.status).toBe('WaitingForPayment');
    expect(pay).toMatchObject({ status: 'Pending', amount: order.total, invoiceId: expect.stringMatching(/^tg_[0-9a-f]{24}$/) });
    expect(pay.redirectUrl).toBe(`${t.config.publicUrl}/pay/${pay.invoiceId}`);
    expect(new Date(pay.expiresAt).getTime() - new Date(pay.createdAt).getTime()).toBeGreaterThan(29.9 * 60_000);
    expect(new Date(pay.expiresAt).getTime() - new Date(pay.createdAt).getTime()).toBeLessThan(30.1 * 60_000);
    expect(await stockOf(p.id)).toBe(3);
    expect((await orderOf(order.id)).invoiceNumber).toBeNull();
    expect((await t.api.get(`/api/orders/${order.id}/invoice`, { token: customer.token })).status).toBe(409);

    const page = await fetch(`${t.url}/pay/${pay.invoiceId}`, { headers: { 'accept-language': 'en' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`${order.total.toFixed(2)} SAR`);
    expect(html).toContain('Mada');
    expect(html).toContain('Visa');
    expect(html).toContain('Test payment gateway');
    const arabicPage = (await payPage(t, pay.redirectUrl)).html;
    expect(arabicPage).toContain('بوابة الدفع التجريبية');
    // the expiry in Riyadh time, as the shopper reads it, not UTC (13.25)
    const riyadh = new Date(Date.parse(pay.expiresAt) + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(arabicPage).toContain(`${riyadh} (توقيت الرياض)`);
    expect(arabicPage).not.toContain('UTC');

    const typo = await payWithCard(t, pay.redirectUrl, '4111111111111112');
    expect(typo.status).toBe(400);
    expect(typo.html).toContain('رقم البطاقة غير صحيح');
    const expired = await payPage(t, pay.redirectUrl, { ...CARD, cardNumber: TEST_CARDS.success, expiry: '01/20' }, 'en');
    expect(expired.html).toContain('The expiry date is not valid');
    expect((await payment(pay.id)).body.data.status).toBe('Pending');

    const paid = await payWithCard(t, pay.redirectUrl, TEST_CARDS.success);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(resultUrl(pay.id));
    const after = await payment(pay.id);
    expect(after.body.data).toMatchObject({
      id: pay.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      invoiceId: pay.invoiceId,
      amount: order.total,
      status: 'Paid',
      redirectUrl: null,
    });
    expect(after.body.data.paidAt).not.toBeNull();
    const confirmed = await orderOf(order.id);
    expect(confirmed).toMatchObject({ status: 'New', paymentStatus: 'Paid', invoiceNumber: expect.stringMatching(/^INV-\d{6}$/) });
    expect(confirmed.history.map((h: { status: string; actor: { type: string } }) => `${h.status}:${h.actor.type}`)).toEqual([
      'WaitingForPayment:customer',
      'New:gateway',
    ]);
    expect((await t.api.get(`/api/orders/${order.id}/invoice`, { token: customer.token })).status).toBe(200);
    // one message for a card order: "payment received", not "awaiting payment" first (13.25)
    const told = await t.db.query(`SELECT "titleEn" FROM notifications WHERE "userId" = $1 AND "titleEn" LIKE $2 ORDER BY id`, [
      customer.user.id,
      `%${order.orderNumber}%`,
    ]);
    expect(told.map((n: { titleEn: string }) => n.titleEn)).toEqual([`Payment received for your order ${order.orderNumber}`]);

    // paying again changes nothing: the page says it is settled, a second submit just returns
    const events = (await t.db.query(`SELECT count(*)::int AS n FROM payment_events`))[0].n;
    expect((await payPage(t, pay.redirectUrl)).status).toBe(410);
    const again = await payWithCard(t, pay.redirectUrl, TEST_CARDS.declined);
    expect(again.location).toBe(resultUrl(pay.id));
    expect((await payment(pay.id)).body.data.status).toBe('Paid');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment_events`))[0].n).toBe(events);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('a declined card fails the payment: PaymentFailure, the stock and the coupon use come back, the customer is told', async () => {
    const p = await createProduct(t, categoryId, { price: 60, stock: 4 });
    const coupon = await createCoupon(t, { code: 'JUSTONE', usageLimit: 1 });
    const { order, payment: pay } = await place(p.id, 'card', { couponCode: 'JUSTONE' });
    expect(await stockOf(p.id)).toBe(2);
    const declined = await payWithCard(t, pay.redirectUrl, TEST_CARDS.declined);
    expect(declined.location).toBe(resultUrl(pay.id));
    // the result page reads why: a declined card, not an "unknown" status
    expect((await payment(pay.id)).body.data).toMatchObject({ status: 'Failed', failureReason: 'card_declined' });
    const failed = await orderOf(order.id);
    expect(failed).toMatchObject({ status: 'PaymentFailure', invoiceNumber: null, estimatedDelivery: null });
    expect(failed.history[1]).toMatchObject({
      from: 'WaitingForPayment',
      status: 'PaymentFailure',
      actor: { type: 'gateway' },
      note: 'card_declined',
    });
    expect(await stockOf(p.id)).toBe(4);
    expect((await t.db.query(`SELECT "usedCount" FROM coupons WHERE id = $1`, [coupon.id]))[0].usedCount).toBe(0);
    const [note] = await t.db.query(`SELECT "titleEn", "descriptionEn" FROM notifications WHERE "userId" = $1 ORDER BY id DESC LIMIT 1`, [
      customer.user.id,
    ]);
    expect(note.titleEn).toBe(`Payment for your order ${order.orderNumber} did not go through`);
    expect(note.descriptionEn).toContain('The payment was declined');

    const poor = await place(p.id);
    await payWithCard(t, poor.payment.redirectUrl, TEST_CARDS.insufficientFunds);
    expect((await t.db.query(`SELECT status, "failureReason" FROM payments WHERE id = $1`, [poor.payment.id]))[0]).toEqual({
      status: 'Failed',
      failureReason: 'insufficient_funds',
    });
    expect(await stockOf(p.id)).toBe(4);
  });

  it('3-D Secure: the extra step asks for a code; the right one pays, a wrong one fails', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const good = await place(p.id);
    const challenge = await payWithCard(t, good.payment.redirectUrl, TEST_CARDS.threeDSecure);
    expect(challenge.status).toBe(200);
    expect(challenge.html).toContain(`action="/pay/${good.payment.invoiceId}/verify`);
    expect((await payPage(t, good.payment.redirectUrl)).html).toContain('name="otp"'); // reload keeps the step
    expect(challenge.html).toContain('<label for="otp">رمز التحقق</label>');
    const ok = await payPage(t, `/pay/${good.payment.invoiceId}/verify`, { otp: TEST_OTP });
    expect(ok.location).toBe(resultUrl(good.payment.id));
    expect((await payment(good.payment.id)).body.data.status).toBe('Paid');

    const bad = await place(p.id);
    await payWithCard(t, bad.payment.redirectUrl, TEST_CARDS.threeDSecure);
    await payPage(t, `/pay/${bad.payment.invoiceId}/verify`, { otp: '000000' });
    expect((await payment(bad.payment.id)).body.data.status).toBe('Failed');
    expect((await orderOf(bad.order.id)).status).toBe('PaymentFailure');
    expect(await stockOf(p.id)).toBe(8);
  });

  it('e-wallet invoices offer Apple Pay and STC Pay (with a one-time code), not cards', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const apple = await place(p.id, 'wallet');
    const page = await payPage(t, apple.payment.redirectUrl, undefined, 'en');
    expect(page.html).toContain('Apple Pay');
    expect(page.html).toContain('STC Pay');
    expect(page.html).not.toContain('name="cardNumber"');
    const asCard = await payPage(t, apple.payment.redirectUrl, { ...CARD, cardNumber: TEST_CARDS.success }, 'en');
    expect(asCard.status).toBe(400);
    expect(asCard.html).toContain('Choose an available payment method');
    expect((await payPage(t, apple.payment.redirectUrl, { choice: 'applepay', action: 'pay' })).location).toBe(resultUrl(apple.payment.id));
    expect((await orderOf(apple.order.id)).status).toBe('New');

    const stc = await place(p.id, 'wallet');
    expect((await payPage(t, stc.payment.redirectUrl, { choice: 'stcpay', mobile: '123', action: 'pay' })).status).toBe(400);
    const otp = await payPage(t, stc.payment.redirectUrl, { choice: 'stcpay', mobile: '0551234567', action: 'pay' });
    expect(otp.html).toContain('name="otp"');
    await payPage(t, `/pay/${stc.payment.invoiceId}/verify`, { otp: TEST_OTP });
    expect((await payment(stc.payment.id)).body.data.status).toBe('Paid');
  });

  it('cancelling on the hosted page: the payment is Canceled, the order fails and its stock returns', async () => {
    const p = await createProduct(t, categoryId, { stock: 6 });
    const { order, payment: pay } = await place(p.id);
    const cancel = await payPage(t, pay.redirectUrl, { action: 'cancel' });
    expect(cancel.status).toBe(303);
    expect(cancel.location).toBe(resultUrl(pay.id));
    expect((await payment(pay.id)).body.data.status).toBe('Canceled');
    expect((await orderOf(order.id)).status).toBe('PaymentFailure');
    expect(await stockOf(p.id)).toBe(6);
    expect((await payPage(t, '/pay/tg_000000000000000000000000')).status).toBe(404);
    expect((await payPage(t, '/pay/../../etc/passwd')).status).toBe(404);
  });

  it('unpaid invoices expire after 30 minutes: the job releases the stock and the coupon use, the page refuses to take money', async () => {
    const p = await createProduct(t, categoryId, { stock: 7 });
    const coupon = await createCoupon(t, { code: 'LASTCALL', usageLimit: 5 });
    const { order, payment: pay } = await place(p.id, 'card', { couponCode: 'LASTCALL' });
    const fresh = await place(p.id);
    expect(await stockOf(p.id)).toBe(3);
    const payments = t.get(PaymentReconciliation);
    expect(await payments.expireUnpaid(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await payments.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toBe(2);
    expect((await payment(pay.id)).body.data.status).toBe('Expired');
    const expired = await orderOf(order.id);
    expect(expired.status).toBe('PaymentFailure');
    expect(expired.history[1]).toMatchObject({ status: 'PaymentFailure', actor: { type: 'system' }, note: 'expired' });
    expect(await stockOf(p.id)).toBe(7);
    expect((await t.db.query(`SELECT "usedCount" FROM coupons WHERE id = $1`, [coupon.id]))[0].usedCount).toBe(0);
    expect((await orderOf(fresh.order.id)).status).toBe('PaymentFailure');
    // the gateway knows too: no money is taken for an expired invoice
    expect((await payPage(t, pay.redirectUrl, undefined, 'en')).html).toContain('Expired');
    await payWithCard(t, pay.redirectUrl, TEST_CARDS.success);
    expect((await payment(pay.id)).body.data.status).toBe('Expired');
    expect(await payments.expireUnpaid(new Date(Date.now() + 31 * 60_000))).toBe(0);
  });

  it('a payment read after its expiry time settles it even without the job; a missed "paid" notification is picked up from the gateway', async () => {
    const p = await createProduct(t, categoryId, { stock: 9 });
    const late = await place(p.id);
    await t.db.query(`UPDATE payments SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [late.payment.id]);
    await t.db.query(`UPDATE test_gateway_invoices SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [late.payment.invoiceId]);
    expect((await payment(late.payment.id)).body.data.status).toBe('Expired');
    expect(await stockOf(p.id)).toBe(9);

    const missed = await place(p.id);
    await t.db.query(`UPDATE test_gateway_invoices SET status = 'Paid' WHERE id = $1`, [missed.payment.invoiceId]);
    expect((await payment(missed.payment.id)).body.data.status).toBe('Paid');
    expect((await orderOf(missed.order.id)).status).toBe('New');
  });

  it('money that arrives after the order failed is refunded at the gateway at once; the order stays failed and its stock stays back', async () => {
    const p = await createProduct(t, categoryId, { stock: 4 });
    const gateway = t.get(TestGateway);
    const { order, payment: pay } = await place(p.id);
    await t.db.query(`UPDATE payments SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [pay.id]);
    await t.db.query(`UPDATE test_gateway_invoices SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [pay.invoiceId]);
    expect((await payment(pay.id)).body.data.status).toBe('Expired');
    expect(await stockOf(p.id)).toBe(4);

    // the gateway took the card payment anyway (a race on its side) and says so
    await t.db.query(`UPDATE test_gateway_invoices SET status = 'Paid' WHERE id = $1`, [pay.invoiceId]);
    const paidNotice = () =>
      gateway.notificationFor({
        id: pay.invoiceId,
        status: 'Paid',
        amount: Math.round(pay.amount * 100),
        currency: 'SAR',
        failureReason: null,
      });
    const paid = paidNotice();
    const answer = await callback(paid.body, paid.signature);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ outcome: 'refunded' });
    expect((await t.db.query(`SELECT status FROM test_gateway_invoices WHERE id = $1`, [pay.invoiceId]))[0].status).toBe('Refunded');
    expect((await payment(pay.id)).body.data.status).toBe('Refunded');
    expect((await orderOf(order.id)).status).toBe('PaymentFailure');
    expect(await stockOf(p.id)).toBe(4);
    // told again: nothing more happens
    expect((await callback(paid.body, paid.signature)).body.data).toEqual({ outcome: 'duplicate' });
    const again = paidNotice();
    expect((await callback(again.body, again.signature)).body.data).toEqual({ outcome: 'ignored' });
  });

  it('notifications are HMAC-signed and applied once: a replay changes nothing, a forged or altered one is refused', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const gateway = t.get(TestGateway);
    const { order, payment: pay } = await place(p.id);
    const amount = Math.round(pay.amount * 100);
    const paid = gateway.notificationFor({ id: pay.invoiceId, status: 'Paid', amount, currency: 'SAR', failureReason: null });

    const forged = await callback({ ...(paid.body as object) }, 'sha256=' + 'ab'.repeat(32));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The payment notification signature is not valid');
    expect((await callback(paid.body)).status).toBe(401);
    expect((await callback({ ...(paid.body as object), amount: 1 }, paid.signature)).status).toBe(401);
    expect((await callback({ ...(paid.body as object), status: 'Failed' }, paid.signature)).status).toBe(401);
    expect((await callback('not json at all', paid.signature)).status).toBe(401);
    expect((await payment(pay.id)).body.data.status).toBe('Pending');

    const first = await callback(paid.body, paid.signature);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ outcome: 'applied' });
    const snapshot = async () => ({
      order: await orderOf(order.id),
      events: (await t.db.query(`SELECT count(*)::int AS n FROM payment_events WHERE "paymentId" = $1`, [pay.id]))[0].n,
      notes: (await t.db.query(`SELECT count(*)::int AS n FROM notifications WHERE "userId" = $1`, [customer.user.id]))[0].n,
      invoices: (await t.db.query(`SELECT value FROM invoice_counter`))[0].value,
      stock: await stockOf(p.id),
    });
    const before = await snapshot();
    expect(before.order).toMatchObject({ status: 'New', paymentStatus: 'Paid' });
    const replay = await callback(paid.body, paid.signature);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ outcome: 'duplicate' });
    expect(await snapshot()).toEqual(before);

    // a later, validly signed "failed" for a paid payment is recorded but ignored
    const failedLater = gateway.notificationFor({
      id: pay.invoiceId,
      status: 'Failed',
      amount,
      currency: 'SAR',
      failureReason: 'card_declined',
    });
    expect((await callback(failedLater.body, failedLater.signature)).body.data).toEqual({ outcome: 'ignored' });
    expect((await snapshot()).order.status).toBe('New');

    const other = await place(p.id);
    const wrongAmount = gateway.notificationFor({
      id: other.payment.invoiceId,
      status: 'Paid',
      amount: 100,
      currency: 'SAR',
      failureReason: null,
    });
    const mismatch = await callback(wrongAmount.body, wrongAmount.signature);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The payment notification amount does not match the invoice');
    expect((await payment(other.payment.id)).body.data.status).toBe('Pending');
    const unknown = gateway.notificationFor({
      id: 'tg_ffffffffffffffffffffffff',
      status: 'Paid',
      amount: 100,
      currency: 'SAR',
      failureReason: null,
    });
    expect((await callback(unknown.body, unknown.signature)).status).toBe(404);
  });

  it('rejecting a paid order refunds it at the gateway and returns the stock', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const { order, payment: pay } = await place(p.id);
    await payWithCard(t, pay.redirectUrl, TEST_CARDS.successMada);
    const rejected = await t.api.post(
      `/api/admin/orders/${order.id}/reject`,
      { reason: 'Address outside coverage' },
      { token: admin.token },
    );
    expect(rejected.body).toMatchObject({ status: 'Rejected', paymentStatus: 'Refunded' });
    expect((await t.db.query(`SELECT status, "paidWith" FROM test_gateway_invoices WHERE id = $1`, [pay.invoiceId]))[0]).toEqual({
      status: 'Refunded',
      paidWith: 'visa •••• 0007',
    });
    expect(await stockOf(p.id)).toBe(5);
    const [note] = await t.db.query(`SELECT "descriptionEn" FROM notifications WHERE "userId" = $1 ORDER BY id DESC LIMIT 1`, [
      customer.user.id,
    ]);
    expect(note.descriptionEn).toContain('will be refunded');
  });

  it('payments and shipments are private: another customer gets 404, an admin may look, malformed ids are 404', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const { order, payment: pay } = await place(p.id);
    const stranger = await createUser(t, 'Customer');
    const theirs = await payment(pay.id, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Payment not found');
    const shipment = await t.api.get(`/api/shipments/${pay.id}`, { token: stranger.token, lang: 'en' });
    expect(shipment.status).toBe(404);
    expect(shipment.body.message).toBe('Invalid or expired shipment link.');
    expect((await payment('not-a-uuid')).status).toBe(404);
    expect((await t.api.get('/api/shipments/00000000-0000-4000-8000-000000000000', { token: customer.token })).status).toBe(404);
    expect((await t.api.get(`/api/payments/${pay.id}`)).status).toBe(401);
    expect((await payment(pay.id, admin.token)).body.data.orderId).toBe(order.id);
    const mine = await t.api.get(`/api/shipments/${pay.id}`, { token: customer.token, lang: 'en' });
    expect(mine.body).toMatchObject({
      isSuccess: true,
      message: 'Shipment not confirmed.',
      data: { status: 'WaitingForPayment', isShipped: false, trackingUrl: null },
    });
  });
});

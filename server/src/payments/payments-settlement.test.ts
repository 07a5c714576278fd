import { eventsSettled } from '../testing/until.js';
import { createProduct, createUser } from '../testing/fixtures.js';
import { createCoupon, payPage, payWithCard } from '../testing/checkout-fixtures.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';
import { TEST_CARDS } from './providers/test-gateway/test-cards.js';
import { TestGateway } from './providers/test-gateway/test-gateway.js';
import { admin, callback, categoryId, customer, orderOf, payment, place, stockOf, t, usePaymentsApp } from '../testing/payments-kit.js';

describe('payments: expiry, late money, signed notifications, privacy', () => {
  usePaymentsApp();

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
    // the customer has been told of the payment (after commit) before the shop is compared with itself
    await eventsSettled(t.db);
    const before = await snapshot();
    expect(before.order).toMatchObject({ status: 'New', paymentStatus: 'Paid' });
    const replay = await callback(paid.body, paid.signature);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ outcome: 'duplicate' });
    await eventsSettled(t.db);
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
    await eventsSettled(t.db);
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

import { createProduct } from '../testing/fixtures.js';
import { CARD, createCoupon, payPage, payWithCard } from '../testing/checkout-fixtures.js';
import { TEST_CARDS, TEST_OTP } from './providers/test-gateway/test-cards.js';
import { categoryId, customer, orderOf, payment, place, resultUrl, stockOf, t, usePaymentsApp } from '../testing/payments-kit.js';
import { eventsSettled } from '../testing/until.js';

describe('payments: the built-in test gateway', () => {
  usePaymentsApp();

  it('a card order waits for payment; the hosted page (no script) takes a test card and the order becomes New with its tax invoice number', async () => {
    const p = await createProduct(t, categoryId, { price: 80, stock: 5 });
    const { order, payment: pay } = await place(p.id);
    expect(order.status).toBe('WaitingForPayment');
    expect(pay).toMatchObject({
      status: 'Pending',
      amount: order.total,
      invoiceId: expect.stringMatching(/^tg_[0-9a-f]{24}$/),
      taxInvoiceNumber: null,
    });
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
    // the result page names the tax invoice, not the provider's checkout id (issue 37 §8)
    expect(after.body.data.taxInvoiceNumber).toBe(confirmed.invoiceNumber);
    expect(confirmed.history.map((h: { status: string; actor: { type: string } }) => `${h.status}:${h.actor.type}`)).toEqual([
      'WaitingForPayment:customer',
      'New:gateway',
    ]);
    expect((await t.api.get(`/api/orders/${order.id}/invoice`, { token: customer.token })).status).toBe(200);
    // one message for a card order: "payment received", not "awaiting payment" first (13.25)
    await eventsSettled(t.db);
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
    await eventsSettled(t.db);
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
});

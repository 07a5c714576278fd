import { jest } from '@jest/globals';
import type { OrderDto, PayPageDto } from '@ward/shared';
import { startMoyasarStandIn, type MoyasarStandIn } from '../../../../test/stand-ins/moyasar/server.mjs';
import { startZatcaStandIn, type ZatcaStandIn } from '../../../../test/stand-ins/zatca/server.mjs';
import { createCoupon, SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { card, createAtMoyasar, MOYASAR_WEBHOOK_SECRET, providersEnv } from '../../testing/payment-providers.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { onboard } from '../../testing/zatca.js';
import { eventsSettled } from '../../testing/until.js';

jest.setTimeout(90_000);

describe('refunds from the back office: all or part, through the provider, with a credit note, stock back and the customer told', () => {
  let moyasar: MoyasarStandIn;
  let zatca: ZatcaStandIn;
  let t: TestApp;
  let admin: string;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT sum(stock)::int AS stock FROM product_variants WHERE "productId" = $1`, [id]))[0].stock as number;
  const refund = (orderId: number, body: object, lang: 'ar' | 'en' = 'en') =>
    t.api.post(`/api/admin/orders/${orderId}/refund`, body, { token: admin, lang });
  const creditNotes = async (orderId: number) =>
    (await t.db.query(`SELECT total::float FROM zatca_documents WHERE "orderId" = $1 AND kind = 'credit-note' ORDER BY id`, [orderId])).map(
      (r: { total: number }) => r.total,
    );
  const told = async () => {
    await eventsSettled(t.db);
    return (
      await t.db.query(`SELECT "titleEn" FROM notifications WHERE "userId" = $1 AND "titleEn" LIKE 'A refund%' ORDER BY id`, [
        customer.user.id,
      ])
    ).map((r: { titleEn: string }) => r.titleEn);
  };

  /** A paid Moyasar order (card without 3-D Secure), settled at Moyasar unless asked (so refunds, not voids). */
  async function paidOrder(items: Array<{ price: number; quantity: number }>, options: { couponCode?: string; settle?: boolean } = {}) {
    const products = [];
    for (const item of items) products.push(await createProduct(t, categoryId, { price: item.price, stock: 10 }));
    const placed = await t.api.post(
      '/api/orders',
      {
        items: products.map((p, i) => ({ productId: p.id, quantity: items[i].quantity })),
        paymentMethod: 'card',
        address: SA_ADDRESS,
        couponCode: options.couponCode,
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const paymentId = placed.body.data.payment.id as string;
    const page = (await t.api.get(`/api/payments/${paymentId}/pay`, { token: customer.token })).body.data as PayPageDto;
    expect((await createAtMoyasar(page, { ...card('4111111111111111'), '3ds': false })).body.status).toBe('paid');
    // the shopper lands on the result page, which fetches the payment from Moyasar
    expect((await t.api.get(`/api/payments/${paymentId}`, { token: customer.token })).body.data.status).toBe('Paid');
    const order = (await t.api.get(`/api/admin/orders/${placed.body.data.order.id}`, { token: admin })).body as OrderDto;
    expect(order).toMatchObject({ status: 'New', paymentStatus: 'Paid' });
    if (options.settle !== false) moyasar.settle(paymentId);
    return { order, products, paymentId };
  }

  beforeAll(async () => {
    moyasar = await startMoyasarStandIn();
    zatca = await startZatcaStandIn();
    t = await startTestApp({
      testGateway: false,
      zatcaBaseUrl: zatca.url,
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
    admin = (await createUser(t, 'Admin')).token;
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    await onboard(t, zatca);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await moyasar.close();
    await zatca.close();
  }, 60_000);

  it('part by amount, then the rest: PartiallyRefunded then Refunded, at Moyasar too; a credit note each time; the customer told', async () => {
    const { order, paymentId } = await paidOrder([{ price: 120, quantity: 2 }]);
    const partial = await refund(order.id, { amount: 40.5, reason: 'Late delivery, goodwill' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 40.5, status: 'New' });
    expect(partial.body.refunds).toEqual([
      expect.objectContaining({ amount: 40.5, reason: 'Late delivery, goodwill', lines: null, restocked: false }),
    ]);
    expect(moyasar.payments.get(paymentId)).toMatchObject({ status: 'refunded', refunded: 4050 });
    expect(await creditNotes(order.id)).toEqual([40.5]);
    expect(await told()).toEqual([`A refund for your order ${order.orderNumber}`]);
    const mail = await t.db.query(`SELECT template, "to" FROM mail_outbox WHERE template = 'order-refunded' ORDER BY id DESC LIMIT 1`);
    expect(mail[0]).toMatchObject({ to: customer.user.email });
    const mine = (await t.api.get(`/api/orders/${order.id}`, { token: customer.token })).body.data;
    expect(mine).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 40.5 });

    const rest = await refund(order.id, { amount: order.total - 40.5, reason: 'Customer returned the order' });
    expect(rest.body).toMatchObject({ paymentStatus: 'Refunded', refundedAmount: order.total });
    expect(moyasar.payments.get(paymentId)!.refunded).toBe(Math.round(order.total * 100));
    expect(await creditNotes(order.id)).toEqual([40.5, order.total - 40.5]);

    const again = await refund(order.id, { amount: 1, reason: 'One more time' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Everything paid for this order was refunded already');
  });

  it('by line: the line’s share less its part of the coupon; the stock goes back when asked; no more units than bought', async () => {
    await createCoupon(t, { code: 'TENOFF', discountValue: 10, isPercentage: true });
    const { order, products } = await paidOrder(
      [
        { price: 100, quantity: 2 },
        { price: 50, quantity: 1 },
      ],
      { couponCode: 'TENOFF' },
    );
    expect(order.discount).toBe(25);
    const first = order.items.find((i) => i.productId === products[0].id)!;
    expect(await stockOf(products[0].id)).toBe(8);

    const one = await refund(order.id, { lines: [{ itemId: first.id, quantity: 1 }], reason: 'One bottle broken', restock: true });
    expect(one.status).toBe(200);
    // 100 for the unit, less its share of the 25 coupon (100 of the 250 subtotal: 10)
    expect(one.body).toMatchObject({ refundedAmount: 90, paymentStatus: 'PartiallyRefunded' });
    expect(one.body.items.find((i: { id: number }) => i.id === first.id).refundedQuantity).toBe(1);
    expect(await stockOf(products[0].id)).toBe(9);
    expect(await creditNotes(order.id)).toEqual([90]);

    const tooMany = await refund(order.id, { lines: [{ itemId: first.id, quantity: 2 }], reason: 'Both bottles', restock: true });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ lines: 'That item or quantity is not in the order, or was already refunded' });
    const foreign = await refund(order.id, { lines: [{ itemId: 999999, quantity: 1 }], reason: 'Not ours' }, 'ar');
    expect(foreign.body.errors).toEqual({ lines: 'المنتج أو الكمية غير موجودة في الطلب، أو سبق استردادها' });
    expect(await stockOf(products[0].id)).toBe(9);

    // rejected afterwards: the rest is refunded and credited, and the restocked unit is not put back twice
    const rejected = await t.api.post(`/api/admin/orders/${order.id}/reject`, { reason: 'Customer cancelled' }, { token: admin });
    expect(rejected.body).toMatchObject({ status: 'Rejected', paymentStatus: 'Refunded', refundedAmount: order.total });
    expect(await stockOf(products[0].id)).toBe(10);
    expect(await stockOf(products[1].id)).toBe(10);
    expect(await creditNotes(order.id)).toEqual([90, order.total - 90]);
  });

  it('by line with a promotion (issue 28): a line gives back what it cost after its own promotion share, not a share by value', async () => {
    const promotion = await t.api.post(
      '/api/admin/promotions',
      {
        name: { ar: 'اشترِ 2 والثالثة مجاناً', en: 'Buy 2, get the 3rd free' },
        label: { ar: 'الثالثة مجاناً', en: '3rd one free' },
        startsAt: '2020-01-01',
        rule: { type: 'buyXgetY', buy: { quantity: 2, items: {} }, get: { quantity: 1, items: {} }, percentOff: 100 },
      },
      { token: admin },
    );
    expect(promotion.status).toBe(201);
    try {
      const { order, products } = await paidOrder([
        { price: 100, quantity: 2 },
        { price: 40, quantity: 1 },
      ]);
      // the cheapest unit is the free one: all of the 40 is the second line's
      expect(order.promotionDiscount).toBe(40);
      const first = order.items.find((i) => i.productId === products[0].id)!;
      const free = order.items.find((i) => i.productId === products[1].id)!;
      // the free unit was paid nothing: refused, clearly, and nothing changes
      const nothing = await refund(order.id, { lines: [{ itemId: free.id, quantity: 1 }], reason: 'Broken sample' });
      expect([nothing.status, nothing.body.errors]).toEqual([
        400,
        { lines: 'These items were free with a promotion: nothing was paid for them to refund' },
      ]);
      expect(await creditNotes(order.id)).toEqual([]);
      const one = await refund(order.id, { lines: [{ itemId: first.id, quantity: 1 }], reason: 'One bottle broken' });
      // 100, not 100 less a share of the 40 by value
      expect(one.body).toMatchObject({ refundedAmount: 100, paymentStatus: 'PartiallyRefunded' });
      expect(await creditNotes(order.id)).toEqual([100]);
      const other = await refund(order.id, { lines: [{ itemId: first.id, quantity: 1 }], reason: 'The other one too' });
      expect(other.body).toMatchObject({ refundedAmount: 200 });
      expect(await creditNotes(order.id)).toEqual([100, 100]);
    } finally {
      await t.db.query(`DELETE FROM promotions`);
    }
  });

  it('bad input gets a clear, translated error and changes nothing: more than was paid, an unpaid or cash order, a provider that refuses', async () => {
    const { order, paymentId } = await paidOrder([{ price: 60, quantity: 1 }]);
    const snapshot = async () => ({
      order: (await t.api.get(`/api/admin/orders/${order.id}`, { token: admin })).body,
      refunds: (await t.db.query(`SELECT count(*)::int AS n FROM payment_refunds`))[0].n,
      notes: await creditNotes(order.id),
      told: await told(),
      atMoyasar: moyasar.payments.get(paymentId)!.refunded,
    });
    const before = await snapshot();

    const over = await refund(order.id, { amount: order.total + 0.01, reason: 'Too generous' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      `The refund (${(order.total + 0.01).toFixed(2)} SAR) is more than what is left of the payment (${order.total.toFixed(2)} SAR)`,
    );
    const overAr = await refund(order.id, { amount: 1000, reason: 'كثير' }, 'ar');
    expect(overAr.body.message).toBe(`مبلغ الاسترداد (1000.00 ر.س) أكبر من المتبقي من المدفوع (${order.total.toFixed(2)} ر.س)`);
    expect((await refund(order.id, { amount: -5, reason: 'Negative' })).body.errors).toEqual({
      amount: 'The refund amount must be above zero',
    });
    expect((await refund(order.id, { amount: 5 })).body.errors).toEqual({ reason: 'This field is required' });
    const both = await refund(order.id, { amount: 5, lines: [{ itemId: order.items[0].id, quantity: 1 }], reason: 'Both' });
    expect(both.body.errors).toEqual({ amount: 'Give an amount or choose items, not both' });
    expect((await refund(order.id, { amount: 5, reason: 'Restock', restock: true })).body.errors).toEqual({
      restock: 'Stock goes back only when specific items are refunded',
    });
    expect(
      (await t.api.post(`/api/admin/orders/${order.id}/refund`, { amount: 5, reason: 'Not an admin' }, { token: customer.token })).status,
    ).toBe(403);

    moyasar.failNext(1);
    const down = await refund(order.id, { amount: 10, reason: 'Moyasar is down' });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('The payment gateway is not available right now. Please try again shortly.');
    expect(await snapshot()).toEqual(before);

    const waiting = await t.api.post(
      '/api/orders',
      { items: [{ productId: order.items[0].productId, quantity: 1 }], paymentMethod: 'mada', address: SA_ADDRESS },
      { token: customer.token },
    );
    const unpaid = await refund(waiting.body.data.order.id, { amount: 5, reason: 'Not paid yet' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('An unpaid order cannot be refunded');
    const cash = await t.api.post(
      '/api/orders',
      { items: [{ productId: order.items[0].productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer.token },
    );
    const cod = await refund(cash.body.data.order.id, { amount: 5, reason: 'Cash' });
    expect(cod.status).toBe(409);
    expect(cod.body.message).toBe('Cash-on-delivery orders are not refunded through a payment provider; give the money back directly');
    expect((await refund(987654, { amount: 5, reason: 'No such order' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('everything, before Moyasar settled the money: the payment is voided, not refunded', async () => {
    const { order, paymentId } = await paidOrder([{ price: 75, quantity: 1 }], { settle: false });
    const whole = await refund(order.id, { amount: order.total, reason: 'Ordered by mistake' });
    expect(whole.body).toMatchObject({ paymentStatus: 'Refunded', refundedAmount: order.total });
    expect(moyasar.payments.get(paymentId)).toMatchObject({ status: 'voided', refunded: 0 });
    expect(await creditNotes(order.id)).toEqual([order.total]);
  });
});

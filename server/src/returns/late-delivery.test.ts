import { payWithCard, SA_ADDRESS } from '../testing/checkout-fixtures.js';
import { createProduct, createUser } from '../testing/fixtures.js';
import { act, categoryId, customer, order as placeCod, stockOf, t, useOrdersApp } from '../testing/orders-kit.js';
import { creditNotes, paidDelivered, type Lang } from '../testing/returns-kit.js';

useOrdersApp();

describe('late delivery: the customer may cancel an order not delivered in time', () => {
  it('late delivery: 15 days after placing it, an undelivered order can be cancelled by its customer with a full refund', async () => {
    const rose = await createProduct(t, categoryId, { price: 150, stock: 10 });
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: rose.id, quantity: 2 }], paymentMethod: 'card', address: SA_ADDRESS },
      { token: customer.token, lang: 'en' },
    );
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
    const id = placed.body.data.order.id as number;
    expect((await act(id, 'approve')).body.status).toBe('InPreparation');
    expect(await stockOf(rose.id)).toBe(8);
    const cancel = (options: { token?: string; lang?: Lang } = {}) =>
      t.api.post(`/api/orders/${id}/late-cancel`, {}, { token: options.token ?? customer.token, lang: options.lang ?? 'en' });

    const early = await cancel({ lang: 'ar' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('يمكن إلغاء الطلب لتأخر التوصيل بعد 15 يوماً من تقديمه إذا لم يصل بعد');
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '16 days' WHERE id = $1`, [id]);
    const stranger = await createUser(t, 'Customer', { name: 'Someone' });
    expect((await cancel({ token: stranger.token })).status).toBe(404);

    const done = await cancel();
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('The order was cancelled and fully refunded');
    const total = done.body.data.total as number;
    expect(done.body.data).toMatchObject({ status: 'Rejected', paymentStatus: 'Refunded', refundedAmount: total });
    // 2 × 150.00, free shipping over the threshold: 30000 halalas back
    expect(Math.round(total * 100)).toBe(30000);
    expect(await stockOf(rose.id)).toBe(10);
    expect(await creditNotes(id)).toEqual([total]);
    expect((await cancel()).status).toBe(409);

    // a delivered order is a return's business, however old
    const delivered = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '30 days' WHERE id = $1`, [delivered.id]);
    expect((await t.api.post(`/api/orders/${delivered.id}/late-cancel`, {}, { token: customer.token, lang: 'en' })).status).toBe(409);

    // cash on delivery, not collected: cancelled, and not told of a refund it never had
    const cash = await placeCod({ items: [{ productId: rose.id, quantity: 1 }] });
    const cashId = cash.body.data.order.id as number;
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '16 days' WHERE id = $1`, [cashId]);
    const unpaid = await t.api.post(`/api/orders/${cashId}/late-cancel`, {}, { token: customer.token, lang: 'en' });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.message).toBe('The order was cancelled; nothing is due');
    expect(unpaid.body.data).toMatchObject({ status: 'Rejected', refundedAmount: 0 });
  });
});

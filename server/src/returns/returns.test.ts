import type { ReturnDto } from '@ward/shared';
import { createCoupon, payWithCard, SA_ADDRESS } from '../testing/checkout-fixtures.js';
import { createProduct, createUser } from '../testing/fixtures.js';
import { act, admin, categoryId, customer, order as placeCod, stockOf, t, useOrdersApp } from '../testing/orders-kit.js';
import { eventsSettled } from '../testing/until.js';
import {
  ask,
  creditNotes,
  deliver,
  move,
  movements,
  paidDelivered,
  returnsCount,
  sealedRefund,
  toldTitles,
} from '../testing/returns-kit.js';

useOrdersApp();

describe('returns: the customer asks, the back office approves, receives, inspects and refunds', () => {
  it('one sealed bottle of two: back on the shelf, its share of the coupon-discounted price refunded once, with a credit note', async () => {
    await createCoupon(t, { code: 'RET10', discountValue: 10, isPercentage: true });
    const rose = await createProduct(t, categoryId, { price: 100, stock: 10 });
    const musk = await createProduct(t, categoryId, { price: 50, stock: 10 });
    const order = await paidDelivered(
      [
        { productId: rose.id, quantity: 2 },
        { productId: musk.id, quantity: 1 },
      ],
      { couponCode: 'RET10' },
    );
    expect(order.discount).toBe(25);
    const roseLine = order.items.find((i) => i.productId === rose.id)!;
    expect(await stockOf(rose.id)).toBe(8);

    const asked = await ask(order.id, { ...sealedRefund, lines: [{ itemId: roseLine.id, quantity: 1 }], note: 'Not my taste' });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('We have your return request');
    const created = asked.body.data as ReturnDto;
    expect(created).toMatchObject({
      status: 'requested',
      orderId: order.id,
      reason: 'changedMind',
      condition: 'sealed',
      wish: 'refund',
      note: 'Not my taste',
    });
    expect(created.lines).toEqual([{ itemId: roseLine.id, name: roseLine.name, quantity: 1, outcome: null }]);
    const mine = await t.api.get(`/api/orders/${order.id}/returns`, { token: customer.token });
    expect(mine.body.data.map((r: ReturnDto) => r.id)).toEqual([created.id]);

    expect((await move(created.id, 'approve')).body).toMatchObject({ status: 'approved' });
    expect((await move(created.id, 'receive')).body).toMatchObject({ status: 'received' });
    const inspected = await move(created.id, 'inspect');
    expect(inspected.body).toMatchObject({ status: 'inspected', writeOffReason: null });
    expect(inspected.body.lines).toEqual([expect.objectContaining({ itemId: roseLine.id, outcome: 'restocked' })]);
    expect(await stockOf(rose.id)).toBe(9);
    expect(await movements(order.id)).toEqual([{ delta: 1, reason: 'return_restock', reference: `return-${created.id}` }]);

    const refunded = await move(created.id, 'refund');
    expect(refunded.status).toBe(200);
    // 100.00 for the unit, less its share of the 25.00 coupon (100 of the 250 subtotal): 90.00 = 9000 halalas
    expect(refunded.body).toMatchObject({ status: 'refunded', refundedAmount: 90 });
    expect(Math.round(refunded.body.refundedAmount * 100)).toBe(9000);
    const after = (await t.api.get(`/api/admin/orders/${order.id}`, { token: admin.token })).body;
    expect(after).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 90 });
    expect(await creditNotes(order.id)).toEqual([90]);
    // the stock came back once: the refund did not restock again
    expect(await stockOf(rose.id)).toBe(9);

    // never twice for the same units, whichever path asks
    const again = await move(created.id, 'refund');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This action does not apply to a return that is refunded');
    const byOrder = await act(order.id, 'refund', { lines: [{ itemId: roseLine.id, quantity: 2 }], reason: 'Both bottles' });
    expect(byOrder.status).toBe(400);
    const tooMany = await ask(order.id, { ...sealedRefund, lines: [{ itemId: roseLine.id, quantity: 2 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ lines: ['That item or quantity is not in the order, or was already returned or refunded'] });
    expect(await creditNotes(order.id)).toEqual([90]);

    // the customer heard each step, and the refund with its amount
    const titles = await toldTitles(customer.user.id);
    const ret = `Return ${created.id} of your order ${order.orderNumber}`;
    expect(titles.filter((title) => title === ret)).toHaveLength(4);
    expect(titles).toContain(`A refund for your order ${order.orderNumber}`);
  });

  it('refuses what the rules exclude, in Arabic and English, and changes nothing', async () => {
    const oud = await createProduct(t, categoryId, { price: 80, stock: 10 });
    const order = await paidDelivered([{ productId: oud.id, quantity: 1 }]);
    const line = { itemId: order.items[0].id, quantity: 1 };
    const before = await returnsCount();

    const opened = await ask(order.id, { ...sealedRefund, condition: 'opened', lines: [line] });
    expect(opened.status).toBe(400);
    expect(opened.body.errors).toEqual({
      condition: ['An opened perfume can come back only if it arrived damaged or was not what you ordered'],
    });
    const openedAr = await ask(order.id, { ...sealedRefund, condition: 'opened', lines: [line] }, { lang: 'ar' });
    expect(openedAr.body.errors).toEqual({ condition: ['لا يمكن إرجاع عطر مفتوح إلا إذا وصل تالفاً أو مختلفاً عن طلبك'] });

    const exchange = await ask(order.id, { ...sealedRefund, wish: 'exchange', lines: [line] });
    expect(exchange.status).toBe(400);
    expect(exchange.body.errors).toEqual({ wish: ['Exchanges are not offered yet; choose a refund or store credit'] });

    const badReason = await ask(order.id, { ...sealedRefund, reason: 'bored', lines: [line] }, { lang: 'ar' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.errors.reason).toEqual(['اختر سبب الإرجاع']);

    const foreignItem = await ask(order.id, { ...sealedRefund, lines: [{ itemId: 999_999, quantity: 1 }] });
    expect(foreignItem.status).toBe(400);

    const stranger = await createUser(t, 'Customer', { name: 'Other' });
    const notTheirs = await ask(order.id, { ...sealedRefund, lines: [line] }, { token: stranger.token });
    expect(notTheirs.status).toBe(404);
    expect((await t.api.get(`/api/orders/${order.id}/returns`, { token: stranger.token })).status).toBe(404);

    await t.db.query(`UPDATE orders SET "completedAt" = now() - interval '8 days' WHERE id = $1`, [order.id]);
    const late = await ask(order.id, { ...sealedRefund, lines: [line] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The return window has closed: 7 days from delivery');
    const lateAr = await ask(order.id, { ...sealedRefund, lines: [line] }, { lang: 'ar' });
    expect(lateAr.body.message).toBe('انتهت مهلة الإرجاع: 7 أيام من الاستلام');

    const fresh = await placeCod({ items: [{ productId: oud.id, quantity: 1 }] });
    const undelivered = await ask(fresh.body.data.order.id, {
      ...sealedRefund,
      lines: [{ itemId: fresh.body.data.order.items[0].id, quantity: 1 }],
    });
    expect(undelivered.status).toBe(409);
    expect(undelivered.body.message).toBe('An order can be returned only once it is delivered');

    expect(await returnsCount()).toBe(before);
  });

  it('two requests at once for the same last unit: one is taken, the other refused', async () => {
    const amber = await createProduct(t, categoryId, { price: 60, stock: 10 });
    const order = await paidDelivered([{ productId: amber.id, quantity: 1 }]);
    const body = { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] };
    const answers = await Promise.all([ask(order.id, body), ask(order.id, body), ask(order.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM returns WHERE "orderId" = $1`, [order.id]);
    expect(rows[0].n).toBe(1);
  });

  it('a rejection needs a reason, is told to the customer, and frees the units for another request', async () => {
    const cedar = await createProduct(t, categoryId, { price: 70, stock: 10 });
    const order = await paidDelivered([{ productId: cedar.id, quantity: 1 }]);
    const line = { itemId: order.items[0].id, quantity: 1 };
    const first = (await ask(order.id, { ...sealedRefund, lines: [line] })).body.data as ReturnDto;

    const noReason = await move(first.id, 'reject', {});
    expect(noReason.status).toBe(400);
    expect((await t.api.get(`/api/admin/returns/${first.id}`, { token: admin.token })).body.status).toBe('requested');
    const rejected = await move(first.id, 'reject', { reason: 'The seal is broken in the photo' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'The seal is broken in the photo' });
    const receive = await move(first.id, 'receive', {}, 'ar');
    expect(receive.status).toBe(409);
    expect(receive.body.message).toBe('لا يمكن تنفيذ هذا الإجراء على طلب إرجاع حالته rejected');

    await eventsSettled(t.db);
    const [notice] = await t.db.query(
      `SELECT json_build_object('ar', "descriptionAr", 'en', "descriptionEn") AS description FROM notifications WHERE "userId" = $1 AND "titleEn" = $2 ORDER BY id DESC LIMIT 1`,
      [customer.user.id, `Return ${first.id} of your order ${order.orderNumber}`],
    );
    expect(notice.description).toEqual({
      ar: `تعذر قبول طلب الإرجاع من طلبك ${order.orderNumber}. السبب: The seal is broken in the photo.`,
      en: `We could not accept the return for order ${order.orderNumber}. Reason: The seal is broken in the photo.`,
    });

    expect((await ask(order.id, { ...sealedRefund, lines: [line] })).status).toBe(201);
    const list = await t.api.get(`/api/admin/returns?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`, {
      token: admin.token,
    });
    expect(list.body.map((r: ReturnDto) => r.status)).toEqual(['requested', 'rejected']);
    expect(list.headers.get('content-range')).toBe('returns 0-1/2');
  });

  it('an opened damaged bottle is written off with a reason: no stock back, the refund still paid', async () => {
    const saffron = await createProduct(t, categoryId, { price: 120, stock: 10 });
    const order = await paidDelivered([{ productId: saffron.id, quantity: 1 }]);
    const asked = await ask(order.id, {
      reason: 'damaged',
      condition: 'opened',
      wish: 'refund',
      lines: [{ itemId: order.items[0].id, quantity: 1 }],
    });
    expect(asked.status).toBe(201);
    const id = (asked.body.data as ReturnDto).id;
    await move(id, 'approve');
    await move(id, 'receive');
    const noReason = await move(id, 'inspect', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ writeOffReason: 'Give a reason for writing off the opened or damaged units' });
    const inspected = await move(id, 'inspect', { writeOffReason: 'Cap cracked, leaking' });
    expect(inspected.body).toMatchObject({ status: 'inspected', writeOffReason: 'Cap cracked, leaking' });
    expect(inspected.body.lines[0].outcome).toBe('writtenOff');
    expect(await stockOf(saffron.id)).toBe(9);
    expect(await movements(order.id)).toEqual([]);
    const refunded = await move(id, 'refund');
    expect(refunded.body).toMatchObject({ status: 'refunded', refundedAmount: order.items[0].lineTotal });
    expect(await creditNotes(order.id)).toEqual([order.items[0].lineTotal]);
  });

  it('cash on delivery: the provider refund is refused (the return stays inspected), then the return is closed', async () => {
    const musk = await createProduct(t, categoryId, { price: 40, stock: 10 });
    const placed = await placeCod({ items: [{ productId: musk.id, quantity: 1 }] });
    const order = await deliver(placed.body.data.order.id);
    const id = ((await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] })).body.data as ReturnDto).id;
    for (const action of ['approve', 'receive', 'inspect']) expect((await move(id, action)).status).toBe(200);
    const refused = await move(id, 'refund');
    expect(refused.status).toBe(409);
    expect((await t.api.get(`/api/admin/returns/${id}`, { token: admin.token })).body).toMatchObject({
      status: 'inspected',
      refundId: null,
    });
    expect(await creditNotes(order.id)).toEqual([]);

    // settled another way: closed, and its unit cannot be asked for again
    expect((await move(id, 'close')).body).toMatchObject({ status: 'closed', refundId: null });
    expect((await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] })).status).toBe(400);
    expect((await move(id, 'refund')).status).toBe(409);
  });

  it('a guest asks with the order access token, for that order only', async () => {
    const vetiver = await createProduct(t, categoryId, { price: 90, stock: 10 });
    const ip = { 'x-forwarded-for': '10.30.0.1' };
    const placed = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId: vetiver.id, quantity: 1 }],
        paymentMethod: 'card',
        address: SA_ADDRESS,
        guest: { name: 'Reem', contact: 'reem.returns@example.com' },
      },
      { lang: 'en', headers: ip },
    );
    expect(placed.status).toBe(201);
    const { order, payment, access } = placed.body.data;
    expect((await payWithCard(t, payment.redirectUrl, '4111111111111111')).status).toBe(303);
    const delivered = await deliver(order.id);
    const asGuest = { headers: { 'x-order-access': access.token as string } };
    const asked = await ask(delivered.id, { ...sealedRefund, lines: [{ itemId: delivered.items[0].id, quantity: 1 }] }, asGuest);
    expect(asked.status).toBe(201);

    const other = await paidDelivered([{ productId: vetiver.id, quantity: 1 }]);
    expect((await ask(other.id, { ...sealedRefund, lines: [{ itemId: other.items[0].id, quantity: 1 }] }, asGuest)).status).toBe(404);
    expect(
      (
        await ask(
          other.id,
          { ...sealedRefund, lines: [{ itemId: other.items[0].id, quantity: 1 }] },
          { headers: { 'x-order-access': 'forged' } },
        )
      ).status,
    ).toBe(401);
  });
});

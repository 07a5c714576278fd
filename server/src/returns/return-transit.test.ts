import type { ReturnDto } from '@ward/shared';
import { createProduct, createUser } from '../testing/fixtures.js';
import { admin, categoryId, customer, t, useOrdersApp } from '../testing/orders-kit.js';
import { eventsSettled } from '../testing/until.js';
import { ask, move, paidDelivered, sealedRefund, type Lang } from '../testing/returns-kit.js';

useOrdersApp();

const sent = (orderId: number, returnId: number, body: object, options: { token?: string; lang?: Lang } = {}) =>
  t.api.post(`/api/orders/${orderId}/returns/${returnId}/sent`, body, {
    token: options.token ?? customer.token,
    lang: options.lang ?? 'en',
  });
const read = async (id: number) => (await t.api.get(`/api/admin/returns/${id}`, { token: admin.token })).body as ReturnDto;

describe('a return on its way back: the customer’s tracking number, or the carrier’s pickup', () => {
  it('the customer says an approved return is sent, with its tracking number; the shop receives it from there', async () => {
    const rose = await createProduct(t, categoryId, { price: 100, stock: 10 });
    const order = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    const id = ((await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] })).body.data as ReturnDto).id;

    const early = await sent(order.id, id, { trackingNumber: 'SMSA-1234567' }, { lang: 'ar' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('لا يمكن تنفيذ هذا الإجراء على طلب إرجاع حالته requested');
    expect((await move(id, 'approve')).body.status).toBe('approved');

    const bad = await sent(order.id, id, { trackingNumber: 'no <way>' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['trackingNumber']);
    const stranger = await createUser(t, 'Customer', { name: 'Other' });
    expect((await sent(order.id, id, { trackingNumber: 'SMSA-1234567' }, { token: stranger.token })).status).toBe(404);
    const other = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    expect((await sent(other.id, id, { trackingNumber: 'SMSA-1234567' })).status).toBe(404);
    expect(await read(id)).toMatchObject({ status: 'approved', trackingNumber: null });

    const done = await sent(order.id, id, { trackingNumber: ' SMSA-1234567 ' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Thank you; we will tell you when the items arrive');
    expect(done.body.data).toMatchObject({ status: 'inTransit', trackingNumber: 'SMSA-1234567' });
    expect((await sent(order.id, id, { trackingNumber: 'SMSA-7654321' })).status).toBe(409);
    const mine = await t.api.get(`/api/orders/${order.id}/returns`, { token: customer.token });
    expect(mine.body.data[0]).toMatchObject({ id, status: 'inTransit', trackingNumber: 'SMSA-1234567' });

    await eventsSettled(t.db);
    const [notice] = await t.db.query(
      `SELECT "descriptionAr" AS ar, "descriptionEn" AS en FROM notifications WHERE "userId" = $1 AND "titleEn" = $2 ORDER BY id DESC LIMIT 1`,
      [customer.user.id, `Return ${id} of your order ${order.orderNumber}`],
    );
    expect(notice.en).toBe(
      `The items returned from order ${order.orderNumber} are on their way to us (tracking number SMSA-1234567). We will tell you when they arrive.`,
    );
    expect(notice.ar).toContain('SMSA-1234567');

    expect((await move(id, 'receive')).body).toMatchObject({ status: 'received', trackingNumber: 'SMSA-1234567' });
  });

  it('the back office records a carrier pickup; an approved return can still be received without one', async () => {
    const oud = await createProduct(t, categoryId, { price: 80, stock: 10 });
    const order = await paidDelivered([{ productId: oud.id, quantity: 2 }]);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const asked = await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] });
      ids.push((asked.body.data as ReturnDto).id);
      await move(ids[i], 'approve');
    }
    expect((await move(ids[0], 'transit', {})).status).toBe(400);
    expect((await move(ids[0], 'transit', { trackingNumber: 'ARX-99887766' })).body).toMatchObject({
      status: 'inTransit',
      trackingNumber: 'ARX-99887766',
    });
    expect((await move(ids[0], 'transit', { trackingNumber: 'ARX-99887766' })).status).toBe(409);
    expect((await move(ids[1], 'receive')).body).toMatchObject({ status: 'received', trackingNumber: null });
  });
});

import { createProduct, createUser } from '../testing/fixtures.js';
import { act, admin, categoryId, order, t, useOrdersApp } from '../testing/orders-kit.js';

describe('orders: the customer’s and the admin’s lists', () => {
  useOrdersApp();

  it('lists the customer’s own orders (paged, by status) and the admin’s filtered list with Content-Range', async () => {
    const shopper = await createUser(t, 'Customer', { name: 'Filter Person' });
    const p = await createProduct(t, categoryId, { price: 50, stock: 100 });
    const a = (await order({ items: [{ productId: p.id, quantity: 1 }] }, shopper.token)).body.data.order;
    const b = (await order({ items: [{ productId: p.id, quantity: 6 }], paymentMethod: 'card' }, shopper.token)).body.data.order;
    await act(a.id, 'approve');

    const page = await t.api.get('/api/orders?page=1&pageSize=1', { token: shopper.token });
    expect(page.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.data.items[0].id).toBe(b.id);
    const waiting = await t.api.get('/api/orders?status=WaitingForPayment', { token: shopper.token });
    expect(waiting.body.data.items.map((o: { id: number }) => o.id)).toEqual([b.id]);

    const list = (filter: object) =>
      t.api.get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["total","DESC"]')}`, {
        token: admin.token,
      });
    const byCustomer = await list({ customerId: shopper.user.id });
    expect(byCustomer.headers.get('content-range')).toBe('orders 0-1/2');
    expect(byCustomer.body.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect((await list({ customerId: shopper.user.id, status: 'InPreparation' })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list({ customerId: shopper.user.id, paymentMethod: 'card' })).body.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect((await list({ customerId: shopper.user.id, total_gte: 100, total_lte: 400 })).body.map((o: { id: number }) => o.id)).toEqual([
      b.id,
    ]);
    // the payment's status tells a paid order from one paid on delivery (13.11)
    expect((await list({ customerId: shopper.user.id, paymentStatus: 'Pending' })).body.map((o: { id: number }) => o.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect((await list({ customerId: shopper.user.id, paymentStatus: ['Paid', 'Failed'] })).body).toEqual([]);
    expect((await list({ customerId: shopper.user.id, paymentStatus: 'Bogus' })).body).toEqual([]);
    expect(byCustomer.body.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual(['Pending', 'Pending']);
    expect((await list({ q: 'filter person' })).body).toHaveLength(2);
    expect((await list({ q: a.orderNumber })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ customerId: shopper.user.id, createdAt_gte: today, createdAt_lte: today })).body).toHaveLength(2);
    expect((await list({ customerId: shopper.user.id, createdAt_lte: '2020-01-01' })).body).toHaveLength(0);
    const details = await t.api.get(`/api/admin/orders/${a.id}`, { token: admin.token });
    expect(details.body).toMatchObject({
      id: a.id,
      customerName: 'Filter Person',
      items: [{ quantity: 1 }],
      history: [{ status: 'New' }, { status: 'InPreparation' }],
    });
    expect((await list({ customerId: 1e15 })).body).toEqual([]);
    expect((await list({ id: [a.id, 1e15] })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const err = await t.api.get('/api/admin/orders?range=oops', { token: admin.token });
    expect(err.status).toBe(400);
  });
});

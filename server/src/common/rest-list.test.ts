import { randomUUID } from 'node:crypto';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 12 §3: every admin list is built by `rest-list.ts`, and a date in a filter means one thing
 * everywhere: that calendar day in Riyadh (UTC+3). Before, customers used a UTC day and orders a
 * Riyadh day, so one date filtered them over windows three hours apart.
 */
describe('admin lists: one meaning of a day (Asia/Riyadh) and typed filters', () => {
  let t: TestApp;
  let admin: string;
  /** 2026-01-31T22:30Z is 2026-02-01 01:30 in Riyadh */
  const lateNightUtc = '2026-01-31T22:30:00Z';
  let customerId: number;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    const customer = await createUser(t);
    customerId = customer.user.id;
    await seedShipping(t);
    const product = await createProduct(t, (await createCategory(t)).id);
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    orderId = placed.body.data.order.id;
    await t.db.query(`UPDATE users SET "createdAt" = $1 WHERE id = $2`, [lateNightUtc, customerId]);
    await t.db.query(`UPDATE orders SET "createdAt" = $1 WHERE id = $2`, [lateNightUtc, orderId]);
  });
  afterAll(() => t.close());

  const ids = async (resource: string, filter: object) => {
    const res = await t.api.get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
    expect(res.status).toBe(200);
    return (res.body as Array<{ id: number }>).map((r) => r.id);
  };

  it('a date is the Riyadh day for customers and orders alike', async () => {
    for (const [resource, id] of [
      ['customers', () => customerId],
      ['orders', () => orderId],
    ] as const) {
      expect({ resource, on1Feb: await ids(resource, { createdAt_gte: '2026-02-01', createdAt_lte: '2026-02-01' }) }).toEqual({
        resource,
        on1Feb: [id()],
      });
      expect({ resource, on31Jan: await ids(resource, { createdAt_gte: '2026-01-31', createdAt_lte: '2026-01-31' }) }).toEqual({
        resource,
        on31Jan: [],
      });
    }
  });

  it('an instant with a time is taken as it is', async () => {
    expect(await ids('orders', { createdAt_gte: '2026-01-31T22:00:00Z', createdAt_lte: '2026-01-31T23:00:00Z' })).toEqual([orderId]);
    expect(await ids('orders', { createdAt_lte: '2026-01-31T22:00:00Z' })).toEqual([]);
  });

  it('a value a filter cannot read is a translated 400 naming the filter; an impossible id matches nothing', async () => {
    const bad = await t.api.get(`/api/admin/orders?filter=${encodeURIComponent('{"createdAt_gte":"soon"}')}`, { token: admin, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['createdAt_gte']);
    const total = await t.api.get(`/api/admin/orders?filter=${encodeURIComponent('{"total_gte":"lots"}')}`, { token: admin, lang: 'ar' });
    expect(total.status).toBe(400);
    expect(Object.keys(total.body.errors)).toEqual(['total_gte']);
    const flag = await t.api.get(`/api/admin/coupons?filter=${encodeURIComponent('{"isActive":"maybe"}')}`, { token: admin });
    expect(flag.status).toBe(400);
    expect(await ids('orders', { customerId: 1e15 })).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11, decide list: coupons had no per-customer limit (WELCOME15 was accepted for a
 * customer with nine earlier orders). "Once per customer" and "first order only" are coupon
 * options, checked by the quote for a signed-in shopper and enforced when the order is placed.
 */
describe('coupon options: once per customer, first order only', () => {
  let t: TestApp;
  let admin: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 500, price: 150 })).id;
  });
  afterAll(() => t.close());

  const order = (token: string, couponCode?: string, lang: 'ar' | 'en' = 'en') =>
    t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS, ...(couponCode ? { couponCode } : {}) },
      { token, lang, headers: { 'idempotency-key': randomUUID() } },
    );
  const quote = (token: string | undefined, couponCode: string) =>
    t.api.post('/api/cart/quote', { items: [{ productId, quantity: 1 }], couponCode }, { token, lang: 'en' });

  it('the admin sets both options; the list and the record show them', async () => {
    const created = await t.api.post(
      '/api/admin/coupons',
      { code: 'HELLO20', discountValue: 20, isPercentage: true, expiryDate: '2099-12-31', firstOrderOnly: true },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'HELLO20', firstOrderOnly: true, oncePerCustomer: false });
    const updated = await t.api.put(`/api/admin/coupons/${created.body.id}`, { ...created.body, oncePerCustomer: true }, { token: admin });
    expect(updated.body).toMatchObject({ firstOrderOnly: true, oncePerCustomer: true });
    const listed = (await t.api.get('/api/admin/coupons', { token: admin })).body as Array<{ code: string; oncePerCustomer: boolean }>;
    expect(listed.find((c) => c.code === 'HELLO20')?.oncePerCustomer).toBe(true);
  });

  it('first order only: refused to a customer with an earlier order (quote and order, both languages); a rejected order does not count', async () => {
    await createCoupon(t, { code: 'FIRSTONLY', firstOrderOnly: true });
    const regular = await createUser(t);
    const earlier = (await order(regular.token)).body.data.order.id;
    const quoted = await quote(regular.token, 'FIRSTONLY');
    expect(quoted.body.data.couponError).toEqual({ key: 'coupon.firstOrderOnly', message: 'This coupon is for a first order only' });
    const refused = await order(regular.token, 'FIRSTONLY', 'ar');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ couponCode: ['هذا الكوبون لأول طلب فقط'] });
    // the earlier order rejected: it was never a purchase, so this is the first order
    expect((await t.api.post(`/api/admin/orders/${earlier}/reject`, { reason: 'Out of stock' }, { token: admin })).status).toBe(200);
    expect((await order(regular.token, 'FIRSTONLY')).status).toBe(201);

    const newcomer = await createUser(t);
    expect((await quote(newcomer.token, 'FIRSTONLY')).body.data.coupon.code).toBe('FIRSTONLY');
    expect((await order(newcomer.token, 'FIRSTONLY')).status).toBe(201);
    expect((await order(newcomer.token, 'FIRSTONLY')).status).toBe(409);
    // anonymous quotes cannot know: the coupon applies until the order is placed
    expect((await quote(undefined, 'FIRSTONLY')).body.data.coupon.code).toBe('FIRSTONLY');
  });

  it('once per customer: the second order with it is refused; validate says so to a signed-in shopper', async () => {
    await createCoupon(t, { code: 'ONCEEACH', oncePerCustomer: true });
    const a = await createUser(t);
    const b = await createUser(t);
    expect((await order(a.token, 'ONCEEACH')).status).toBe(201);
    const again = await order(a.token, 'ONCEEACH');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already used this coupon: it is once per customer');
    const checked = await t.api.post('/api/coupons/validate', { code: 'ONCEEACH' }, { token: a.token, lang: 'en' });
    expect(checked.status).toBe(409);
    expect(checked.body.errors).toEqual({ code: ['You have already used this coupon: it is once per customer'] });
    expect((await order(b.token, 'ONCEEACH')).status).toBe(201);
  });

  it('once per customer holds under concurrency: of 6 simultaneous orders with it, one is placed', async () => {
    await createCoupon(t, { code: 'RACEONCE', oncePerCustomer: true });
    const racer = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(racer.token, 'RACEONCE')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM orders WHERE "userId" = $1 AND "couponCode" = 'RACEONCE'`, [
      racer.user.id,
    ]);
    expect(n).toBe(1);
  });
});

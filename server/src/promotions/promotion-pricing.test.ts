import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 28: promotions inside the one pricing path. The quote and the placed order carry what each
 * promotion took off each line; uses and budget are taken once per order in its transaction (never
 * over the limit under concurrency) and given back when the order is rejected.
 */
describe('promotions in the quote and the order', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    categoryId = (await createCategory(t)).id;
    productId = (await createProduct(t, categoryId, { price: 100, stock: 1000, weight: 300 })).id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.query(`DELETE FROM promotions`));

  const label = (en: string) => ({ ar: `عرض ${en}`, en });
  async function promotion(rule: object, over: Record<string, unknown> = {}): Promise<number> {
    const res = await t.api.post(
      '/api/admin/promotions',
      { name: label('Test'), label: label('3rd one free'), startsAt: '2020-01-01', rule, ...over },
      { token: admin },
    );
    expect(res.status).toBe(201);
    return res.body.id;
  }
  const buy2get1 = { type: 'buyXgetY', buy: { quantity: 2, items: { categoryIds: [] } }, get: { quantity: 1, items: {} }, percentOff: 100 };
  const quote = (quantity: number, extra: Record<string, unknown> = {}, lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/cart/quote', { items: [{ productId, quantity }], country: 'SA', ...extra }, { lang });
  const order = (token: string, quantity: number, extra: Record<string, unknown> = {}) =>
    t.api.post(
      '/api/orders',
      { items: [{ productId, quantity }], paymentMethod: 'cod', address: SA_ADDRESS, ...extra },
      { token, lang: 'en', headers: { 'idempotency-key': randomUUID() } },
    );

  /** Many customers quickly: rows straight into users, tokens from the real TokenService. */
  async function customers(n: number): Promise<string[]> {
    const rows: Array<{ id: number }> = await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role) SELECT 'Buyer ' || g, 'promo-' || g || '-' || $2 || '@example.com', 'x', 'Customer'
       FROM generate_series(1, $1) g RETURNING id`,
      [n, randomUUID()],
    );
    const users = await t.db.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) });
    return users.map((u) => t.get(TokenService).issue(u));
  }

  it('buy 2 get the 3rd free: the quote says which promotion took what off which line, and nudges before', async () => {
    const id = await promotion(buy2get1);
    const two = (await quote(2)).body.data;
    expect(two).toMatchObject({ subtotal: 200, discount: 0, promotionDiscount: 0, promotions: [] });
    expect(two.nudge).toEqual({
      promotionId: id,
      type: 'buyXgetY',
      label: label('3rd one free'),
      items: 1,
      amount: null,
      message: 'Add 1 piece more to get: 3rd one free',
    });
    const three = (await quote(3)).body.data;
    // 900 g: one kilogram at 25; 200 after the promotion is under the 250 free-shipping threshold
    expect(three).toMatchObject({ subtotal: 300, promotionDiscount: 100, discount: 100, shipping: 25, total: 225 });
    expect(three.promotions).toEqual([{ promotionId: id, type: 'buyXgetY', level: 'item', label: label('3rd one free'), amount: 100 }]);
    expect(three.lines[0]).toMatchObject({ lineTotal: 300, promotionDiscount: 100, promotions: [{ promotionId: id, amount: 100 }] });
    // six units in two lines of three: two free, whatever the split
    const split = await t.api.post(
      '/api/cart/quote',
      {
        items: [
          { productId, quantity: 1 },
          { productId, quantity: 5 },
        ],
        country: 'SA',
      },
      { lang: 'en' },
    );
    expect(split.body.data).toMatchObject({ subtotal: 600, promotionDiscount: 200 });
  });

  it('free shipping above a threshold, and its nudge in SAR as prices are written', async () => {
    await promotion({ type: 'freeShipping', countries: ['SA'], minSubtotal: 1150 }, { label: label('Free shipping') });
    const one = (await quote(1)).body.data;
    expect(one).toMatchObject({ shipping: 25, freeShipping: false });
    expect(one.nudge).toMatchObject({
      type: 'freeShipping',
      items: null,
      amount: 1050,
      message: 'Add SAR 1,050.00 more to get: Free shipping',
    });
    const arabic = (await quote(1, {}, 'ar')).body.data;
    expect(arabic.nudge.message).toBe('أضف 1,050.00 ر.س لتحصل على: عرض Free shipping');
    const two = (await quote(12)).body.data;
    expect(two).toMatchObject({ shipping: 0, freeShipping: true, total: 1200, nudge: null });
    // twelve bottles weigh into a dearer band: 40 SAR of shipping given
    expect(two.promotions).toEqual([expect.objectContaining({ type: 'freeShipping', level: 'shipping', amount: 40 })]);
  });

  it('a promotion that does not combine with codes gives way to a coupon; one not started yet gives nothing', async () => {
    await promotion({ type: 'orderDiscount', discount: { percent: 10 } }, { combinesWithCoupons: false });
    expect((await quote(1)).body.data).toMatchObject({ promotionDiscount: 10, discount: 10 });
    await createCoupon(t, { code: 'PROMO5', discountValue: 5, isPercentage: false });
    expect((await quote(1, { couponCode: 'PROMO5' })).body.data).toMatchObject({
      promotionDiscount: 0,
      discount: 5,
      coupon: { discount: 5 },
    });
    await t.db.query(`DELETE FROM promotions`);
    // starts at the next Riyadh midnight
    const tomorrow = new Date(Date.now() + 3 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    await promotion({ type: 'orderDiscount', discount: { percent: 10 } }, { startsAt: tomorrow });
    expect((await quote(1)).body.data).toMatchObject({ promotionDiscount: 0, promotions: [] });
  });

  it('the order keeps each line’s share; its use and budget are counted, and given back when it is rejected', async () => {
    const id = await promotion(buy2get1, { budget: 1000 });
    const [token] = await customers(1);
    const placed = await order(token, 3);
    expect(placed.status).toBe(201);
    const o = placed.body.data.order;
    // 200 after the promotion + 25 shipping + 15 cash-on-delivery fee
    expect(o).toMatchObject({ subtotal: 300, discount: 100, promotionDiscount: 100, total: 240 });
    expect(o.promotions).toEqual([{ promotionId: id, type: 'buyXgetY', level: 'item', label: label('3rd one free'), amount: 100 }]);
    expect(o.items[0]).toMatchObject({ lineTotal: 300, promotionDiscount: 100, promotions: [{ promotionId: id, amount: 100 }] });
    const counted = await t.api.get(`/api/admin/promotions/${id}`, { token: admin });
    expect(counted.body).toMatchObject({ usedCount: 1, spent: 100 });
    expect((await t.api.post(`/api/admin/orders/${o.id}/reject`, { reason: 'Out of stock' }, { token: admin })).status).toBe(200);
    expect((await t.api.get(`/api/admin/promotions/${id}`, { token: admin })).body).toMatchObject({ usedCount: 0, spent: 0 });
  });

  it('a promotion that ended between quote and order: the shopper sees the new total before paying', async () => {
    const id = await promotion({ type: 'orderDiscount', discount: { fixed: 30 } });
    const quoted = (await quote(1, { paymentMethod: 'cod' })).body.data;
    expect(quoted).toMatchObject({ promotionDiscount: 30, total: 110 });
    const stored = (await t.api.get(`/api/admin/promotions/${id}`, { token: admin })).body;
    const { id: _id, type: _type, usedCount: _u, spent: _s, status: _st, createdAt: _c, ...fields } = stored;
    expect((await t.api.put(`/api/admin/promotions/${id}`, { ...fields, isActive: false }, { token: admin })).status).toBe(200);
    const [token] = await customers(1);
    const refused = await order(token, 1, { expectedTotal: quoted.total });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      expectedTotal: [
        'Your order total changed to SAR 140.00 (a promotion ended or a price changed). Check the new total, then place the order.',
      ],
    });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM orders WHERE "userId" = (SELECT max(id) FROM users)`))[0].n).toBe(0);
    expect((await order(token, 1, { expectedTotal: 140 })).status).toBe(201);
  });

  it('20 concurrent orders against a budget for 5: exactly 5 get it, never more', async () => {
    const id = await promotion({ type: 'itemDiscount', items: {}, discount: { fixed: 10 } }, { budget: 50 });
    const tokens = await customers(20);
    const answers = await Promise.all(tokens.map((token) => order(token, 1)));
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.data.order);
    expect(placed.filter((o) => o.promotionDiscount === 10)).toHaveLength(5);
    // the others were priced after it ran out (full price), or ran out in their transaction: told before paying
    expect(placed.filter((o) => o.promotionDiscount !== 10).every((o) => o.promotionDiscount === 0 && o.total === 140)).toBe(true);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.errors])).toEqual(
      refused.map(() => [
        409,
        { promotions: ['A promotion on your cart changed (it ended or ran out). Check the new total, then place the order.'] },
      ]),
    );
    expect((await t.api.get(`/api/admin/promotions/${id}`, { token: admin })).body).toMatchObject({
      usedCount: 5,
      spent: 50,
      status: 'usedUp',
    });
    const given = await t.db.query(
      `SELECT coalesce(sum((p->>'amount')::numeric), 0)::float AS n FROM orders o, jsonb_array_elements(o.promotions) p
       WHERE (p->>'promotionId')::int = $1`,
      [id],
    );
    expect(given[0].n).toBe(50);
    // used up: the next shopper is quoted the full price
    expect((await quote(1)).body.data).toMatchObject({ promotionDiscount: 0 });
  });

  it('once per customer holds when one customer places 5 orders at once', async () => {
    const id = await promotion({ type: 'orderDiscount', discount: { fixed: 20 } }, { perCustomerLimit: 1 });
    const [token] = await customers(1);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => order(token, 1)));
    const discounted = answers.filter((a) => a.status === 201 && a.body.data.order.promotionDiscount === 20);
    expect(discounted).toHaveLength(1);
    const uses = await t.db.query(`SELECT count(*)::int AS n FROM promotion_uses WHERE "promotionId" = $1`, [id]);
    expect(uses[0].n).toBe(1);
  });
});

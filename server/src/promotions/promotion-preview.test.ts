import { randomUUID } from 'node:crypto';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 28, the back office: "try it on this cart" prices the promotion as edited (saved or not)
 * through the one pricing path without writing anything, and each promotion's report counts the
 * orders that kept it: revenue, discount given, customers and the new ones among them.
 */
describe('promotion preview and report', () => {
  let t: TestApp;
  let admin: string;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    const categoryId = (await createCategory(t)).id;
    productId = (await createProduct(t, categoryId, { price: 100, stock: 1000, weight: 300 })).id;
  });
  afterAll(() => t.close());

  const label = { ar: 'الثالثة مجاناً', en: '3rd one free' };
  const draft = (rule: object, over: Record<string, unknown> = {}) => ({
    name: { ar: 'عرض تجريبي', en: 'Trial offer' },
    label,
    // not started yet: the preview tries it as if it were running
    startsAt: '2099-01-01',
    rule,
    ...over,
  });
  const buy2get1 = { type: 'buyXgetY', buy: { quantity: 2, items: {} }, get: { quantity: 1, items: {} }, percentOff: 100 };
  const preview = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/admin/promotions/preview', body, { token: admin, lang });
  const order = (token: string, quantity: number) =>
    t.api.post(
      '/api/orders',
      { items: [{ productId, quantity }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token, lang: 'en', headers: { 'idempotency-key': randomUUID() } },
    );

  it('prices an unsaved promotion on sample lines, without and with it, and writes nothing', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM promotions`))[0].n;
    const three = await preview({ promotion: draft(buy2get1), items: [{ productId, quantity: 3 }] });
    expect(three.status).toBe(200);
    // without: 300 reaches the 250 free-shipping threshold; with: 200 + 25 shipping
    expect(three.body).toMatchObject({
      subtotal: 300,
      promotionDiscount: 100,
      shippingDiscount: 0,
      totalWithout: 300,
      total: 225,
      applies: true,
      orderNumber: null,
    });
    expect(three.body.lines).toEqual([
      {
        variantId: expect.any(Number),
        name: expect.objectContaining({ en: expect.any(String) }),
        quantity: 3,
        lineTotal: 300,
        promotionDiscount: 100,
      },
    ]);
    const two = await preview({ promotion: draft(buy2get1), items: [{ productId, quantity: 2 }] }, 'ar');
    expect(two.body).toMatchObject({ promotionDiscount: 0, total: 225, totalWithout: 225, applies: false });
    expect(two.body.nudge).toMatchObject({ items: 1, message: 'أضف قطعة واحدة لتحصل على: الثالثة مجاناً' });
    // free shipping: the fee it waives, not a discount on the items
    const shipping = await preview({ promotion: draft({ type: 'freeShipping', minSubtotal: 50 }), items: [{ productId, quantity: 1 }] });
    expect(shipping.body).toMatchObject({ promotionDiscount: 0, shippingDiscount: 25, totalWithout: 125, total: 100, applies: true });
    // a condition the shopper does not meet: it does not apply
    const stcOnly = draft(buy2get1, { conditions: { paymentMethods: ['stcpay'] } });
    expect((await preview({ promotion: stcOnly, items: [{ productId, quantity: 3 }], paymentMethod: 'cod' })).body).toMatchObject({
      applies: false,
      promotionDiscount: 0,
    });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM promotions`))[0].n).toBe(before);
  });

  it('tries a past order: its lines, customer, country and payment method', async () => {
    const { token } = await createUser(t);
    const placed = (await order(token, 4)).body.data.order;
    expect(placed.promotionDiscount).toBe(0);
    const tried = await preview({ promotion: draft({ type: 'orderDiscount', discount: { percent: 10 } }), orderId: placed.id });
    // 400 − 40, free shipping, 15 cash-on-delivery fee
    expect(tried.body).toMatchObject({
      orderNumber: placed.orderNumber,
      subtotal: 400,
      promotionDiscount: 40,
      totalWithout: 415,
      total: 375,
    });
  });

  it('refuses what cannot be tried with translated field errors', async () => {
    const bundleOfOne = await preview({
      promotion: draft({ type: 'bundlePrice', size: 1, price: 50 }),
      items: [{ productId, quantity: 2 }],
    });
    expect(bundleOfOne.status).toBe(400);
    expect(bundleOfOne.body.errors).toEqual({ 'promotion.rule.size': 'A bundle holds at least two items' });
    const empty = await preview({ promotion: draft(buy2get1) }, 'ar');
    expect(empty.body.errors).toEqual({ items: 'اختر منتجات أو طلباً سابقاً للتجربة' });
    const noOrder = await preview({ promotion: draft(buy2get1), orderId: 2_000_000_000 });
    expect(noOrder.status).toBe(400);
    expect(noOrder.body.errors).toEqual({ orderId: 'Order not found' });
    const customer = (await createUser(t)).token;
    expect((await t.api.post('/api/admin/promotions/preview', { promotion: draft(buy2get1), items: [] }, { token: customer })).status).toBe(
      403,
    );
  });

  it('reports orders, customers, new customers, revenue and discount given; a rejected order drops out', async () => {
    const created = await t.api.post(
      '/api/admin/promotions',
      draft({ type: 'orderDiscount', discount: { fixed: 20 } }, { startsAt: '2020-01-01', budget: 500 }),
      {
        token: admin,
      },
    );
    const id = created.body.id as number;
    const fresh = (await createUser(t)).token;
    const regular = (await createUser(t)).token;
    // the regular customer ordered before the promotion ran
    await t.api.put(
      `/api/admin/promotions/${id}`,
      { ...draft({ type: 'orderDiscount', discount: { fixed: 20 } }), isActive: false, startsAt: '2020-01-01' },
      { token: admin },
    );
    expect((await order(regular, 1)).status).toBe(201);
    await t.api.put(
      `/api/admin/promotions/${id}`,
      { ...draft({ type: 'orderDiscount', discount: { fixed: 20 } }), startsAt: '2020-01-01', budget: 500 },
      { token: admin },
    );
    // 100 − 20 + 25 shipping + 15 cash on delivery = 120 each
    const orders = [await order(fresh, 1), await order(fresh, 1), await order(regular, 1)].map((r) => r.body.data.order);
    expect(orders.map((o) => [o.promotionDiscount, o.total])).toEqual([
      [20, 120],
      [20, 120],
      [20, 120],
    ]);
    const rejected = await order(regular, 1);
    await t.api.post(`/api/admin/orders/${rejected.body.data.order.id}/reject`, { reason: 'Out of stock' }, { token: admin });
    const report = await t.api.get(`/api/admin/promotions/${id}/report`, { token: admin });
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      promotionId: id,
      uses: 3,
      orders: 3,
      customers: 2,
      newCustomers: 1,
      revenue: 360,
      discountGiven: 60,
      budget: 500,
    });
    expect((await t.api.get(`/api/admin/promotions/2000000000/report`, { token: admin })).status).toBe(404);
  });

  it('tries it beside the promotions running now and with a coupon, as checkout would price them', async () => {
    // the report's promotion runs: 20 SAR off every order
    const [running] = await t.db.query(`SELECT id FROM promotions WHERE "isActive" ORDER BY id DESC LIMIT 1`);
    const three = { promotion: draft(buy2get1), items: [{ productId, quantity: 3 }] };
    const alone = (await preview(three)).body;
    expect(alone).toMatchObject({ promotionDiscount: 100, total: 225, others: [], coupon: null, couponError: null });

    const together = (await preview({ ...three, together: true })).body;
    expect(together.others).toEqual([expect.objectContaining({ promotionId: running.id, type: 'orderDiscount', amount: 20 })]);
    // 300 − 100 (3rd free) − 20 (running) + 25 shipping; without the draft only the running 20 came off
    expect(together).toMatchObject({ applies: true, promotionDiscount: 120, totalWithout: 280, total: 205 });
    // editing the running one: its stored copy gives way to the form's
    expect((await preview({ ...three, together: true, promotionId: running.id })).body).toMatchObject({ others: [], total: 225 });

    const coupon = await createCoupon(t, { discountValue: 10, isPercentage: true });
    const withCoupon = (await preview({ ...three, together: true, couponCode: coupon.code.toLowerCase() })).body;
    // the coupon takes 10% of what the promotions left (180)
    expect(withCoupon).toMatchObject({ coupon: { code: coupon.code, discount: 18 }, couponError: null, total: 187 });
    const unknown = (await preview({ ...three, couponCode: 'NOSUCHCODE' }, 'ar')).body;
    expect(unknown).toMatchObject({ coupon: null, total: 225 });
    expect(unknown.couponError).toMatch(/[\u0600-\u06FF]/);
    expect((await preview({ ...three, together: 'yes' })).body.errors).toEqual({ together: 'This value is not valid' });
  });
});

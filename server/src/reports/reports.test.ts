import { jest } from '@jest/globals';
import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { createUser } from '../testing/fixtures.js';
import { SA_ADDRESS } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

/** Over the seeded demo shop (which these tests also check), plus orders placed here. */
describe('admin dashboard and sales report (on the demo shop)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let demoToken: string;

  const dashboard = async () => (await t.api.get('/api/admin/dashboard', { token: admin.token })).body;
  const sales = (query: string) => t.api.get(`/api/admin/reports/sales?${query}`, { token: admin.token, lang: 'en' });
  const scalar = async (sql: string) => Number((await t.db.query(sql))[0].n);
  const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    admin = await createUser(t, 'Admin');
    const demo = await t.db.getRepository(User).findOneByOrFail({ email: 'customer@ward.sa' });
    demoToken = t.get(TokenService).issue(demo);
  }, 180_000);
  afterAll(() => t.close(), 60_000);

  it('the demo shop has carriers for the five countries, coupons (one expired) and orders in every state for customer@ward.sa', async () => {
    expect(await scalar(`SELECT count(*) AS n FROM carriers`)).toBe(6); // SMSA, Aramex, SPL, DHL, J&T, Naqel
    expect(
      (await t.db.query(`SELECT DISTINCT country FROM shipping_rates ORDER BY country`)).map((r: { country: string }) => r.country),
    ).toEqual(['AE', 'BH', 'KW', 'QA', 'SA']);
    expect((await t.api.post('/api/coupons/validate', { code: 'ward10', subtotal: 100 })).body.data.discount).toBe(10);
    expect((await t.api.post('/api/coupons/validate', { code: 'RAMADAN25' })).status).toBe(409);
    const mine = await t.api.get('/api/orders?pageSize=50', { token: demoToken });
    expect(mine.body.data.total).toBe(9);
    const statuses = new Set(mine.body.data.items.map((o: { status: string }) => o.status));
    expect([...statuses].sort()).toEqual(['Completed', 'InPreparation', 'New', 'OnTheWay', 'PaymentFailure', 'Rejected']);
    for (const o of mine.body.data.items) {
      expect(o.history.length).toBeGreaterThan(0);
      expect(o.history.at(-1).status).toBe(o.status);
      expect(Math.round((o.subtotal - o.discount + o.shipping + o.codFee) * 100)).toBe(Math.round(o.total * 100));
    }
    const shipped = mine.body.data.items.find((o: { status: string }) => o.status === 'OnTheWay');
    const shipment = await t.api.get(`/api/shipments/${shipped.paymentId}`, { token: demoToken });
    expect(shipment.body.data).toMatchObject({ isShipped: true, trackingUrl: expect.stringContaining(shipped.trackingNumber) });
    const completed = mine.body.data.items.find((o: { status: string }) => o.status === 'Completed');
    expect((await t.api.get(`/api/orders/${completed.id}/invoice`, { token: demoToken })).status).toBe(200);
  });

  it('the dashboard shows every SPEC.md figure, and revenue counts confirmed orders only', async () => {
    const before = await dashboard();
    for (const key of [
      'revenue',
      'orders',
      'customers',
      'products',
      'lowStock',
      'featured',
      'discounted',
      'categories',
      'activeCoupons',
      'branches',
      'banners',
      'testimonials',
    ]) {
      expect(typeof before[key]).toBe('number');
    }
    expect(before.products).toBe(await scalar(`SELECT count(*) AS n FROM products`));
    // variants at or below 5; a gift set has what its items make (its own stock column stays 0)
    expect(before.lowStock).toBe(
      await scalar(`SELECT count(*) AS n FROM product_variants v
        WHERE coalesce((SELECT min(c.stock / k.quantity) FROM variant_components k JOIN product_variants c ON c.id = k."componentId"
                        WHERE k."setId" = v.id), v.stock) <= 5`),
    );
    expect(before.featured).toBe(await scalar(`SELECT count(*) AS n FROM products WHERE "isFeatured"`));
    expect(before.discounted).toBe(await scalar(`SELECT count(*) AS n FROM products WHERE "isDiscounted"`));
    expect(before.categories).toBe(await scalar(`SELECT count(*) AS n FROM categories`));
    expect(before.customers).toBe(await scalar(`SELECT count(*) AS n FROM users WHERE role = 'Customer'`));
    expect(before.activeCoupons).toBe(3); // WARD10, SAVE50, WELCOME15; RAMADAN25 has expired
    expect(before.revenue).toBe(
      Number(
        (await t.db.query(`SELECT sum(total) AS n FROM orders WHERE status IN ('New', 'InPreparation', 'OnTheWay', 'Completed')`))[0].n,
      ),
    );
    expect(before.ordersByStatus).toMatchObject({
      Completed: 4,
      Rejected: 1,
      PaymentFailure: 1,
      OnTheWay: 1,
      InPreparation: 1,
      New: 1,
      WaitingForPayment: 0,
    });
    expect(before.recentOrders).toHaveLength(5);

    const [product] = await t.db.query(
      `SELECT "productId" AS id FROM product_variants WHERE stock >= 5 AND weight IS NOT NULL AND NOT "isSample" ORDER BY "productId" LIMIT 1`,
    );
    const cod = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: demoToken },
    );
    const card = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'card', address: SA_ADDRESS },
      { token: demoToken },
    );
    const after = await dashboard();
    expect(after.orders).toBe(before.orders + 2);
    expect(after.revenue).toBeCloseTo(before.revenue + cod.body.data.order.total, 2);
    expect(after.pendingOrders).toBe(before.pendingOrders + 1);
    expect(after.ordersByStatus.WaitingForPayment).toBe(1);
    expect(after.recentOrders[0].orderNumber).toBe(card.body.data.order.orderNumber);
    expect((await t.api.get('/api/admin/dashboard', { token: demoToken })).status).toBe(403);
  });

  it('sales per day, week and month over a range, with top products and payment methods', async () => {
    const customer = await createUser(t, 'Customer');
    const [a, b] = await t.db.query(
      `SELECT "productId" AS id FROM product_variants WHERE stock >= 10 AND weight IS NOT NULL AND NOT "isSample" ORDER BY "productId" LIMIT 2`,
    );
    const today = riyadhToday();
    const baseline = (await sales(`from=${today}&to=${today}`)).body.totals;
    const place = (items: object[], paymentMethod = 'cod') =>
      t.api.post('/api/orders', { items, paymentMethod, address: SA_ADDRESS }, { token: customer.token });
    const o1 = (await place([{ productId: a.id, quantity: 3 }])).body.data.order;
    const o2 = (
      await place(
        [
          { productId: b.id, quantity: 1 },
          { productId: a.id, quantity: 1 },
        ],
        'wallet',
      )
    ).body.data.order; // waits for payment: not a sale
    expect(o2.status).toBe('WaitingForPayment');

    const day = await sales(`from=${today}&to=${today}&groupBy=day`);
    expect(day.status).toBe(200);
    expect(day.body.series).toHaveLength(1);
    expect(day.body.series[0].period).toBe(today);
    expect(day.body.totals.orders).toBe(baseline.orders + 1);
    expect(day.body.totals.revenue).toBeCloseTo(baseline.revenue + o1.total, 2);
    expect(day.body.totals.items).toBe(baseline.items + 3);
    const top = day.body.topProducts.find((p: { productId: number }) => p.productId === a.id);
    expect(top.quantity).toBeGreaterThanOrEqual(3);

    const month = await sales(`from=${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}&to=${today}&groupBy=month`);
    expect(month.body.series.length).toBeGreaterThanOrEqual(2);
    expect(month.body.series.every((s: { period: string }) => /^\d{4}-\d{2}-01$/.test(s.period))).toBe(true);
    const confirmed = await scalar(
      `SELECT count(*) AS n FROM orders WHERE status IN ('New', 'InPreparation', 'OnTheWay', 'Completed') AND "createdAt" >= now() - interval '59 days'`,
    );
    expect(month.body.totals.orders).toBe(confirmed);
    expect(month.body.byPaymentMethod.reduce((n: number, m: { orders: number }) => n + m.orders, 0)).toBe(confirmed);
    expect(month.body.topProducts.length).toBeGreaterThan(1);
    expect(month.body.topProducts[0].revenue).toBeGreaterThanOrEqual(month.body.topProducts[1].revenue);

    const week = await sales('groupBy=week');
    expect(week.body.series.length).toBeGreaterThanOrEqual(5);
    expect(new Date(`${week.body.series[0].period}T00:00:00Z`).getUTCDay()).toBe(1); // weeks start on Monday
    const defaultRange = await sales('');
    expect(defaultRange.body.series).toHaveLength(30);

    // 2000-01-01 is a Riyadh day (1999-12-31T21:00Z in UTC): the year 2000 is the earliest allowed, and it is allowed
    const y2k = await sales('from=2000-01-01&to=2000-12-31&groupBy=month');
    expect(y2k.status).toBe(200);
    expect(y2k.body.series.map((s: { period: string }) => s.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2000-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect((await sales('from=1999-12-31&to=2000-01-31')).status).toBe(400);

    const backwards = await sales('from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: 'The end date must be after the start date' });
    expect((await sales('groupBy=year')).status).toBe(400);
    expect((await t.api.get('/api/admin/reports/sales', { token: customer.token })).status).toBe(403);
  });
});

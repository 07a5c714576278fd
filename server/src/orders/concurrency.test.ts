import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { In } from 'typeorm';
import { createWardApp, type WardApp } from '../app.factory.js';
import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { http, type Http } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

/**
 * Two server instances over one PostgreSQL (DESIGN.md §1: several instances must behave like
 * one): stock is never oversold and an Idempotency-Key gives one order, whichever instance
 * serves each request.
 */
describe('checkout under concurrency, across two instances', () => {
  let t: TestApp;
  let second: WardApp;
  let secondApi: Http;
  let secondDataDir: string;
  let categoryId: number;

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [id]))[0].stock as number;
  const apis = () => [t.api, secondApi];

  /** Many customers quickly: rows straight into users (no password hashing), tokens from the real TokenService. */
  async function customers(n: number): Promise<string[]> {
    const rows: Array<{ id: number }> = await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role) SELECT 'Buyer ' || g, 'buyer-' || g || '-' || $2 || '@example.com', 'x', 'Customer' FROM generate_series(1, $1) g RETURNING id`,
      [n, Date.now()],
    );
    const users = await t.db.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) });
    return users.map((u) => t.get(TokenService).issue(u));
  }

  beforeAll(async () => {
    t = await startTestApp();
    secondDataDir = mkdtempSync(join(tmpdir(), 'ward-test-second-'));
    second = await createWardApp({ ...t.config, dataDir: secondDataDir });
    secondApi = http(await second.listen(0, '127.0.0.1'));
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    rmSync(secondDataDir, { recursive: true, force: true });
    await t.close();
  }, 60_000);

  it('50 concurrent orders for a product with 10 in stock: exactly 10 orders, 40 refusals (409), stock 0', async () => {
    const p = await createProduct(t, categoryId, { price: 120, stock: 10, name: { ar: 'عود كمبودي', en: 'Cambodian Oud' } });
    const tokens = await customers(50);
    const started = Date.now();
    const answers = await Promise.all(
      tokens.map((token, i) =>
        apis()[i % 2].post(
          '/api/orders',
          { items: [{ productId: p.id, quantity: 1 }], paymentMethod: i % 3 === 0 ? 'card' : 'cod', address: SA_ADDRESS },
          { token, lang: 'en' },
        ),
      ),
    );
    const elapsed = Date.now() - started;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('Not enough stock of "Cambodian Oud" (0 available)');
    expect(await stockOf(p.id)).toBe(0);
    const [{ orders, units }] = await t.db.query(
      `SELECT count(DISTINCT "orderId")::int AS orders, sum(quantity)::int AS units FROM order_items WHERE "productId" = $1`,
      [p.id],
    );
    expect({ orders, units }).toEqual({ orders: 10, units: 10 });
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.data.order);
    expect(new Set(placed.map((o) => o.orderNumber)).size).toBe(10);
    const invoiceNumbers = placed
      .map((o) => o.invoiceNumber)
      .filter(Boolean)
      .sort();
    expect(new Set(invoiceNumbers).size).toBe(invoiceNumbers.length);
    // the figures for the closing note
    console.log(
      `concurrency: 50 orders for 10 in stock over 2 instances → ${statuses.filter((s) => s === 201).length} placed, ${statuses.filter((s) => s === 409).length} refused, stock ${await stockOf(p.id)}, ${elapsed} ms`,
    );
  });

  it('never takes more than the stock when quantities differ: 30 concurrent orders of 3 for 10 in stock → 3 orders, 1 left', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const tokens = await customers(30);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        apis()[i % 2].post(
          '/api/orders',
          { items: [{ productId: p.id, quantity: 3 }], paymentMethod: 'cod', address: SA_ADDRESS },
          { token },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await stockOf(p.id)).toBe(1);
  });

  it('a coupon with one use left goes to exactly one of 20 concurrent orders', async () => {
    const p = await createProduct(t, categoryId, { stock: 100 });
    await t.get(CouponsService).create({
      code: 'LASTONE',
      discountValue: 10,
      isPercentage: true,
      oncePerCustomer: false,
      firstOrderOnly: false,
      expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
      usageLimit: 1,
      minOrderTotal: null,
    });
    const tokens = await customers(20);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        apis()[i % 2].post(
          '/api/orders',
          { items: [{ productId: p.id, quantity: 1 }], couponCode: 'LASTONE', paymentMethod: 'cod', address: SA_ADDRESS },
          { token, lang: 'en' },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set(['This coupon has reached its usage limit']));
    expect((await t.db.query(`SELECT "usedCount" FROM coupons WHERE code = 'LASTONE'`))[0].usedCount).toBe(1);
    expect(await stockOf(p.id)).toBe(99);
  });

  it('an Idempotency-Key makes a retried submit answer the same order: sequentially, and concurrently on both instances', async () => {
    const p = await createProduct(t, categoryId, { stock: 20 });
    const { token } = await createUser(t, 'Customer');
    const body = { items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'card', address: SA_ADDRESS };
    const key = 'checkout-7f3c2a9e-0001';
    const first = await t.api.post('/api/orders', body, { token, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const retry = await secondApi.post('/api/orders', body, { token, headers: { 'Idempotency-Key': key } });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.order.id).toBe(first.body.data.order.id);
    expect(retry.body.data.payment.id).toBe(first.body.data.payment.id);
    expect(retry.body.data.payment.redirectUrl).toBe(first.body.data.payment.redirectUrl);
    expect(await stockOf(p.id)).toBe(18);

    const other = await t.api.post(
      '/api/orders',
      { ...body, items: [{ productId: p.id, quantity: 5 }] },
      { token, headers: { 'Idempotency-Key': key }, lang: 'en' },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different order');
    const bad = await t.api.post('/api/orders', body, { token, headers: { 'Idempotency-Key': 'short' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['Idempotency-Key']).toEqual(['The Idempotency-Key header is not valid (8 to 100 characters)']);
    expect(await stockOf(p.id)).toBe(18);

    // a double click that reaches both instances at once
    const burstKey = 'checkout-7f3c2a9e-0002';
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => apis()[i % 2].post('/api/orders', body, { token, headers: { 'Idempotency-Key': burstKey } })),
    );
    expect(burst.filter((a) => a.status === 201)).toHaveLength(1);
    expect(burst.filter((a) => a.status === 200 && a.headers.get('idempotent-replayed') === 'true')).toHaveLength(11);
    expect(new Set(burst.map((a) => a.body.data.order.id)).size).toBe(1);
    expect(new Set(burst.map((a) => a.body.data.payment.redirectUrl)).size).toBe(1);
    expect(
      (await t.db.query(`SELECT count(*)::int AS n FROM test_gateway_invoices WHERE reference = $1`, [burst[0].body.data.payment.id]))[0].n,
    ).toBe(1);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM orders WHERE "idempotencyKey" = $1`, [burstKey]))[0].n).toBe(1);
    expect(await stockOf(p.id)).toBe(16);

    // keys belong to one customer: another customer's same key is another order
    const stranger = await createUser(t, 'Customer');
    const theirs = await t.api.post('/api/orders', body, { token: stranger.token, headers: { 'Idempotency-Key': burstKey } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.order.id).not.toBe(burst[0].body.data.order.id);
  });
});

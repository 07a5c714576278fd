import { randomUUID } from 'node:crypto';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { reconcile, takeBooks } from '../support/reconcile.js';
import { DEMO, login } from '../support/server.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { registerCustomers, SA_ADDRESS } from '../support/traffic.js';

/**
 * Two production servers on one PostgreSQL, on different ports with the same JWT_SECRET, as
 * behind a load balancer (issue 7 §6): they start together on an empty database, and behave as
 * one shop — a token from one works on the other, an Idempotency-Key gives one order, rate
 * limits count across both, stock never oversells and coupon limits hold when orders are spread
 * over both.
 */
describe('two instances behind a load balancer behave as one shop', () => {
  let pg: TestPostgres;
  let a: ShopProcess;
  let b: ShopProcess;
  let adminToken: string;
  let buyers: string[];
  let template: Record<string, unknown>;

  const json = async (res: Response) => ({ status: res.status, headers: res.headers, body: (await res.json()) });
  const post = (shop: ShopProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(shop.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(json);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function newProduct(stock: number, price: number): Promise<number> {
    const res = await post(
      a,
      '/api/admin/products',
      { ...template, name: { ar: `منتج مشترك ${stock}-${price}`, en: `Shared product ${stock}-${price}` }, stock, price },
      bearer(adminToken),
    );
    expect(res.status).toBe(201);
    return res.body.id;
  }

  beforeAll(async () => {
    pg = await startPostgres();
    const databaseUrl = await pg.createDatabase('ward');
    // both start at once on an empty database: one runs the migrations and seeds, the other waits for it
    // behind one load balancer: each trusts the one proxy hop in front (X-Forwarded-For names the client)
    const env = { TRUST_PROXY: 'true' };
    [a, b] = await Promise.all([startShopProcess({ databaseUrl, env }), startShopProcess({ databaseUrl, env })]);
    adminToken = await login(a.url, DEMO.admin.email, DEMO.admin.password);
    buyers = await registerCustomers(b.url, 12, 'two');
    const list = await fetch(`${a.url}/api/admin/products?range=[0,0]&sort=["id","ASC"]`, { headers: bearer(adminToken) }).then(json);
    const {
      id: _id,
      name: _n,
      finalPrice: _f,
      createdAt: _c,
      updatedAt: _u,
      ratingAverage: _r,
      ratingCount: _rc,
      category: _cat,
      // a new product gets its own variant (and SKU) from its price and stock
      variants: _variants,
      priceRange: _range,
      // a demo perfume may offer a sample vial: the answer names it with its variant id, a body does not
      sample: _sample,
      ...rest
    } = list.body[0];
    template = { ...rest, weight: 300, isDiscounted: false, discountValue: null };
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await pg?.destroy();
  }, 60_000);

  it('started together on an empty database: one schema, one demo shop, no failed start', async () => {
    // one migrated and seeded while the other waited: neither had to retry a failed migration
    for (const shop of [a, b]) expect(shop.logs.join('')).not.toMatch(/Migration "\w+" failed|Unable to connect to the database/);
    const [{ migrations }] = await pg.query<{ migrations: number }>(`SELECT count(*)::int AS migrations FROM migrations`, [], 'ward');
    const [{ names }] = await pg.query<{ names: number }>(`SELECT count(DISTINCT name)::int AS names FROM migrations`, [], 'ward');
    expect(migrations).toBe(names);
    const [{ admins }] = await pg.query<{ admins: number }>(
      `SELECT count(*)::int AS admins FROM users WHERE email = $1`,
      [DEMO.admin.email],
      'ward',
    );
    expect(admins).toBe(1);
    const [{ categories }] = await pg.query<{ categories: number }>(
      `SELECT count(*)::int - count(DISTINCT "nameEn")::int AS categories FROM categories`,
      [],
      'ward',
    );
    expect(categories).toBe(0); // no category seeded twice
  });

  it('a token issued by one instance is accepted by the other', async () => {
    const token = await login(a.url, DEMO.customer.email, DEMO.customer.password);
    const me = await fetch(`${b.url}/api/Auth/me`, { headers: bearer(token) }).then(json);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(DEMO.customer.email);
  });

  it('one Idempotency-Key sent to both instances at once gives one order', async () => {
    const product = await newProduct(50, 90);
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const body = { items: [{ productId: product, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS };
      const answers = await Promise.all(
        [a, b, a, b].map((shop) => post(shop, '/api/orders', body, { ...bearer(buyers[0]), 'idempotency-key': key })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(answers.map((r) => r.body.data.order.id)).size).toBe(1);
      expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    }
    const [{ stock }] = await pg.query<{ stock: number }>(
      `SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`,
      [product],
      'ward',
    );
    expect(stock).toBe(45);
  });

  it('stock never oversells when orders are spread over both: 40 buyers, 10 in stock → 10 orders', async () => {
    const books = await takeBooks(pg, 'ward');
    const product = await newProduct(10, 120);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          [a, b][i % 2],
          '/api/orders',
          { items: [{ productId: product, quantity: 1 }], paymentMethod: i % 4 === 0 ? 'card' : 'cod', address: SA_ADDRESS },
          {
            ...bearer(buyers[i % buyers.length]),
            'idempotency-key': randomUUID(),
            'accept-language': 'en',
          },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(30);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.message).toMatch(/Not enough stock/);
    const [{ stock }] = await pg.query<{ stock: number }>(
      `SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`,
      [product],
      'ward',
    );
    expect(stock).toBe(0);
    const result = await reconcile(pg, books);
    expect(result.problems).toEqual([]);
    expect(result.orders).toBe(10);
  });

  it('the reconciliation used by every suite notices a lost unit and a half-written order (a check of the check)', async () => {
    const product = await newProduct(5, 60);
    const books = await takeBooks(pg, 'ward');
    const placed = await post(
      a,
      '/api/orders',
      { items: [{ productId: product, quantity: 2 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { ...bearer(buyers[1]), 'idempotency-key': randomUUID() },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.order.id as number;
    const balanced = await reconcile(pg, books);
    expect(balanced).toEqual({ orders: 1, unitsSold: 2, problems: [] });
    // a unit vanishes from the shelf
    await pg.query(`UPDATE product_variants SET stock = stock - 1 WHERE "productId" = $1`, [product], 'ward');
    const [{ id: variant }] = await pg.query<{ id: number }>(`SELECT id FROM product_variants WHERE "productId" = $1`, [product], 'ward');
    expect((await reconcile(pg, books)).problems).toEqual([`variant ${variant}: stock 2 + sold 2 ≠ initial 5`]);
    await pg.query(`UPDATE product_variants SET stock = stock + 1 WHERE "productId" = $1`, [product], 'ward');
    // an order row without its lines, payment or timeline
    await pg.query(
      `CREATE TEMP TABLE half AS SELECT * FROM orders WHERE id = ${orderId};
       UPDATE half SET id = nextval('orders_id_seq'), "orderNumber" = 'HALF' || id, "idempotencyKey" = NULL, "invoiceNumber" = NULL;
       INSERT INTO orders SELECT * FROM half;`,
      [],
      'ward',
    );
    const [{ half }] = await pg.query<{ half: number }>(`SELECT max(id)::int AS half FROM orders`, [], 'ward');
    expect((await reconcile(pg, books)).problems).toEqual([
      `order ${half} has no items`,
      `order ${half} has 0 payments`,
      `order ${half} has no timeline`,
    ]);
    await pg.query(`DELETE FROM orders WHERE id = $1`, [half], 'ward');
    expect((await reconcile(pg, books)).problems).toEqual([]);
  });

  it('a coupon with 3 uses goes to exactly 3 of 12 orders spread over both', async () => {
    const books = await takeBooks(pg, 'ward');
    const product = await newProduct(100, 80);
    const code = `TWO${Date.now() % 100000}`;
    const coupon = await post(
      a,
      '/api/admin/coupons',
      { code, discountValue: 10, isPercentage: true, expiryDate: '2099-12-31', usageLimit: 3 },
      bearer(adminToken),
    );
    expect(coupon.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          [a, b][i % 2],
          '/api/orders',
          { items: [{ productId: product, quantity: 1 }], paymentMethod: 'cod', couponCode: code, address: SA_ADDRESS },
          {
            ...bearer(buyers[i]),
            'idempotency-key': randomUUID(),
            'accept-language': 'en',
          },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(Object.keys(r.body.errors)).toEqual(['couponCode']);
    const [{ used }] = await pg.query<{ used: number }>(`SELECT "usedCount" AS used FROM coupons WHERE id = $1`, [coupon.body.id], 'ward');
    expect(used).toBe(3);
    const result = await reconcile(pg, books);
    expect(result.problems).toEqual([]);
    expect(result.orders).toBe(3);
  });

  it('rate limits count across both: after 5 wrong passwords for one email from one address the 6th is 429 whichever instance answers', async () => {
    const email = 'load-two-11@example.com';
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await post([a, b][i % 2], '/api/Auth/login', { email, password: 'wrong-password' }));
    expect(tries.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
    // what is left of the 15 minutes that address waits for that account (docs/security.md)
    expect(Number(tries[5].headers.get('retry-after'))).toBeGreaterThan(850);
    // the right password from that address is refused too while the window lasts, on either instance
    expect((await post(a, '/api/Auth/login', { email, password: 'load-test-password' })).status).toBe(429);
  });

  it('rate limits count across both: reset requests for one email (3 a minute) and registrations per client (20 a minute)', async () => {
    const email = 'load-two-10@example.com';
    const resets = [];
    for (let i = 0; i < 4; i++) resets.push((await post([a, b][i % 2], '/api/Auth/forgot-password', { email })).status);
    expect(resets).toEqual([200, 200, 200, 429]);
    // one client (as the balancer reports it) registering on both instances in turn: 20 fit, then 429 on both
    const client = { 'x-forwarded-for': '198.51.100.20' };
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      const password = 'another-long-password';
      const body = { name: `Extra ${i}`, email: `extra-${i}-${Date.now()}@example.com`, password, confirmPassword: password };
      statuses.push((await post([a, b][i % 2], '/api/Auth/register', body, client)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    // another client is not held back
    const password = 'another-long-password';
    const other = await post(
      b,
      '/api/Auth/register',
      { name: 'Other', email: `other-${Date.now()}@example.com`, password, confirmPassword: password },
      { 'x-forwarded-for': '198.51.100.21' },
    );
    expect(other.status).toBe(200);
  });

  it('a catalogue change made on one instance shows on the other within its 10 s cache', async () => {
    const product = await newProduct(5, 150);
    expect((await fetch(`${b.url}/api/products/${product}`).then(json)).body.data.price).toBe(150);
    const current = await fetch(`${a.url}/api/admin/products/${product}`, { headers: bearer(adminToken) }).then(json);
    const {
      id: _id,
      finalPrice: _f,
      createdAt: _c,
      updatedAt: _u,
      ratingAverage: _r,
      ratingCount: _rc,
      category: _cat,
      ...editable
    } = current.body;
    const changedAt = performance.now();
    const put = await fetch(`${a.url}/api/admin/products/${product}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(adminToken) },
      body: JSON.stringify({ ...editable, price: 175 }),
    });
    expect(put.status).toBe(200);
    expect((await fetch(`${a.url}/api/products/${product}`).then(json)).body.data.price).toBe(175);
    let seen = 150;
    while (seen !== 175 && performance.now() - changedAt < 12_000) {
      seen = (await fetch(`${b.url}/api/products/${product}`).then(json)).body.data.price;
      if (seen !== 175) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toBe(175);
    // and what the other instance charges is always the database's price, cache or not
    const quote = await post(b, '/api/cart/quote', { items: [{ productId: product, quantity: 1 }] });
    expect(quote.body.data.subtotal).toBe(175);
  }, 30_000);
});

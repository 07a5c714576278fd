import pg from 'pg';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Counts the SQL statements (those `counted` picks by text) the server sends for requests while `run` is in flight (same process);
 * the job queue's connections (polling on a timer) and the cache notices to other instances (on a
 * connection of their own) are not the request's.
 */
async function countQueries(run: () => Promise<unknown>, counted: (text: string) => boolean = () => true): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client & { connectionParameters?: { application_name?: string } }, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
    if (!['ward-jobs', 'ward-events'].includes(this.connectionParameters?.application_name ?? '') && counted(text)) count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}

const SIZE = {
  code: 'size',
  kind: 'volume' as const,
  name: { ar: 'الحجم', en: 'Size' },
  values: [30, 50, 100].map((ml) => ({ code: `${ml}ml`, name: { ar: `${ml} مل`, en: `${ml} ml` }, amount: ml })),
};
/** A perfume in three sizes (issue 14): its own SKU, price and stock per size. */
const sized = (i: number) => ({
  name: { ar: `عطر بثلاثة أحجام ${i}`, en: `Three-size perfume ${i}` },
  options: [SIZE],
  variants: [30, 50, 100].map((ml, k) => ({
    sku: `QC-${i}-${ml}`,
    barcode: null,
    options: { size: `${ml}ml` },
    price: 100 + ml,
    isDiscounted: k === 2,
    discountValue: k === 2 ? 10 : null,
    stock: 50,
    weight: ml * 4,
    images: [],
    isDefault: k === 1,
    components: [],
  })),
});

describe('queries per request: no N+1 (the count does not grow with the answer)', () => {
  let t: TestApp;
  let productIds: number[];
  /** the sizes of ten three-size products, [30, 50, 100 ml] each */
  let sizes: number[][];

  beforeAll(async () => {
    // no workers here: a domain event's job running after a request must not count among its statements
    t = await startTestApp({ workers: false });
    await seedShipping(t);
    const categories = await Promise.all([
      createCategory(t, { section: 'men' }),
      createCategory(t, { section: 'women' }),
      createCategory(t, { section: 'incense_oud' }),
    ]);
    productIds = [];
    for (let i = 0; i < 30; i++) {
      productIds.push(
        (
          await createProduct(t, categories[i % 3].id, {
            name: { ar: `منتج ${i} عود`, en: `Product ${i} oud` },
            isFeatured: i % 2 === 0,
            isDiscounted: i % 3 === 0,
            discountValue: i % 3 === 0 ? 10 : null,
          })
        ).id,
      );
    }
    sizes = [];
    for (let i = 0; i < 10; i++) {
      const { id } = await createProduct(t, categories[i % 3].id, sized(i));
      const rows: Array<{ id: number }> = await t.db.query(`SELECT id FROM product_variants WHERE "productId" = $1 ORDER BY position`, [
        id,
      ]);
      sizes.push(rows.map((r) => r.id));
    }
  });
  afterAll(() => t.close());

  const fresh = async (path: string) => {
    // nothing cached: neither the answer nor the listing's count
    await t.get(CatalogEvents).changed();
    return countQueries(() => t.api.get(path));
  };

  it('listing: the same few queries for 2 or 24 products', async () => {
    const small = await fresh('/api/products?pageSize=2');
    const large = await fresh('/api/products?pageSize=24');
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
    expect(await fresh(`/api/products?pageSize=24&search=${encodeURIComponent('عود')}`)).toBeLessThanOrEqual(3);
  });

  it('a second uncached listing of the same products sends no product statement (they come from the product cards)', async () => {
    await t.get(CatalogEvents).changed();
    let shown: number[] = [];
    const productStatements = (path: string) =>
      countQueries(
        async () => (shown = (await t.api.get(path)).body.data.items?.map((p: { id: number }) => p.id) ?? shown),
        (text) => text.includes('FROM products p LEFT JOIN'),
      );
    expect(await productStatements('/api/products?pageSize=24&sort=featured')).toBe(1);
    // another URL (the micro-cache has not seen it) showing the same products, and one of them on its own page
    expect(await productStatements('/api/products?pageSize=24&sort=featured&page=1')).toBe(0);
    expect(shown).toHaveLength(24);
    expect(await productStatements(`/api/products/${shown[5]}`)).toBe(0);
  });

  it('product details and related products: constant', async () => {
    expect(await fresh(`/api/products/${productIds[0]}`)).toBeLessThanOrEqual(2);
    expect(await fresh(`/api/products/${productIds[0]}/related`)).toBeLessThanOrEqual(3);
  });

  it('a product in three sizes: as few queries as a one-variant product', async () => {
    const [{ productId }] = await t.db.query(`SELECT "productId" FROM product_variants WHERE id = $1`, [sizes[0][0]]);
    const answer = (await t.api.get(`/api/products/${productId}`)).body.data;
    expect(answer.variants).toHaveLength(3);
    expect(await fresh(`/api/products/${productId}`)).toBe(await fresh(`/api/products/${productIds[0]}`));
    expect(await fresh(`/api/products/${productId}?v=QC-0-100`)).toBeLessThanOrEqual(2);
  });

  it('a quote of size lines: one statement, for 1 or 10 lines', async () => {
    const quote = (lines: Array<{ variantId: number; quantity: number }>) =>
      countQueries(async () => {
        const res = await t.api.post('/api/cart/quote', { items: lines, country: 'SA', paymentMethod: 'cod' });
        expect(res.status).toBe(200);
        // each size priced as itself
        expect(res.body.data.lines.map((l: { variantId: number; problem: unknown }) => [l.variantId, l.problem ?? null])).toEqual(
          lines.map((l) => [l.variantId, null]),
        );
      });
    const line = (variantId: number) => ({ variantId, quantity: 1 });
    expect(await quote([line(sizes[0][0])])).toBe(1);
    // two sizes of each of five products
    expect(await quote(sizes.slice(0, 5).flatMap(([small, , large]) => [line(small), line(large)]))).toBe(1);
  });

  it('a cart quote with a coupon and a destination: one statement, for 1 or 10 lines', async () => {
    const { code } = await createCoupon(t, { discountValue: 10 });
    const quote = (lines: number) =>
      countQueries(async () => {
        const items = productIds.slice(0, lines).map((productId) => ({ productId, quantity: 1 }));
        const res = await t.api.post('/api/cart/quote', { items, couponCode: code, country: 'AE', paymentMethod: 'cod' });
        expect(res.status).toBe(200);
        expect(res.body.data.coupon.code).toBe(code);
        expect(res.body.data.carrier).not.toBeNull();
      });
    expect(await quote(1)).toBe(1);
    expect(await quote(10)).toBe(1);
  });

  it('home: every section in a fixed number of queries', async () => {
    const before = await fresh('/api/home');
    await createProduct(t, (await createCategory(t, { section: 'women' })).id, { isFeatured: true });
    // nothing cached: neither the answer nor the listing's count
    await t.get(CatalogEvents).changed();
    const after = await fresh('/api/home');
    expect(after).toBe(before);
    expect(after).toBeLessThanOrEqual(12);
  });

  it('categories with products count: one query however many categories', async () => {
    expect(await fresh('/api/categories')).toBe(1);
  });

  it('a customer’s order history: constant in the number of orders', async () => {
    const { token } = await createUser(t);
    const order = (i: number) =>
      t.api.post(
        '/api/orders',
        { items: [{ productId: productIds[i], quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
        { token, headers: { 'idempotency-key': `count-key-${i}` } },
      );
    expect((await order(1)).status).toBe(201);
    const one = await countQueries(() => t.api.get('/api/orders', { token }));
    for (let i = 2; i <= 6; i++) expect((await order(i)).status).toBe(201);
    const six = await countQueries(() => t.api.get('/api/orders', { token }));
    expect(six).toBe(one);
  });

  it('placing an order: a fixed number of statements, whatever the number of lines', async () => {
    const { token } = await createUser(t);
    const place = (lines: number, key: string) =>
      countQueries(async () => {
        const res = await t.api.post(
          '/api/orders',
          {
            items: productIds.slice(10, 10 + lines).map((productId) => ({ productId, quantity: 1 })),
            paymentMethod: 'cod',
            address: SA_ADDRESS,
          },
          { token, headers: { 'idempotency-key': key } },
        );
        expect(res.status).toBe(201);
      });
    const one = await place(1, 'count-place-one');
    const five = await place(5, 'count-place-five');
    // auth, BEGIN, generic plans for the transaction (database/prepared.ts), one read (customer, key,
    // settings, products, coupon, rates, address), six inserts, one message with the stock, invoice
    // number and COMMIT
    expect(one).toBeLessThanOrEqual(11);
    expect(five).toBe(one);
    // size lines (issue 14): two sizes of each of three products take as many statements
    const sizeLines = await countQueries(async () => {
      const items = sizes.slice(5, 8).flatMap(([small, , large]) => [small, large].map((variantId) => ({ variantId, quantity: 1 })));
      const res = await t.api.post(
        '/api/orders',
        { items, paymentMethod: 'cod', address: SA_ADDRESS },
        { token, headers: { 'idempotency-key': 'count-place-sizes' } },
      );
      expect(res.status).toBe(201);
      expect(res.body.data.order.items).toHaveLength(6);
    });
    expect(sizeLines).toBe(one);
  });
});

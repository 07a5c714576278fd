import { seedBulkCustomers, seedBulkOrders } from './bulk-orders.js';
import { seedBulkProducts } from './bulk-products.js';
import { createCategory, createUser } from '../../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

interface Variant {
  id: number;
  sku: string;
  options: Record<string, string>;
  price: number;
  finalPrice: number;
  isDefault: boolean;
}

/** `npm run seed -- --products N --customers N --orders N`: the data the benches measure (issues 14 and 19). */
describe('bulk seed: bench products in three sizes, customers and orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await createCategory(t);
    await seedShipping(t);
    await seedBulkProducts(t.db, t.config, 12);
    await seedBulkCustomers(t.db, 20, () => undefined);
    await seedBulkOrders(t.db, 40, () => undefined);
  }, 180_000);
  afterAll(() => t.close());

  it('gives every product 30, 50 and 100 ml sizes, the 50 ml one its default at the product price', async () => {
    const list = (await t.api.get('/api/products?pageSize=50')).body.data;
    expect(list.total).toBe(12);
    for (const item of list.items as Array<{ id: number; finalPrice: number; priceRange: { min: number; max: number } }>) {
      const product = (await t.api.get(`/api/products/${item.id}`)).body.data;
      const variants = product.variants as Variant[];
      expect(variants.map((v) => v.options.size)).toEqual(['30ml', '50ml', '100ml']);
      expect(product.options[0].values.map((v: { code: string }) => v.code)).toEqual(['30ml', '50ml', '100ml']);
      const chosen = variants.find((v) => v.isDefault)!;
      expect(chosen.options.size).toBe('50ml');
      expect(chosen.sku).toBe(`WRD-${String(item.id).padStart(5, '0')}`);
      expect(chosen.finalPrice).toBe(item.finalPrice);
      expect(variants[0].price).toBeLessThan(chosen.price);
      expect(variants[2].price).toBeGreaterThan(chosen.price);
      expect(item.priceRange).toEqual({ min: variants[0].finalPrice, max: variants[2].finalPrice });
    }
  });

  it('finds a size by its SKU and sells two sizes in one order', async () => {
    const found = (await t.api.get('/api/products?search=WRD-00006-100')).body.data.items as Array<{ id: number }>;
    expect(found.map((p) => p.id)).toEqual([6]);
    const variants = (await t.api.get('/api/products/6')).body.data.variants as Variant[];
    const buyer = await createUser(t, 'Customer');
    const items = [variants[0], variants[2]].map((v) => ({ variantId: v.id, quantity: 1 }));
    const placed = await t.api.post(
      '/api/orders',
      { items, address: SA_ADDRESS, paymentMethod: 'cod' },
      { token: buyer.token, lang: 'en' },
    );
    expect(placed.status).toBe(201);
    const lines = (await t.api.get(`/api/orders/${placed.body.data.order.id}`, { token: buyer.token })).body.data.items as Array<{
      sku: string;
    }>;
    expect(lines.map((l) => l.sku).sort()).toEqual(['WRD-00006-100', 'WRD-00006-30']);
  });

  it('writes the orders and customers asked for', async () => {
    const [{ orders, customers }] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM orders o JOIN users u ON u.id = o."userId" WHERE u.email LIKE '%@bulk.ward.sa') AS orders,
         (SELECT count(*)::int FROM users WHERE email LIKE '%@bulk.ward.sa') AS customers`,
    );
    expect(orders).toBe(40);
    expect(customers).toBe(20);
  });
});

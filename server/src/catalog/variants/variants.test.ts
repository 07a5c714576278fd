import { jest } from '@jest/globals';
import { In } from 'typeorm';
import { TokenService } from '../../auth/token.service.js';
import { User } from '../../customers/user.entity.js';
import { createCategory, createProduct, createUser, productInput } from '../../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(60_000);

const size = {
  code: 'size',
  kind: 'volume',
  name: { ar: 'الحجم', en: 'Size' },
  values: [
    { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
    { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
  ],
};
const concentration = {
  code: 'concentration',
  kind: 'concentration',
  name: { ar: 'التركيز', en: 'Concentration' },
  values: [
    { code: 'edp', name: { ar: 'أو دو بارفان', en: 'EDP' } },
    { code: 'edt', name: { ar: 'أو دو تواليت', en: 'EDT' } },
  ],
};

/**
 * Issue 14: a perfume in sizes and concentrations, each variant with its own SKU, price and
 * stock, over the admin API, the public answer, the quote and order placement.
 */
describe('product variants', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;

  const variant = (sku: string, options: Record<string, string>, price: number, stock: number, extra: object = {}) => ({
    sku,
    options,
    price,
    stock,
    weight: 300,
    ...extra,
  });
  const createPerfume = async (stock = 5) => {
    const res = await t.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId, { name: { ar: 'عطر ليالي', en: 'Layali' } }),
        price: undefined,
        stock: undefined,
        options: [size, concentration],
        variants: [
          variant(`LAY-50-EDP-${stock}`, { size: '50ml', concentration: 'edp' }, 200, stock),
          variant(`LAY-100-EDP-${stock}`, { size: '100ml', concentration: 'edp' }, 350, stock, { isDefault: true }),
          variant(`LAY-100-EDT-${stock}`, { size: '100ml', concentration: 'edt' }, 280, 0, { isDiscounted: true, discountValue: 10 }),
        ],
      },
      { token: admin, lang: 'en' },
    );
    expect(res.status).toBe(201);
    return res.body;
  };
  const stockOf = async (variantId: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]))[0].stock as number;

  async function customers(n: number): Promise<string[]> {
    const rows: Array<{ id: number }> = await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role) SELECT 'Buyer ' || g, 'vbuyer-' || g || '-' || $2 || '@example.com', 'x', 'Customer' FROM generate_series(1, $1) g RETURNING id`,
      [n, Date.now()],
    );
    const users = await t.db.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) });
    return users.map((u) => t.get(TokenService).issue(u));
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('answers options, variants and the price range; the product price and stock are its default variant’s', async () => {
    const created = await createPerfume(7);
    const res = await t.api.get(`/api/products/${created.id}`);
    const p = res.body.data;
    expect(p.options.map((o: { code: string }) => o.code)).toEqual(['size', 'concentration']);
    expect(p.variants).toHaveLength(3);
    expect(p.variants.map((v: { sku: string }) => v.sku)).toEqual(['LAY-50-EDP-7', 'LAY-100-EDP-7', 'LAY-100-EDT-7']);
    expect(p.variants[2]).toMatchObject({ price: 280, finalPrice: 252, stock: 0, isDefault: false });
    expect(p).toMatchObject({ price: 350, finalPrice: 350, stock: 7, priceRange: { min: 200, max: 350 } });
    // the listing finds it by a SKU and by an option value, and sorts it at its lowest price
    const bySku = await t.api.get(`/api/products?search=${encodeURIComponent('LAY-100-EDT-7')}`);
    expect(bySku.body.data.items.map((i: { id: number }) => i.id)).toContain(created.id);
  });

  it('refuses variants that name no value of the options, repeat a combination or a SKU, with field errors', async () => {
    const res = await t.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId),
        price: undefined,
        stock: undefined,
        options: [size],
        variants: [
          variant('X-1', { size: '75ml' }, 100, 1),
          variant('X-2', { size: '50ml' }, 100, 1),
          variant('x-2', { size: '50ml' }, 100, 1),
        ],
      },
      { token: admin, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'variants.0.options': expect.anything(),
      'variants.2.options': expect.anything(),
      'variants.2.sku': expect.anything(),
    });
    const count = await t.db.query(`SELECT count(*)::int AS n FROM product_variants WHERE sku ILIKE 'X-%'`);
    expect(count[0].n).toBe(0);
  });

  it('quotes a variant by id; a productId alone for a product with several variants asks to choose one', async () => {
    const p = await createPerfume(8);
    const [small] = p.variants;
    const res = await t.api.post(
      '/api/cart/quote',
      {
        items: [
          { variantId: small.id, quantity: 2 },
          { productId: p.id, quantity: 1 },
        ],
      },
      { lang: 'en' },
    );
    expect(res.status).toBe(200);
    const [chosen, unchosen] = res.body.data.lines;
    expect(chosen).toMatchObject({
      productId: p.id,
      variantId: small.id,
      sku: 'LAY-50-EDP-8',
      finalPrice: 200,
      lineTotal: 400,
      problem: null,
    });
    expect(chosen.optionLabels.map((l: { value: { en: string } }) => l.value.en)).toEqual(['50 ml', 'EDP']);
    expect(unchosen).toMatchObject({ productId: p.id, variantId: null, problem: 'variantRequired' });
    const unknown = await t.api.post('/api/cart/quote', { items: [{ variantId: 2_000_000, quantity: 1 }] }, { lang: 'en' });
    expect(unknown.body.data.lines[0].problem).toBe('productGone');
  });

  it('an order keeps the variant’s SKU and option labels, and takes that variant’s stock only', async () => {
    const p = await createPerfume(9);
    const [small, large] = p.variants;
    const customer = (await createUser(t)).token;
    const res = await t.api.post(
      '/api/orders',
      { items: [{ variantId: small.id, quantity: 2 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer, lang: 'en' },
    );
    expect(res.status).toBe(201);
    const [item] = res.body.data.order.items;
    expect(item).toMatchObject({ productId: p.id, variantId: small.id, sku: 'LAY-50-EDP-9', finalPrice: 200 });
    expect(item.optionLabels.map((l: { value: { ar: string } }) => l.value.ar)).toEqual(['50 مل', 'أو دو بارفان']);
    expect(await stockOf(small.id)).toBe(7);
    expect(await stockOf(large.id)).toBe(9);
    // a sold-out variant is refused, naming the line
    const soldOut = await t.api.post(
      '/api/orders',
      { items: [{ variantId: p.variants[2].id, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer, lang: 'en' },
    );
    expect(soldOut.status).toBe(409);
    expect(Object.keys(soldOut.body.errors)).toEqual(['items.0.quantity']);
  });

  it('the listing’s in-stock filter follows an order for the last unit and its rejection', async () => {
    const shelf = (await createCategory(t)).id;
    const p = await createProduct(t, shelf, { price: 60, stock: 1, weight: 200 });
    const listed = async (inStock: boolean) =>
      (await t.api.get(`/api/products?categoryId=${shelf}&inStock=${inStock}`)).body.data.items.map((i: { id: number }) => i.id);
    expect(await listed(true)).toEqual([p.id]);
    const customer = (await createUser(t)).token;
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer, lang: 'en' },
    );
    expect(placed.status).toBe(201);
    expect(await listed(true)).toEqual([]);
    expect(await listed(false)).toEqual([p.id]);
    const rejected = await t.api.post(`/api/admin/orders/${placed.body.data.order.id}/reject`, { reason: 'Test' }, { token: admin });
    expect(rejected.status).toBe(200);
    expect(await listed(true)).toEqual([p.id]);
  });

  it('a one-variant product still takes productId alone, and its variant has the SKU the shop always showed', async () => {
    const p = await createProduct(t, categoryId, { price: 90, stock: 3, weight: 200 });
    expect(p.variants).toEqual([expect.objectContaining({ sku: `WRD-${String(p.id).padStart(5, '0')}`, stock: 3, isDefault: true })]);
    const res = await t.api.post('/api/cart/quote', { items: [{ productId: p.id, quantity: 1 }] }, { lang: 'en' });
    expect(res.body.data.lines[0]).toMatchObject({ variantId: p.variants[0].id, problem: null, finalPrice: 90 });
  });

  it('no oversell per variant: 40 concurrent orders, 20 for each of two variants with 6 in stock each', async () => {
    const p = await createPerfume(6);
    const [small, large] = p.variants;
    const tokens = await customers(40);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        t.api.post(
          '/api/orders',
          {
            items: [{ variantId: i % 2 ? small.id : large.id, quantity: 1 }],
            paymentMethod: i % 3 === 0 ? 'card' : 'cod',
            address: SA_ADDRESS,
          },
          { token, lang: 'en' },
        ),
      ),
    );
    const placedFor = (variantId: number) =>
      answers.filter((a, i) => a.status === 201 && (i % 2 ? small.id : large.id) === variantId).length;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(28);
    expect(placedFor(small.id)).toBe(6);
    expect(placedFor(large.id)).toBe(6);
    expect(await stockOf(small.id)).toBe(0);
    expect(await stockOf(large.id)).toBe(0);
    const [{ units }] = await t.db.query(`SELECT coalesce(sum(quantity), 0)::int AS units FROM order_items WHERE "variantId" = ANY($1)`, [
      [small.id, large.id],
    ]);
    expect(units).toBe(12);
  });
});

describe('the demo shop’s variants (issue 14 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
  }, 180_000);
  afterAll(() => t.close(), 60_000);

  it('has perfumes by size and concentration, oud oil by the tola, and gift sets whose stock is their items’', async () => {
    // the listing's card says how many choices there are; the product's page has them
    const find = async (q: string) => {
      const card = (await t.api.get(`/api/products?search=${encodeURIComponent(q)}`)).body.data.items[0];
      return { card, ...(await t.api.get(`/api/products/${card.id}`)).body.data };
    };
    const layl = await find('Oud Al Layl');
    expect(layl.card).toMatchObject({ variantCount: 4, priceRange: { min: 240, max: 430 } });
    expect(layl.variants).toHaveLength(4);
    const oil = await find('Aged Cambodian Oud Oil');
    expect(oil.options[0].values.map((v: { name: { ar: string } }) => v.name.ar)).toEqual(['ربع تولة', 'نصف تولة', 'تولة']);
    const eid = await find('Eid Gift Box');
    const [box] = eid.variants;
    expect(box.components.map((c: { sku: string }) => c.sku).sort()).toEqual(['BAKH-ROYAL-40', 'DOHN-CAM-Q']);
    // 25 quarter tolas and 40 boxes of bakhoor make 25 sets
    expect(box.stock).toBe(25);
  });
});

import { jest } from '@jest/globals';
import { createCategory, createProduct, createUser, productInput } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(60_000);

const size = {
  code: 'size',
  kind: 'volume',
  name: { ar: 'الحجم', en: 'Size' },
  values: [
    { code: '30ml', name: { ar: '30 مل', en: '30 ml' }, amount: 30 },
    { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
    { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
  ],
};

/** Issue 14: the back office's bulk edit of price, stock, discount and featured over selected products. */
describe('bulk edit of products', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  let seq = 0;

  /** A perfume in 30/50/100 ml at 200/300/400 SAR with 5/2/9 in stock. */
  async function perfume() {
    const n = ++seq;
    return create(
      productInput(categoryId, {
        name: { ar: `عطر العود ${n}`, en: `Oud perfume ${n}` },
        price: undefined,
        stock: undefined,
        options: [size] as never,
        variants: [
          { sku: `BLK-${n}-30`, options: { size: '30ml' }, price: 200, stock: 5 },
          { sku: `BLK-${n}-50`, options: { size: '50ml' }, price: 300, stock: 2, isDefault: true },
          { sku: `BLK-${n}-100`, options: { size: '100ml' }, price: 400, stock: 9 },
        ] as never,
      }),
    );
  }
  /** Through the API, as the product form sends it (the schema fills the defaults). */
  const create = async (body: unknown) => {
    const res = await t.api.post('/api/admin/products', body, { token: admin, lang: 'en' });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body;
  };
  const read = async (id: number) => (await t.api.get(`/api/admin/products/${id}`, { token: admin })).body;
  const bulk = (body: unknown, options: { token?: string; lang?: 'ar' | 'en' } = {}) =>
    t.api.post('/api/admin/products/bulk', body, { token: admin, lang: 'en', ...options });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('sets price, discount and featured on every variant of the selected products, audited, seen by the shop at once', async () => {
    const a = await perfume();
    const b = await createProduct(t, categoryId, { price: 80, stock: 1 });
    const untouched = await perfume();
    // the shop has read (and cached) the product before the edit
    expect((await t.api.get(`/api/products/${a.id}`)).body.data.finalPrice).toBe(300);

    const res = await bulk({
      ids: [a.id, b.id],
      price: { mode: 'set', value: 150 },
      discount: { isDiscounted: true, discountValue: 20 },
      isFeatured: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ products: 2, variants: 4, ids: [a.id, b.id] });

    const after = await read(a.id);
    expect(after.variants.map((v: { price: number; finalPrice: number }) => [v.price, v.finalPrice])).toEqual([
      [150, 120],
      [150, 120],
      [150, 120],
    ]);
    expect(after).toMatchObject({
      isFeatured: true,
      isDiscounted: true,
      discountValue: 20,
      finalPrice: 120,
      priceRange: { min: 120, max: 120 },
    });
    expect(after.variants.map((v: { stock: number }) => v.stock)).toEqual([5, 2, 9]);
    expect(await read(b.id)).toMatchObject({ price: 150, finalPrice: 120, isFeatured: true });
    expect(await read(untouched.id)).toMatchObject({ price: 300, isFeatured: false });
    expect((await t.api.get(`/api/products/${a.id}`)).body.data.finalPrice).toBe(120);

    const audit = await t.db.query(`SELECT action, resource, after FROM audit_log WHERE resource = 'products' AND action = 'bulk'`);
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ ids: [a.id, b.id], applied: { price: { mode: 'set', value: 150 }, isFeatured: true } });
  });

  it('adjusts each variant by a percentage and adds stock, keeping a range’s steps', async () => {
    const p = await perfume();
    const res = await bulk({ ids: [p.id], price: { mode: 'percent', value: -10 }, stock: { mode: 'add', value: 3 } });
    expect(res.status).toBe(200);
    const after = await read(p.id);
    expect(after.variants.map((v: { price: number }) => v.price)).toEqual([180, 270, 360]);
    expect(after.variants.map((v: { stock: number }) => v.stock)).toEqual([8, 5, 12]);
    expect(after.priceRange).toEqual({ min: 180, max: 360 });
  });

  it('refuses the whole edit when one variant would leave the rules, naming it, and changes nothing', async () => {
    const a = await perfume();
    const b = await perfume();
    const before = [await read(a.id), await read(b.id)];
    const res = await bulk({ ids: [a.id, b.id], price: { mode: 'set', value: 99 }, stock: { mode: 'add', value: -3 }, isFeatured: true });
    expect(res.status).toBe(400);
    expect(res.body.errors['stock.value']).toBe(`The stock of ${a.variants[1].sku} would fall below zero`);
    expect([await read(a.id), await read(b.id)]).toEqual(before);
  });

  it('checks the body with the product form’s rules and an allow-list, and refuses missing products', async () => {
    const p = await perfume();
    const before = await read(p.id);
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { ids: [p.id], discount: { isDiscounted: true, discountValue: 150 } },
        { 'discount.discountValue': 'The discount is between 1 and 99 percent' },
      ],
      [
        { ids: [p.id], discount: { isDiscounted: false, discountValue: 10 } },
        { 'discount.discountValue': 'Enable the discount before setting its value' },
      ],
      [{ ids: [p.id], price: { mode: 'set', value: 0 } }, { 'price.value': 'Must be greater than zero' }],
      [{ ids: [p.id] }, { _: 'Choose at least one change' }],
      [{ ids: [], isFeatured: true }, { ids: 'Select at least one product' }],
      [{ ids: [p.id], isFeatured: true, finalPrice: 1 }, { '': 'Unknown field' }],
    ];
    for (const [body, errors] of cases) {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      for (const [field, message] of Object.entries(errors)) if (field) expect(res.body.errors[field]).toBe(message);
    }
    const missing = await bulk({ ids: [p.id, 999_999], isFeatured: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.ids).toBe('Some selected products no longer exist');
    const arabic = await bulk({ ids: [p.id] }, { lang: 'ar' });
    expect(arabic.body.errors._).toBe('اختر تغييراً واحداً على الأقل');
    expect(await read(p.id)).toEqual(before);
  });

  it('is for admins only', async () => {
    const p = await perfume();
    const customer = (await createUser(t, 'Customer')).token;
    expect((await bulk({ ids: [p.id], isFeatured: true }, { token: customer })).status).toBe(403);
    expect((await t.api.post('/api/admin/products/bulk', { ids: [p.id], isFeatured: true })).status).toBe(401);
    expect((await read(p.id)).isFeatured).toBe(false);
  });

  it('never writes a gift set’s stock: its components make it', async () => {
    const oud = await perfume();
    const set = await create(
      productInput(categoryId, {
        name: { ar: 'طقم هدية', en: 'Gift set' },
        price: undefined,
        stock: undefined,
        variants: [
          { sku: `SET-${seq}`, options: {}, price: 500, stock: 0, components: [{ variantId: oud.variants[1].id, quantity: 1 }] },
        ] as never,
      }),
    );
    const res = await bulk({ ids: [set.id, oud.id], stock: { mode: 'set', value: 7 } });
    expect(res.status).toBe(200);
    expect((await read(oud.id)).variants.map((v: { stock: number }) => v.stock)).toEqual([7, 7, 7]);
    const [own] = await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1`, [set.id]);
    expect(own.stock).toBe(0);
    expect((await read(set.id)).variants[0].stock).toBe(7);
  });
});

import { jest } from '@jest/globals';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(90_000);

/**
 * Free samples (issue 14 §2): an admin gives a product a sample vial (own SKU and stock); at
 * checkout the shopper picks up to `maxSamplesPerOrder`; samples are order lines at 0 that take
 * the vial's stock with the order and go back on the shelf when it is rejected. Every refusal is
 * a translated 4xx that changes nothing.
 */
describe('free samples', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let paid: number;
  let rose: number;
  let musk: number;
  let oud: number;
  let plain: number;
  let n = 0;

  const setSettings = async (patch: Record<string, unknown>) => {
    const settings = t.get(SettingsService);
    await settings.update({ ...(await settings.get()), ...patch });
  };
  /** The admin API's way of offering a sample: the product form's body with `sample`. */
  const offerSample = (id: number, name: string, sample: object | null) =>
    t.api.put(
      `/api/admin/products/${id}`,
      { ...productInput(categoryId, { name: { ar: `عطر ${name}`, en: `${name} perfume` }, price: 200, stock: 20 }), sample },
      { token: admin.token, lang: 'en' },
    );
  const place = (body: object, opts: { lang?: 'ar' | 'en'; token?: string } = {}) =>
    t.api.post(
      '/api/orders',
      { items: [{ productId: paid, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS, ...body },
      { token: opts.token ?? customer.token, lang: opts.lang, headers: { 'idempotency-key': `sample-test-${n++}` } },
    );
  /** Orders, their lines and every variant's stock: what a refusal must leave as it was. */
  const state = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items,
              (SELECT json_object_agg(id, stock ORDER BY id) FROM product_variants) AS stock`,
    );
    return row as { orders: number; items: number; stock: Record<string, number> };
  };
  const vialStock = async (productId: number) => {
    const [row] = await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isSample"`, [productId]);
    return (row as { stock: number } | undefined)?.stock;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Reem Al-Dosari' });
    await seedShipping(t);
    categoryId = (await createCategory(t)).id;
    paid = (await createProduct(t, categoryId, { price: 120, stock: 100, weight: 300 })).id;
    rose = (await createProduct(t, categoryId, { price: 200, stock: 20 })).id;
    musk = (await createProduct(t, categoryId, { price: 200, stock: 20 })).id;
    oud = (await createProduct(t, categoryId, { price: 200, stock: 20 })).id;
    plain = (await createProduct(t, categoryId, { price: 90, stock: 20 })).id;
    expect((await offerSample(rose, 'Rose', { sku: 'ROSE-2ML', stock: 10, weight: 8 })).status).toBe(200);
    expect((await offerSample(musk, 'Musk', { sku: 'MUSK-2ML', stock: 10, weight: 8 })).status).toBe(200);
    expect((await offerSample(oud, 'Oud', { sku: 'OUD-2ML', stock: 0, weight: 8 })).status).toBe(200);
    await setSettings({ maxSamplesPerOrder: 2 });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('an admin turns a sample on: its own SKU and stock, never a variant, a price or stock shoppers see', async () => {
    const res = await offerSample(rose, 'Rose', { sku: 'ROSE-2ML', stock: 10, weight: 8 });
    expect(res.body.sample).toEqual({ variantId: expect.any(Number), sku: 'ROSE-2ML', stock: 10, weight: 8 });
    const product = (await t.api.get(`/api/products/${rose}`)).body.data;
    expect(product.variants).toHaveLength(1);
    expect(product).toMatchObject({ stock: 20, finalPrice: 200, priceRange: { min: 200, max: 200 }, sample: { sku: 'ROSE-2ML' } });
    const listed = (await t.api.get(`/api/products?categoryId=${categoryId}&pageSize=50`)).body.data.items;
    expect(listed.find((p: { id: number }) => p.id === rose)).toMatchObject({ priceRange: { min: 200, max: 200 }, stock: 20 });
    expect((await t.api.get('/api/products?search=ROSE-2ML')).body.data.total).toBe(0);

    const offers = (await t.api.get('/api/samples')).body.data;
    expect(offers.max).toBe(2);
    // in stock only: the oud vial is sold out, the plain product offers none
    expect(offers.items.map((o: { productId: number }) => o.productId).sort()).toEqual([rose, musk].sort());

    const taken = await offerSample(plain, 'Plain', { sku: 'rose-2ml', stock: 1 });
    expect(taken.status).toBe(400);
    expect(taken.body.errors['sample.sku']).toBe('This SKU is already used by another product');
  });

  it('the quote reports the samples and their problems; the totals are what they are without them', async () => {
    const quote = (body: object) =>
      t.api.post('/api/cart/quote', { items: [{ productId: paid, quantity: 1 }], country: 'SA', ...body }, { lang: 'en' });
    const without = (await quote({})).body.data;
    const withSamples = (await quote({ samples: [{ productId: rose }, { productId: musk }] })).body.data;
    for (const key of ['subtotal', 'discount', 'shipping', 'codFee', 'vat', 'total', 'itemCount'])
      expect([key, withSamples[key]]).toEqual([key, without[key]]);
    expect(withSamples).toMatchObject({ isValid: true, maxSamples: 2, sampleError: null });
    expect(withSamples.samples).toEqual([
      expect.objectContaining({ productId: rose, sku: 'ROSE-2ML', name: { ar: 'عطر Rose', en: 'Rose perfume' }, problem: null }),
      expect.objectContaining({ productId: musk, sku: 'MUSK-2ML', problem: null }),
    ]);

    const problems = (await quote({ samples: [{ productId: oud }, { productId: plain }] })).body.data;
    expect(problems.isValid).toBe(false);
    expect(problems.samples.map((s: { problem: string; message: string }) => [s.problem, s.message])).toEqual([
      ['outOfStock', 'Samples of “Oud perfume” are out of stock'],
      ['notOffered', 'This product offers no free sample'],
    ]);
    const tooMany = (await quote({ samples: [{ productId: rose }, { productId: musk }, { productId: oud }] })).body.data;
    expect(tooMany.sampleError).toEqual({ key: 'sample.tooMany', message: 'You can choose up to 2 samples' });
    const nothingPaid = await t.api.post('/api/cart/quote', { items: [], samples: [{ productId: rose }] });
    expect(nothingPaid.body.data.sampleError.message).toBe('العينات المجانية تُرسل مع طلب: أضف منتجاً إلى السلة أولاً');
  });

  it('an order takes its samples as lines at 0 with the vials’ stock; rejecting it puts them back', async () => {
    const [roseBefore, muskBefore] = [await vialStock(rose), await vialStock(musk)];
    const plainOrder = (await place({})).body.data.order;
    const res = await place({ samples: [{ productId: rose }, { productId: musk }] }, { lang: 'en' });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    for (const key of ['subtotal', 'shipping', 'codFee', 'vat', 'total', 'itemCount'])
      expect([key, order[key]]).toEqual([key, plainOrder[key]]);
    const samples = order.items.filter((i: { isSample: boolean }) => i.isSample);
    expect(samples).toEqual([
      expect.objectContaining({ productId: rose, sku: 'ROSE-2ML', quantity: 1, finalPrice: 0, lineTotal: 0 }),
      expect.objectContaining({ productId: musk, sku: 'MUSK-2ML', quantity: 1, finalPrice: 0, lineTotal: 0 }),
    ]);
    expect(samples[0].name).toEqual({ ar: 'عينة مجانية: عطر Rose', en: 'Free sample: Rose perfume' });
    expect([await vialStock(rose), await vialStock(musk)]).toEqual([roseBefore! - 1, muskBefore! - 1]);
    // the product's own stock is untouched by its sample
    expect((await t.api.get(`/api/products/${rose}`)).body.data.stock).toBe(20);

    const slip = await fetch(`${t.url}/api/admin/orders/${order.id}/packing-slip`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(await slip.text()).toContain('عينة مجانية: عطر Rose');
    const invoice = await fetch(`${t.url}/api/orders/${order.id}/invoice?format=a4`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(await invoice.text()).toContain('Free sample: Musk perfume');

    const rejected = await t.api.post(`/api/admin/orders/${order.id}/reject`, { reason: 'Address unreachable' }, { token: admin.token });
    expect(rejected.status).toBe(200);
    expect([await vialStock(rose), await vialStock(musk)]).toEqual([roseBefore, muskBefore]);
  });

  it('refuses every bad choice of samples with a translated 4xx and changes nothing', async () => {
    const before = await state();
    const refused = async (body: object, status: number, field: string, message: string, lang: 'ar' | 'en' = 'en') => {
      const res = await place(body, { lang });
      expect([res.status, res.body.errors?.[field]]).toEqual([status, [message]]);
    };
    await refused(
      { samples: [{ productId: rose }, { productId: musk }, { productId: plain }] },
      409,
      'samples',
      'You can choose up to 2 samples',
    );
    await refused({ samples: [{ productId: rose }, { productId: rose }] }, 400, 'samples.1.productId', 'You chose this sample twice');
    await refused({ samples: [{ productId: plain }] }, 409, 'samples.0.productId', 'This product offers no free sample');
    await refused({ samples: [{ productId: 999_999 }] }, 409, 'samples.0.productId', 'This product offers no free sample');
    await refused({ samples: [{ productId: oud }] }, 409, 'samples.0.productId', 'نفدت عينات «عطر Oud»', 'ar');
    await refused({ items: [], samples: [{ productId: rose }] }, 400, 'items', 'Your cart is empty');
    await refused({ samples: [{ productId: rose, price: 0, variantId: 1 }, 'x'] }, 400, 'samples.1', 'This value is not valid');
    // a vial is had only as a sample, never bought as a line
    const vial = (await t.api.get(`/api/products/${rose}`)).body.data.sample.variantId;
    const asLine = await place({ items: [{ variantId: vial, quantity: 1 }] }, { lang: 'en' });
    expect(asLine.status).toBe(409);
    await setSettings({ maxSamplesPerOrder: 0 });
    try {
      await refused({ samples: [{ productId: rose }] }, 409, 'samples', 'The shop offers no free samples at the moment');
      expect((await t.api.get('/api/samples')).body.data).toEqual({ max: 0, items: [] });
    } finally {
      await setSettings({ maxSamplesPerOrder: 2 });
    }
    expect(await state()).toEqual(before);
  });

  it('never sells more vials than there are: 8 shoppers at once for the last one', async () => {
    await offerSample(musk, 'Musk', { sku: 'MUSK-2ML', stock: 1, weight: 8 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => createUser(t, 'Customer', { name: `Shopper ${i}` })));
    const answers = await Promise.all(shoppers.map((s) => place({ samples: [{ productId: musk }] }, { token: s.token, lang: 'en' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe('Samples of “Musk perfume” are out of stock');
    expect(await vialStock(musk)).toBe(0);
  });

  it('turning a sample off removes the vial; orders keep their sample lines as bought', async () => {
    const res = await offerSample(rose, 'Rose', null);
    expect(res.status).toBe(200);
    expect(res.body.sample).toBeNull();
    expect(await vialStock(rose)).toBeUndefined();
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM order_items WHERE "isSample" AND sku = 'ROSE-2ML'`);
    expect(row.n).toBeGreaterThan(0);
  });
});

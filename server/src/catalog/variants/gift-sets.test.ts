import { jest } from '@jest/globals';
import { createCategory, createProduct, createUser, productInput } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

jest.setTimeout(60_000);

/**
 * Issue 14 §3 over the admin API: a gift set is a variant made of other products' variants. Its
 * contents are checked (they exist, belong to other products, are no sets themselves, in sane
 * quantities) with translated field errors that change nothing; a variant a set holds cannot be
 * deleted, and the refusal names the set; the public answer lists what is inside.
 */
describe('gift sets in the back office', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  let oud: { productId: number; variantId: number };
  let bakhoor: { productId: number; variantId: number };

  const setBody = (sku: string, components: Array<{ variantId: number; quantity: number }>, extra: object = {}) => ({
    ...productInput(categoryId, { name: { ar: 'طقم هدية العيد', en: 'Eid gift box' } }),
    price: undefined,
    stock: undefined,
    variants: [{ sku, price: 240, stock: 0, weight: 500, components }],
    ...extra,
  });
  const createSet = (sku: string, components: Array<{ variantId: number; quantity: number }>, lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/admin/products', setBody(sku, components), { token: admin, lang });
  const setCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM variant_components`))[0].n as number;
  const productCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM products`))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    const o = await createProduct(t, categoryId, { name: { ar: 'دهن عود 3 مل', en: 'Oud oil 3 ml' }, stock: 7 });
    const b = await createProduct(t, categoryId, { name: { ar: 'بخور 50 غ', en: 'Bakhoor 50 g' }, stock: 12 });
    oud = { productId: o.id, variantId: o.variants[0].id };
    bakhoor = { productId: b.id, variantId: b.variants[0].id };
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('keeps a set’s contents; its stock is what its components make, and the shop lists what is inside', async () => {
    const res = await createSet('EID-BOX-1', [
      { variantId: oud.variantId, quantity: 1 },
      { variantId: bakhoor.variantId, quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    // 7 oud oils and 12 bakhoor (2 a box) make 6 boxes
    expect(res.body.variants[0]).toMatchObject({ sku: 'EID-BOX-1', stock: 6 });
    const shop = await t.api.get(`/api/products/${res.body.id}`, { lang: 'en' });
    expect(shop.body.data.variants[0].components).toEqual([
      expect.objectContaining({
        variantId: oud.variantId,
        productId: oud.productId,
        quantity: 1,
        name: { ar: 'دهن عود 3 مل', en: 'Oud oil 3 ml' },
      }),
      expect.objectContaining({ variantId: bakhoor.variantId, quantity: 2, name: { ar: 'بخور 50 غ', en: 'Bakhoor 50 g' } }),
    ]);
    expect(shop.body.data.stock).toBe(6);
  });

  it('refuses contents that do not exist, belong to the set’s own product, repeat, or have a bad quantity: field errors, nothing written', async () => {
    const [products, parts] = [await productCount(), await setCount()];
    const missing = await createSet('BAD-1', [{ variantId: 987654, quantity: 1 }]);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      'variants.0.components.0.variantId': 'An item of this set does not exist (it may have been deleted)',
    });
    const arabic = await createSet('BAD-1', [{ variantId: 987654, quantity: 1 }], 'ar');
    expect(arabic.body.errors['variants.0.components.0.variantId']).toBe('أحد مكونات الطقم غير موجود (ربما حُذف)');

    const quantities = await createSet('BAD-2', [
      { variantId: oud.variantId, quantity: 0 },
      { variantId: bakhoor.variantId, quantity: 21 },
    ]);
    expect(quantities.status).toBe(400);
    expect(Object.keys(quantities.body.errors).sort()).toEqual(['variants.0.components.0.quantity', 'variants.0.components.1.quantity']);
    const repeated = await createSet('BAD-3', [
      { variantId: oud.variantId, quantity: 1 },
      { variantId: oud.variantId, quantity: 2 },
    ]);
    expect(repeated.body.errors).toEqual({ 'variants.0.components.1.variantId': 'This item is repeated in the set' });
    expect(await productCount()).toBe(products);

    // an existing set given one of its own product's variants (or itself)
    const set = (await createSet('OWN-SET', [{ variantId: oud.variantId, quantity: 1 }])).body;
    const own = await t.api.put(
      `/api/admin/products/${set.id}`,
      setBody('OWN-SET', [{ variantId: set.variants[0].id, quantity: 1 }], {
        variants: [{ ...set.variants[0], components: [{ variantId: set.variants[0].id, quantity: 1 }] }],
      }),
      { token: admin, lang: 'en' },
    );
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({
      'variants.0.components.0.variantId': 'A set is made of other products, not of this product’s own variants',
    });
    expect(await setCount()).toBe(parts + 1);
    const shop = await t.api.get(`/api/products/${set.id}`);
    expect(shop.body.data.variants[0].components.map((c: { variantId: number }) => c.variantId)).toEqual([oud.variantId]);
  });

  it('a product without options takes its contents as `components` beside price and stock, with errors there', async () => {
    const body = (components: object[]) => ({
      ...productInput(categoryId, { name: { ar: 'طقم العروس', en: 'Bridal box' } }),
      price: 300,
      stock: 0,
      components,
    });
    const created = await t.api.post('/api/admin/products', body([{ variantId: oud.variantId, quantity: 2 }]), {
      token: admin,
      lang: 'en',
    });
    expect(created.status).toBe(201);
    expect(created.body.variants[0].components).toEqual([expect.objectContaining({ variantId: oud.variantId, quantity: 2 })]);
    expect(created.body.stock).toBe(
      Math.floor((await t.db.query(`SELECT stock FROM product_variants WHERE id = $1`, [oud.variantId]))[0].stock / 2),
    );
    const missing = await t.api.post('/api/admin/products', body([{ variantId: 987654, quantity: 1 }]), { token: admin, lang: 'en' });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { 'components.0.variantId': 'An item of this set does not exist (it may have been deleted)' },
    ]);
    const twice = await t.api.post(
      '/api/admin/products',
      body([
        { variantId: oud.variantId, quantity: 1 },
        { variantId: oud.variantId, quantity: 1 },
      ]),
      { token: admin, lang: 'en' },
    );
    expect(twice.body.errors).toEqual({ 'components.1.variantId': 'This item is repeated in the set' });
    // the edit form sends back the variant it read with the new contents beside it: the contents win
    const edited = await t.api.put(
      `/api/admin/products/${created.body.id}`,
      { ...created.body, components: [{ variantId: bakhoor.variantId, quantity: 1 }] },
      { token: admin },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.variants[0].components.map((c: { variantId: number }) => c.variantId)).toEqual([bakhoor.variantId]);
    const unset = await t.api.put(`/api/admin/products/${created.body.id}`, { ...edited.body, stock: 4, components: [] }, { token: admin });
    expect([unset.body.variants[0].components, unset.body.stock]).toEqual([[], 4]);
  });

  it('the set editor’s picker finds variants by product name or SKU, without sets or the product being edited; admins only', async () => {
    const pick = (filter: object) =>
      t.api.get(`/api/admin/variants?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,9]`, { token: admin });
    const byName = await pick({ q: 'bakhoor' });
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual([
      {
        id: bakhoor.variantId,
        sku: expect.any(String),
        productId: bakhoor.productId,
        name: { ar: 'بخور 50 غ', en: 'Bakhoor 50 g' },
        label: null,
        stock: expect.any(Number),
        isSet: false,
      },
    ]);
    expect((await pick({ q: 'بخور' })).body.map((v: { id: number }) => v.id)).toEqual([bakhoor.variantId]);
    const sku = byName.body[0].sku as string;
    expect((await pick({ q: sku.toLowerCase() })).body.map((v: { id: number }) => v.id)).toEqual([bakhoor.variantId]);
    expect((await pick({ q: 'bakhoor', excludeProductId: bakhoor.productId })).body).toEqual([]);
    const all = await pick({ isSet: false });
    expect(all.body.every((v: { isSet: boolean }) => !v.isSet)).toBe(true);
    expect((await pick({ id: [oud.variantId] })).body.map((v: { id: number }) => v.id)).toEqual([oud.variantId]);
    expect((await pick({ q: '100%_' })).body).toEqual([]);
    const customer = (await createUser(t, 'Customer')).token;
    expect((await t.api.get('/api/admin/variants', { token: customer })).status).toBe(403);
  });

  it('refuses a set inside a set, either way round', async () => {
    const inner = (await createSet('INNER-SET', [{ variantId: bakhoor.variantId, quantity: 1 }])).body;
    const outer = await createSet('OUTER-SET', [{ variantId: inner.variants[0].id, quantity: 1 }]);
    expect(outer.status).toBe(400);
    expect(outer.body.errors).toEqual({ 'variants.0.components.0.variantId': 'A gift set cannot contain another gift set' });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM product_variants WHERE sku = 'OUTER-SET'`))[0].n).toBe(0);

    // the other way: a variant some set holds cannot become a set
    const current = (await t.api.get(`/api/admin/products/${oud.productId}`, { token: admin })).body;
    const variants = [{ ...current.variants[0], components: [{ variantId: bakhoor.variantId, quantity: 1 }] }];
    const turned = await t.api.put(
      `/api/admin/products/${oud.productId}`,
      { ...current, price: undefined, stock: undefined, variants },
      { token: admin, lang: 'en' },
    );
    expect(turned.status).toBe(400);
    expect(Object.values(turned.body.errors)).toEqual(['A gift set cannot contain another gift set']);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM variant_components WHERE "setId" = $1`, [oud.variantId]))[0].n).toBe(0);
  });

  it('refuses to delete a product or remove a variant a set holds (409 naming the set), and allows it once the set lets go', async () => {
    const perfume = await createProduct(t, categoryId, { name: { ar: 'عطر ورد طائفي', en: 'Taif Rose' }, stock: 3 });
    const set = (await createSet('ROSE-BOX', [{ variantId: perfume.variants[0].id, quantity: 1 }])).body;
    const en = await t.api.delete(`/api/admin/products/${perfume.id}`, { token: admin, lang: 'en' });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      `Variant "${perfume.variants[0].sku}" is part of the gift set "Eid gift box"; remove it from the set first`,
    );
    const ar = await t.api.delete(`/api/admin/products/${perfume.id}`, { token: admin, lang: 'ar' });
    expect(ar.body.message).toBe(`النوع "${perfume.variants[0].sku}" ضمن الطقم "طقم هدية العيد"؛ أزله من الطقم أولاً`);
    expect((await t.api.get(`/api/products/${perfume.id}`)).status).toBe(200);

    // replacing the held variant by a new one is a removal too
    const replaced = await t.api.put(
      `/api/admin/products/${perfume.id}`,
      {
        ...productInput(categoryId, { name: { ar: 'عطر ورد طائفي', en: 'Taif Rose' } }),
        price: undefined,
        stock: undefined,
        variants: [{ sku: 'ROSE-NEW', price: 90, stock: 2 }],
      },
      { token: admin, lang: 'en' },
    );
    expect(replaced.status).toBe(409);
    expect((await t.api.get(`/api/products/${set.id}`)).body.data.variants[0].components).toHaveLength(1);

    const emptied = await t.api.put(
      `/api/admin/products/${set.id}`,
      { ...setBody('ROSE-BOX', []), variants: [{ ...set.variants[0], components: [{ variantId: oud.variantId, quantity: 1 }] }] },
      { token: admin },
    );
    expect(emptied.status).toBe(200);
    expect((await t.api.delete(`/api/admin/products/${perfume.id}`, { token: admin })).status).toBe(200);
  });
});

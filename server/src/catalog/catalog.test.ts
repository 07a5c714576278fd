import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('catalogue: storefront listing, search and details', () => {
  let t: TestApp;
  let oudId: number;
  let menId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    menId = (await createCategory(t, { name: { ar: 'عطور رجالية', en: "Men's" }, section: 'men' })).id;
    oudId = (
      await createCategory(t, {
        name: { ar: 'عود', en: 'Oud' },
        description: { ar: 'عود طبيعي فاخر', en: 'Natural agarwood' },
        section: 'incense_oud',
      })
    ).id;
    const make = async (key: string, categoryId: number, o: Parameters<typeof createProduct>[2]) =>
      (ids[key] = (await createProduct(t, categoryId, o)).id);
    await make('oudOil', oudId, { name: { ar: 'دهن العُود الكمبودي', en: 'Cambodian Oud Oil' }, price: 1200, stock: 3, isFeatured: true });
    await make('oudChips', oudId, { name: { ar: 'عوّد ملكي', en: 'Royal Agarwood Chips' }, price: 450, stock: 0 });
    await make('amber', menId, {
      name: { ar: 'عطر العنبر', en: 'Amber Sultan' },
      description: { ar: 'عطر خشبي بلمسة من العود', en: 'Woody perfume with a touch of oud' },
      price: 300,
      isDiscounted: true,
      discountValue: 20,
      stock: 8,
    });
    await make('saffron', menId, { name: { ar: 'زيت الزعفران', en: 'Saffron Oil' }, price: 80, stock: 20 });
    await make('rose', menId, { name: { ar: 'وردة الطائف', en: 'Taif Rose' }, price: 5500, stock: 1, isFeatured: true });
  });
  afterAll(() => t.close());

  const list = async (query: string, lang: 'ar' | 'en' = 'en') => {
    const res = await t.api.get(`/api/products?${query}`, { lang });
    expect(res.status).toBe(200);
    return res.body.data as {
      items: Array<{ id: number; finalPrice: number; name: { en: string } }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it('finds "عود" in every written form: with the article, with tashkeel, with shadda', async () => {
    for (const q of ['عود', 'العود', 'العُود', 'عوّد']) {
      const found = (await list(`search=${encodeURIComponent(q)}`)).items.map((p) => p.id);
      expect(found).toEqual(expect.arrayContaining([ids.oudOil, ids.oudChips]));
      expect(found).not.toContain(ids.saffron);
    }
  });

  it('ranks name matches before description matches', async () => {
    const found = (await list(`search=${encodeURIComponent('عود')}`)).items.map((p) => p.id);
    expect(found.indexOf(ids.amber)).toBeGreaterThan(found.indexOf(ids.oudOil));
    expect(found.indexOf(ids.amber)).toBeGreaterThan(found.indexOf(ids.oudChips));
    expect(found.at(-1)).toBe(ids.amber);
  });

  it('searches English case-insensitively and forgives a one-letter slip', async () => {
    expect((await list('search=SAFFRON')).items.map((p) => p.id)).toEqual([ids.saffron]);
    expect((await list('search=safron')).items.map((p) => p.id)).toEqual([ids.saffron]);
    expect((await list('search=amberr')).items.map((p) => p.id)).toContain(ids.amber);
    expect((await list('search=zzzqqq')).total).toBe(0);
  });

  it('filters by category, the quick price ranges, featured, discounted and stock', async () => {
    expect((await list(`categoryId=${oudId}`)).total).toBe(2);
    expect((await list('maxPrice=100')).items.map((p) => p.id)).toEqual([ids.saffron]);
    // the discounted amber (300 → 240) counts by its final price
    expect((await list('minPrice=100&maxPrice=500')).items.map((p) => p.id).sort()).toEqual([ids.oudChips, ids.amber].sort());
    expect((await list('minPrice=5000&maxPrice=10000')).items.map((p) => p.id)).toEqual([ids.rose]);
    expect((await list('featured=true')).items.map((p) => p.id).sort()).toEqual([ids.oudOil, ids.rose].sort());
    expect((await list('discounted=true')).items.map((p) => p.id)).toEqual([ids.amber]);
    expect((await list('inStock=true')).total).toBe(4);
    expect((await list('inStock=false')).items.map((p) => p.id)).toEqual([ids.oudChips]);
  });

  it('sorts five ways', async () => {
    const prices = (await list('sort=price_asc')).items.map((p) => p.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await list('sort=price_desc')).items[0].id).toBe(ids.rose);
    const names = (await list('sort=name_asc', 'en')).items.map((p) => p.name.en);
    expect(names).toEqual(['Amber Sultan', 'Cambodian Oud Oil', 'Royal Agarwood Chips', 'Saffron Oil', 'Taif Rose']);
    expect((await list('sort=name_desc', 'en')).items[0].name.en).toBe('Taif Rose');
    const featuredFirst = (await list('sort=featured')).items.slice(0, 2).map((p) => p.id);
    expect(featuredFirst.sort()).toEqual([ids.oudOil, ids.rose].sort());
  });

  it('paginates with a total', async () => {
    const first = await list('pageSize=2&page=1&sort=price_asc');
    const third = await list('pageSize=2&page=3&sort=price_asc');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(third.items[0].id).toBe(ids.rose);
  });

  it('refuses a bad query with translated field errors', async () => {
    const res = await t.api.get('/api/products?sort=cheapest&pageSize=1000', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['pageSize', 'sort']);
  });

  it('returns details with the discounted final price, related products, and 404s', async () => {
    const res = await t.api.get(`/api/products/${ids.amber}`);
    expect(res.body.data).toMatchObject({ price: 300, finalPrice: 240, isDiscounted: true, discountValue: 20, category: { id: menId } });
    const related = (await t.api.get(`/api/products/${ids.amber}/related`)).body.data.map((p: { id: number }) => p.id);
    expect(related.sort()).toEqual([ids.saffron, ids.rose].sort());
    expect((await t.api.get('/api/products/999999', { lang: 'en' })).body.message).toBe('Could not fetch product details.');
    expect((await t.api.get('/api/products/abc')).status).toBe(404);
    expect((await t.api.get('/api/products/99999999999')).status).toBe(404);
  });

  it('lists categories with products count, and home sections in one answer', async () => {
    const cats = (await t.api.get('/api/categories')).body.data;
    expect(cats.find((c: { id: number }) => c.id === oudId).productsCount).toBe(2);
    const home = (await t.api.get('/api/home')).body.data;
    expect(home.featured.map((p: { id: number }) => p.id).sort()).toEqual([ids.oudOil, ids.rose].sort());
    expect(home.offers.map((p: { id: number }) => p.id)).toEqual([ids.amber]);
    expect(home.sections.incense_oud).toHaveLength(2);
    expect(home.sections.men).toHaveLength(3);
    expect(home.sections.women).toEqual([]);
  });

  it('drops the cached home answer when an admin changes the catalogue', async () => {
    const admin = await createUser(t, 'Admin');
    await t.api.get('/api/home');
    const res = await t.api.put(
      `/api/admin/products/${ids.saffron}`,
      { ...(await t.api.get(`/api/admin/products/${ids.saffron}`, { token: admin.token })).body, isFeatured: true },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const home = (await t.api.get('/api/home')).body.data;
    expect(home.featured.map((p: { id: number }) => p.id)).toContain(ids.saffron);
  });

  it('answers public reads with an ETag and 304 for a matching If-None-Match', async () => {
    const first = await fetch(`${t.url}/api/products?pageSize=2`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await fetch(`${t.url}/api/products?pageSize=2`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('shows an admin change in the listing at once (the short cache is dropped on writes)', async () => {
    const admin = await createUser(t, 'Admin');
    const before = await list(`search=${encodeURIComponent('Taif Rose')}`);
    expect(before.items[0].finalPrice).toBe(5500);
    const current = (await t.api.get(`/api/admin/products/${ids.rose}`, { token: admin.token })).body;
    await t.api.put(`/api/admin/products/${ids.rose}`, { ...current, price: 5000 }, { token: admin.token });
    expect((await list(`search=${encodeURIComponent('Taif Rose')}`)).items[0].finalPrice).toBe(5000);
  });

  it('lets the categories of a home rail take turns: the women’s rail is not all musk', async () => {
    const women = (await createCategory(t, { name: { ar: 'عطور نسائية', en: "Women's" }, section: 'women' })).id;
    const musk = (await createCategory(t, { name: { ar: 'مسك', en: 'Musk' }, section: 'women' })).id;
    const perfumes = [];
    for (const n of [1, 2, 3])
      perfumes.push((await createProduct(t, women, { name: { ar: `عطر ${n}`, en: `Perfume ${n}` }, stock: 4 })).id);
    const soldOut = (await createProduct(t, women, { name: { ar: 'عطر نفد', en: 'Sold-out perfume' }, stock: 0 })).id;
    // musk gained products last: newest first alone, it would fill the rail
    const musks = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
      musks.push((await createProduct(t, musk, { name: { ar: `مسك ${n}`, en: `Musk ${n}` }, stock: 4 })).id);
    const rail = (await t.api.get('/api/home')).body.data.sections.women.map((p: { id: number }) => p.id);
    expect(rail).toEqual([musks[7], perfumes[2], musks[6], perfumes[1], musks[5], perfumes[0], musks[4], musks[3]]);
    expect(rail).not.toContain(soldOut);
    expect((await t.api.get('/api/home')).body.data.sections.men).toHaveLength(3);
  });
});

import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

const q = encodeURIComponent;

describe('storefront search: matching, facets, did you mean, nothing found, suggestions', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let musk: number;
  let oud: number;
  let gifts: number;
  let oils: number;

  beforeAll(async () => {
    t = await startTestApp();
    musk = (await createCategory(t, { name: { ar: 'مسك', en: 'Musk' }, section: 'women' })).id;
    oud = (await createCategory(t, { name: { ar: 'عود', en: 'Oud' }, section: 'incense_oud' })).id;
    gifts = (await createCategory(t, { name: { ar: 'أطقم هدايا', en: 'Gift Sets' }, section: null })).id;
    oils = (await createCategory(t, { name: { ar: 'زيوت', en: 'Oils' }, section: null })).id;
    const make = async (key: string, categoryId: number, o: Parameters<typeof createProduct>[2]) =>
      (ids[key] = (await createProduct(t, categoryId, o)).id);
    await make('tahara', musk, { name: { ar: 'مسك الطهارة', en: 'Tahara Musk' }, price: 45, stock: 5 });
    await make('whiteMusk', musk, {
      name: { ar: 'مسك أبيض', en: 'White Musk' },
      price: 120,
      stock: 0,
      isDiscounted: true,
      discountValue: 10,
    });
    await make('cambodian', oud, { name: { ar: 'عود كمبودي', en: 'Cambodian Oud' }, price: 900, stock: 2 });
    await make('eidSet', gifts, { name: { ar: 'طقم هدية العيد', en: 'Eid Gift Set' }, price: 499, stock: 4 });
    await make('bakhoor', oud, { name: { ar: 'بخور العروس', en: 'Bride Incense' }, price: 80, stock: 9 });
    await make('sandalOil', oils, { name: { ar: 'زيت خشب الصندل', en: 'Sandalwood Oil' }, price: 300, stock: 3 });
    // misspelt in the catalogue: typo tolerance still finds it, below the exact match
    await make('sandalCandle', oils, { name: { ar: 'شمعة', en: 'Sandelwood Candle' }, price: 310, stock: 3 });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.api.get(`/api/products?${query}`, { lang: 'en' });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const names = async (query: string) => (await list(query)).items.map((p: { name: { en: string } }) => p.name.en);

  it('finds what Gulf shoppers type: repeated letters, plurals, sound-alike letters, Latin spellings', async () => {
    expect(await names(`search=${q('مسسك')}`)).toEqual(expect.arrayContaining(['Tahara Musk', 'White Musk']));
    expect(await names(`search=${q('مسق')}`)).toEqual(expect.arrayContaining(['Tahara Musk', 'White Musk']));
    expect(await names(`search=${q('هدايا')}`)).toContain('Eid Gift Set');
    expect(await names(`search=${q('بخوور')}`)).toEqual(['Bride Incense']);
    expect(await names('search=oudh')).toEqual(['Cambodian Oud', 'Bride Incense']);
    expect(await names('search=bukhoor')).toEqual(['Bride Incense']);
    expect(await names(`search=${q('3ood kambodi')}`)).toEqual(['Cambodian Oud']);
  });

  it('tolerates typos on every query, ranked below the exact matches of the same answer', async () => {
    expect(await names('search=sandalwood')).toEqual(['Sandalwood Oil', 'Sandelwood Candle']);
    expect(await names('search=sandelwood')).toEqual(['Sandelwood Candle', 'Sandalwood Oil']);
  });

  it('counts facets with every other filter applied, and keeps them in the answer', async () => {
    const all = await list(`search=${q('مسك')}&facets=true`);
    expect(all.total).toBe(2);
    expect(all.facets.categories).toEqual([{ id: musk, count: 2 }]);
    expect(all.facets.inStock).toBe(1);
    expect(all.facets.discounted).toBe(1);
    const inStock = await list(`search=${q('مسك')}&facets=true&inStock=true`);
    expect(inStock.items.map((p: { id: number }) => p.id)).toEqual([ids.tahara]);
    // the in-stock facet still counts as if it were not chosen; the others count the in-stock ones only
    expect(inStock.facets.inStock).toBe(1);
    expect(inStock.facets.discounted).toBe(0);
    expect(inStock.facets.prices.find((r: { max?: number }) => r.max === 100).count).toBe(1);
    // without a search: the whole catalogue; the categories of what costs 100 or less (White Musk is 108 after its discount)
    const cheap = await list('facets=true&maxPrice=100');
    expect(cheap.total).toBe(2);
    expect(cheap.facets.categories).toEqual(
      expect.arrayContaining([
        { id: musk, count: 1 },
        { id: oud, count: 1 },
      ]),
    );
    expect(cheap.facets.categories).toHaveLength(2);
    expect(cheap.facets.prices.find((r: { min?: number; max?: number }) => r.min === 100 && r.max === 500).count).toBe(4);
  });

  it('says "did you mean" for a word the shop does not know', async () => {
    expect((await list(`search=${q('مسق')}`)).didYouMean).toBe('مسك');
    expect((await list('search=cambodain')).didYouMean).toBe('cambodian');
    expect((await list(`search=${q('مسك')}`)).didYouMean).toBeNull();
  });

  it('offers the closest categories and what is in stock when nothing is found', async () => {
    const none = await list('search=qqqzzzxxx');
    expect(none.total).toBe(0);
    expect(none.noResults.categories.length).toBeGreaterThan(0);
    expect(none.noResults.popular.map((p: { stock: number }) => p.stock > 0)).not.toContain(false);
    const close = await list(`search=${q('اطقم هدايه qqqzzzxxx')}`);
    expect(close.total).toBe(0);
    expect(close.noResults.categories[0].id).toBe(gifts);
  });

  it('answers bad input quickly with an empty or sensible result, never an error', async () => {
    for (const bad of ['!!!', '؟؟؟ ...', '\u200f\u200e', 'a'.repeat(5000), `${'مسك '.repeat(60)}`, 'عطرoud\u0301', '%00', '🌹🌹']) {
      const res = await t.api.get(`/api/products?search=${q(bad)}`);
      expect([200]).toContain(res.status);
      expect(Array.isArray(res.body.data.items)).toBe(true);
    }
    expect((await list(`search=${q('مسك musk')}`)).total).toBe(2);
    // a NUL in search text is a space, not a refusal
    expect((await list('search=%D9%85%D8%B3%D9%83%00musk')).total).toBe(2);
    expect((await t.api.get('/api/search/suggestions?q=%00%00')).status).toBe(200);
  });

  it('suggests products with their picture and matching categories while typing, the last word as a prefix', async () => {
    const res = await t.api.get(`/api/search/suggestions?q=${q('طقم هد')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.products.map((p: { id: number }) => p.id)).toEqual([ids.eidSet]);
    expect(res.body.data.products[0].image.url).toMatch(/^\/media\//);
    const typing = (await t.api.get(`/api/search/suggestions?q=${q('مس')}`)).body.data;
    expect(typing.categories).toEqual([{ id: musk, name: { ar: 'مسك', en: 'Musk' }, count: 2 }]);
    expect((await t.api.get('/api/search/suggestions?q=')).body.data.products).toEqual([]);
  });

  it('limits suggestions per client without hurting typing', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await t.api.get(`/api/search/suggestions?q=m${i}`, from('1.2.3.4'))).status);
    // a burst as long as anyone types goes through; a script asking without pause is slowed down
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses).toContain(429);
    const refused = await t.api.get('/api/search/suggestions?q=mu', { lang: 'en', ...from('1.2.3.4') });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toBe('Too many attempts. Please try again shortly.');
  });

  it('finds a product under its category’s new name after the category is renamed', async () => {
    const admin = await createUser(t, 'Admin');
    const current = (await t.api.get(`/api/admin/categories/${gifts}`, { token: admin.token })).body;
    await t.api.put(
      `/api/admin/categories/${gifts}`,
      { name: { ar: 'تحف', en: 'Treasures' }, description: current.description, section: null },
      { token: admin.token },
    );
    expect(await names('search=treasures')).toEqual(['Eid Gift Set']);
  });
});

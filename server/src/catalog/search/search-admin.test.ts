import { createCategory, createProduct, createUser } from '../../testing/fixtures.js';
import { startSecondInstance, startTestApp, type TestApp } from '../../testing/test-app.js';
import { until } from '../../testing/until.js';
import { SearchRecorder } from './analytics/search-recorder.js';

const q = encodeURIComponent;

describe('search in the back office: synonyms and what people search for', () => {
  let t: TestApp;
  // a second instance on the same database (closed last: closing it earlier disconnects the first one's TypeORM driver)
  let other: TestApp;
  let admin: { token: string };
  let bagId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    const category = (await createCategory(t, { name: { ar: 'إكسسوارات', en: 'Accessories' }, section: null })).id;
    bagId = (await createProduct(t, category, { name: { ar: 'حقيبة عطور جلدية', en: 'Leather Perfume Case' } })).id;
    other = await startSecondInstance(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const found = async (app: TestApp, query: string) =>
    (await app.api.get(`/api/products?search=${q(query)}`)).body.data.items.map((p: { id: number }) => p.id);

  it('makes a search for one term find products written with another, in both languages, on every instance at once', async () => {
    expect(await found(t, 'شنطة')).toEqual([]);
    expect(await found(other, 'bag')).toEqual([]);
    const created = await t.api.post('/api/admin/search-synonyms', { terms: ['شنطة', 'حقيبة', 'bag'] }, { token: admin.token });
    expect(created.status).toBe(201);
    expect(await found(t, 'شنطة')).toEqual([bagId]);
    expect(await found(t, 'bags')).toEqual([bagId]);
    await until(async () => (await found(other, 'bag')).includes(bagId));
    const listed = await t.api.get(`/api/admin/search-synonyms?filter=${q(JSON.stringify({ q: 'bag' }))}`, { token: admin.token });
    expect(listed.headers.get('content-range')).toBe('search-synonyms 0-0/1');
    await t.api.delete(`/api/admin/search-synonyms/${created.body.id}`, { token: admin.token });
    expect(await found(t, 'شنطة')).toEqual([]);
  });

  it('refuses a group of fewer than two different terms, in the admin’s language, and only to admins', async () => {
    const same = await t.api.post('/api/admin/search-synonyms', { terms: ['عطر', 'العطر'] }, { token: admin.token, lang: 'ar' });
    expect(same.status).toBe(400);
    expect(same.body.errors.terms).toBe('أدخل كلمتين أو عبارتين مختلفتين على الأقل (20 على الأكثر)');
    const punctuation = await t.api.post('/api/admin/search-synonyms', { terms: ['!!!', 'oud'] }, { token: admin.token, lang: 'en' });
    expect(punctuation.body.errors['terms.0']).toBe('Write a word in letters or digits');
    const customer = await createUser(t, 'Customer');
    expect((await t.api.post('/api/admin/search-synonyms', { terms: ['a1', 'b2'] }, { token: customer.token })).status).toBe(403);
    expect((await t.api.get('/api/admin/search-synonyms', {})).status).toBe(401);
  });

  it('edits a group, and answers 404 for one that does not exist (found by the fuzz: it was a 500)', async () => {
    const created = await t.api.post('/api/admin/search-synonyms', { terms: ['ax! 9m', 'T 1z[xLyY6'] }, { token: admin.token });
    expect(created.status).toBe(201);
    const edited = await t.api.put(`/api/admin/search-synonyms/${created.body.id}`, { terms: ['ax! 9m', 'T 1z[xLyY7'] }, { token: admin.token });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, terms: ['ax! 9m', 'T 1z[xLyY7'] });
    const missing = await t.api.put('/api/admin/search-synonyms/987654', { terms: ['ax! 9m', 'T 1z[xLyY6'] }, { token: admin.token, lang: 'en' });
    expect(missing.status).toBe(404);
  });
});

describe('what people search for, without anything about the shopper', () => {
  let t: TestApp;
  let admin: { token: string };
  let bagId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    const category = (await createCategory(t, { name: { ar: 'إكسسوارات', en: 'Accessories' }, section: null })).id;
    bagId = (await createProduct(t, category, { name: { ar: 'حقيبة عطور جلدية', en: 'Leather Perfume Case' } })).id;
  });
  afterAll(() => t.close());

  const found = async (query: string) => (await t.api.get(`/api/products?search=${q(query)}`)).body.data.items;

  it('counts searches, searches that found nothing and the clicks that followed, keeping nothing about the shopper', async () => {
    await found('Leather');
    await found('leather');
    // the same search again is answered by the micro-cache, and still counts
    await found('leather');
    await found('zzqqxx');
    await found('0551234567');
    // a second page is not a search, also when the micro-cache answers it
    for (let i = 0; i < 3; i++) await t.api.get(`/api/products?search=leather&page=2`);
    const counted = await t.api.post('/api/search/clicks', { query: 'Leather', productId: bagId, source: 'results' });
    expect(counted.status).toBe(200);
    expect(counted.body).toMatchObject({ isSuccess: true, data: null });
    expect((await t.api.post('/api/search/clicks', { query: 'leather', productId: 999999, source: 'results' })).status).toBe(200);
    expect((await t.api.post('/api/search/clicks', { query: 'x', productId: 'abc', source: 'results' })).status).toBe(400);
    await t.get(SearchRecorder).flush();

    const list = async (filter: object) =>
      (await t.api.get(`/api/admin/search-queries?filter=${q(JSON.stringify(filter))}`, { token: admin.token })).body;
    const top = await list({ days: 7 });
    expect(top).toEqual([
      expect.objectContaining({ query: 'leather', searches: 3, zeroResults: 0, results: 1, clicks: 1, clickThrough: 0.333 }),
      expect.objectContaining({ query: 'zzqqxx', searches: 1, zeroResults: 1, results: 0, clicks: 0 }),
    ]);
    expect(await list({ days: 7, zero: true })).toEqual([expect.objectContaining({ query: 'zzqqxx' })]);
    const summary = (await t.api.get('/api/admin/search-queries/summary?days=7', { token: admin.token })).body;
    expect(summary).toEqual({ days: 7, searches: 4, zeroResultSearches: 1, clicks: 1, clickThrough: 0.25, queries: 2 });
    const clicked = (await t.api.get('/api/admin/search-queries/clicks?query=leather&days=7', { token: admin.token })).body;
    expect(clicked).toEqual([{ productId: bagId, name: { ar: 'حقيبة عطور جلدية', en: 'Leather Perfume Case' }, clicks: 1 }]);
    // what is stored: the query and the figures, nothing that names a shopper
    const columns = await t.db.query<
      Array<{
        column_name: string;
      }>
    >(`SELECT column_name FROM information_schema.columns WHERE table_name IN ('search_queries', 'search_clicks')`);
    expect(new Set(columns.map((c) => c.column_name))).toEqual(
      new Set(['day', 'query', 'searches', 'zeroResults', 'results', 'clicks', 'productId']),
    );
    expect((await list({ days: 7, q: '055' })).length).toBe(0);
    expect((await t.api.get('/api/admin/search-queries?filter={"days":2}', { token: admin.token })).status).toBe(400);
  });
});

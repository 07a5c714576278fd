import { request } from 'node:http';
import { createCategory, createProduct } from '../../testing/fixtures.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A bearer token the storefront routes ignore: it keeps a read away from the fast lane and the shared cache. */
const throughFramework = { authorization: 'Bearer not-a-token' };
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'content-type',
];

describe('catalogue fast lane: uncached product and listing reads answered before the framework', () => {
  let t: TestApp;
  let productId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    categoryId = (await createCategory(t, { name: { ar: 'بخور', en: 'Incense' }, section: 'incense_oud' })).id;
    for (let i = 0; i < 5; i++)
      productId = (await createProduct(t, categoryId, { name: { ar: `بخور ${i}`, en: `Incense ${i}` }, price: 50 + i * 20, stock: i })).id;
  });
  afterAll(() => t.close());

  it.each([
    ['a product', () => `/api/products/${productId}`],
    [
      'a filtered, sorted listing page',
      () => `/api/products?categoryId=${categoryId}&minPrice=60&maxPrice=200&sort=price_desc&pageSize=2&page=2`,
    ],
    ['a listing in English', () => `/api/products?lang=en&inStock=true&facets=true`],
    ['a search with a spelling to suggest', () => `/api/products?search=${encodeURIComponent('بخوور')}&facets=true`],
    ['a search that finds nothing', () => `/api/products?search=${encodeURIComponent('zzqxv')}&lang=en`],
  ])('answers %s with the body and security headers the framework gives', async (_, path) => {
    const fast = await raw(t.url, path());
    const framework = await raw(t.url, path(), throughFramework);
    expect(fast.status).toBe(200);
    expect(framework.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual(JSON.parse(framework.body));
    // the same bytes too: the products' JSON kept with their cards (answer-bytes.ts) is what JSON.stringify writes
    expect(fast.body).toBe(framework.body);
    for (const name of SECURITY_HEADERS) expect([name, fast.headers[name]]).toEqual([name, framework.headers[name]]);
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(framework.headers['cache-control']).toBe('private, no-store');
    // both say how long the server took (common/server-timing.ts)
    for (const answer of [fast, framework]) expect(answer.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('keeps its answer once asked for twice, with an ETag that a matching If-None-Match turns into 304', async () => {
    const path = `/api/products?categoryId=${categoryId}&sort=name_asc`;
    const first = await raw(t.url, path);
    const second = await raw(t.url, path);
    const third = await raw(t.url, path);
    expect(new Set([first.body, second.body, third.body]).size).toBe(1);
    expect(new Set([first.headers.etag, second.headers.etag, third.headers.etag]).size).toBe(1);
    // the first two were made (each says how long it took); the third is the kept one, which does not replay a timing
    expect([first, second, third].map((a) => a.headers['server-timing'] !== undefined)).toEqual([true, true, false]);
    const unchanged = await raw(t.url, `/api/products/${productId}?v=1`);
    const notModified = await raw(t.url, `/api/products/${productId}?v=2`, { 'if-none-match': String(unchanged.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('leaves to the framework what it does not answer: bad input, a repeated parameter, a missing product', async () => {
    const badPage = await raw(t.url, '/api/products?pageSize=0', { 'accept-language': 'en' });
    expect(badPage.status).toBe(400);
    expect(JSON.parse(badPage.body)).toMatchObject({ isSuccess: false, errors: { pageSize: [expect.any(String)] } });
    const repeated = await raw(t.url, '/api/products?minPrice=1&minPrice=2');
    expect(repeated.status).toBe(400);
    const missing = await raw(t.url, '/api/products/987654');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ isSuccess: false, data: null });
  });

  it('shows a new product at once in the listings it answers', async () => {
    const path = (n: number) => `/api/products?categoryId=${categoryId}&pageSize=50&n=${n}`;
    const before = JSON.parse((await raw(t.url, path(1))).body).data.total;
    await createProduct(t, categoryId, { name: { ar: 'بخور جديد', en: 'New incense' }, price: 90, stock: 3 });
    expect(JSON.parse((await raw(t.url, path(2))).body).data.total).toBe(before + 1);
  });
});

describe('catalogue fast lane with metrics on', () => {
  const TOKEN = 'metrics-token-' + 'y'.repeat(24);
  const count = (text: string, route: string) =>
    text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('ward_http_request_duration_seconds_count{') &&
          line.includes(`route="${route}"`) &&
          line.includes('status="200"'),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);

  it('times the reads it answers under their route patterns, as the framework does', async () => {
    const t = await startTestApp({ metricsToken: TOKEN });
    try {
      const product = await createProduct(t, (await createCategory(t)).id);
      await raw(t.url, `/api/products/${product.id}`);
      await raw(t.url, '/api/products?minPrice=1&pageSize=5');
      const text = (await t.api.get('/metrics', { token: TOKEN })).body as string;
      expect(count(text, '/api/products/:id')).toBe(1);
      expect(count(text, '/api/products')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

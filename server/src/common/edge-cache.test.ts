import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { pickCoding } from './content-coding.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (a: RawAnswer) =>
  JSON.parse(
    (a.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(a.body)
      : a.headers['content-encoding'] === 'gzip'
        ? gunzipSync(a.body)
        : a.body
    ).toString('utf8'),
  );

describe('edge cache: repeated public reads answered before the framework', () => {
  let t: TestApp;
  let productId: number;
  const listing = '/api/products?pageSize=24';

  beforeAll(async () => {
    t = await startTestApp();
    const category = await createCategory(t, { name: { ar: 'عود', en: 'Oud' }, section: 'incense_oud' });
    for (let i = 0; i < 12; i++) {
      const p = await createProduct(t, category.id, {
        name: { ar: `عود رقم ${i}`, en: `Oud number ${i}` },
        description: { ar: 'عود طبيعي فاخر من كمبوديا'.repeat(3), en: 'Natural agarwood from Cambodia. '.repeat(3) },
        price: 100 + i,
        stock: 5,
      });
      productId = p.id;
    }
  });
  afterAll(() => t.close());

  it('answers a hit with the same body and the same security headers as the first answer', async () => {
    const first = await raw(t.url, listing);
    const hit = await raw(t.url, listing);
    expect(first.status).toBe(200);
    expect(hit.status).toBe(200);
    expect(hit.body.equals(first.body)).toBe(true);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'content-type',
      'etag',
      'cache-control',
    ]) {
      expect([name, hit.headers[name]]).toEqual([name, first.headers[name]]);
    }
    expect(hit.headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
    expect(hit.headers['x-powered-by']).toBeUndefined();
    expect(hit.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
  });

  it('compresses a hit the way the client accepts: br, gzip, or not at all when refused', async () => {
    const plain = await raw(t.url, listing);
    const br = await raw(t.url, listing, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await raw(t.url, listing, { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    const none = await raw(t.url, listing, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    for (const answer of [br, gzip, none]) expect(decoded(answer)).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('answers 304 to a matching If-None-Match, from the cache as well', async () => {
    const first = await raw(t.url, `/api/products/${productId}`);
    const etag = String(first.headers.etag);
    for (let i = 0; i < 2; i++) {
      const again = await raw(t.url, `/api/products/${productId}`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('keeps languages apart: an English answer is never served to an Arabic request', async () => {
    const missing = '/api/products/999999';
    // errors are not cached
    expect(decoded(await raw(t.url, missing, { 'accept-language': 'en' })).message).toMatch(/[a-z]/i);
    expect(decoded(await raw(t.url, missing, { 'accept-language': 'ar' })).message).toMatch(/[\u0600-\u06FF]/);
    // two products whose names sort one way in English and the other way in Arabic
    const category = await createCategory(t, { name: { ar: 'بخور', en: 'Incense' }, section: 'incense_oud' });
    await createProduct(t, category.id, { name: { ar: 'أ بخور', en: 'Z incense' } });
    await createProduct(t, category.id, { name: { ar: 'ي بخور', en: 'A incense' } });
    const byName = `/api/products?categoryId=${category.id}&sort=name_asc`;
    const names = (a: RawAnswer) => decoded(a).data.items.map((p: { name: { en: string } }) => p.name.en);
    const en = await raw(t.url, byName, { 'accept-language': 'en-GB,en;q=0.9' });
    const ar = await raw(t.url, byName, { 'accept-language': 'ar-SA' });
    const enAgain = await raw(t.url, byName, { 'accept-language': 'en' });
    expect(names(en)).toEqual(['A incense', 'Z incense']);
    expect(names(ar)).toEqual(['Z incense', 'A incense']);
    expect(names(enAgain)).toEqual(names(en));
  });

  it('never answers a logged-in read from the shared cache', async () => {
    const user = await createUser(t, 'Customer');
    await raw(t.url, listing);
    const mine = await raw(t.url, listing, { authorization: `Bearer ${user.token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('shows an admin change at once: the write clears what the edge holds', async () => {
    const admin = await createUser(t, 'Admin');
    const before = decoded(await raw(t.url, `/api/products/${productId}`));
    const current = (await t.api.get(`/api/admin/products/${productId}`, { token: admin.token })).body;
    await t.api.put(`/api/admin/products/${productId}`, { ...current, price: before.data.price + 7 }, { token: admin.token });
    expect(decoded(await raw(t.url, `/api/products/${productId}`)).data.price).toBe(before.data.price + 7);
  });
});

describe('pickCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.0, GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0', null],
  ])('%p → %p', (header, coding) => expect(pickCoding(header)).toBe(coding));
});

import sharp from 'sharp';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('admin catalogue API (ra-data-simple-rest)', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    token = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
    for (let i = 1; i <= 30; i++)
      await createProduct(t, categoryId, { name: { ar: `منتج رقم ${i}`, en: `Product ${i}` }, price: i * 10, stock: i % 6 });
  });
  afterAll(() => t.close());

  it('lists with sort, range and Content-Range', async () => {
    const res = await t.api.get(`/api/admin/products?sort=${encodeURIComponent('["price","DESC"]')}&range=${encodeURIComponent('[0,9]')}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('products 0-9/30');
    expect(res.body).toHaveLength(10);
    expect(res.body[0].price).toBe(300);
    const page3 = await t.api.get(
      `/api/admin/products?sort=${encodeURIComponent('["price","ASC"]')}&range=${encodeURIComponent('[20,29]')}`,
      { token },
    );
    expect(page3.headers.get('content-range')).toBe('products 20-29/30');
    expect(page3.body[0].price).toBe(210);
  });

  it('filters by q, stock_lte, categoryId and ids (getMany)', async () => {
    const f = (filter: object) => t.api.get(`/api/admin/products?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
    expect((await f({ q: 'Product 12' })).body.map((p: { name: { en: string } }) => p.name.en)).toContain('Product 12');
    const low = (await f({ stock_lte: 1 })).body as Array<{ stock: number }>;
    expect(low.length).toBe(10);
    expect(low.every((p) => p.stock <= 1)).toBe(true);
    expect((await f({ categoryId })).headers.get('content-range')).toMatch(/\/30$/);
    const many = await f({ id: [1, 2, 3] });
    expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 3]);
  });

  it('answers validation errors in the react-admin shape, per field', async () => {
    const res = await t.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId),
        name: { ar: 'ع', en: 'ok name' },
        price: -5,
        stock: -1,
        images: [],
        isDiscounted: false,
        discountValue: 10,
      },
      { token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Some fields are not valid');
    expect(res.body.errors).toEqual({
      'name.ar': 'Must be at least 3 characters',
      price: 'Must be greater than zero',
      stock: 'Cannot be negative',
      images: 'Add at least one image',
      discountValue: 'Enable the discount before setting its value',
    });
    const fractional = await t.api.post('/api/admin/products', { ...productInput(categoryId), stock: 1.5 }, { token, lang: 'en' });
    expect(fractional.body.errors).toEqual({ stock: 'Must be a whole number' });
    const noCategory = await t.api.post('/api/admin/products', productInput(987654), { token, lang: 'en' });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors).toEqual({ categoryId: 'Choose a category' });
  });

  it('creates, updates (final price recomputed, client finalPrice ignored) and deletes a product', async () => {
    const created = await t.api.post('/api/admin/products', { ...productInput(categoryId), price: 200, finalPrice: 1 }, { token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 200, finalPrice: 200 });
    const updated = await t.api.put(
      `/api/admin/products/${created.body.id}`,
      { ...created.body, isDiscounted: true, discountValue: 15 },
      { token },
    );
    expect(updated.body.finalPrice).toBe(170);
    expect((await t.api.delete(`/api/admin/products/${created.body.id}`, { token })).status).toBe(200);
    expect((await t.api.get(`/api/admin/products/${created.body.id}`, { token })).status).toBe(404);
  });

  it('refuses to delete a category that still has products, with a clear message', async () => {
    const res = await t.api.delete(`/api/admin/categories/${categoryId}`, { token, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still has products/);
    const empty = await t.api.post(
      '/api/admin/categories',
      { name: { ar: 'مسك', en: 'Musk' }, description: { ar: 'مسك أبيض ناعم', en: 'Soft white musk' }, section: 'women' },
      { token },
    );
    expect(empty.body.productsCount).toBe(0);
    expect((await t.api.delete(`/api/admin/categories/${empty.body.id}`, { token })).status).toBe(200);
    const list = await t.api.get('/api/admin/categories', { token });
    expect(list.headers.get('content-range')).toBe('categories 0-0/1');
    expect(list.body[0].productsCount).toBe(30);
  });

  describe('uploads', () => {
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return t.api.request('POST', '/api/admin/uploads', undefined, { token, raw: form, lang: 'en' });
    };

    it('stores a real image as WebP variants served from /media with long cache headers', async () => {
      const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a1c3b' } })
        .png()
        .toBuffer();
      const res = await upload(png, 'bottle.png', 'image/png');
      expect(res.status).toBe(201);
      const [image] = res.body;
      expect(image).toMatchObject({ width: 1200, height: 750 });
      expect(Object.keys(image.variants).sort()).toEqual(['1200', '320', '640']);
      const served = await fetch(t.url + image.variants['320']);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320 });
    });

    it('refuses a text file renamed .jpg', async () => {
      const res = await upload(Buffer.from('definitely not a jpeg'), 'photo.jpg', 'image/jpeg');
      expect(res.status).toBe(400);
      expect(res.body.errors.file).toMatch(/not a valid image/);
    });

    it('refuses an SVG (scripts can hide in it)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      expect((await upload(svg, 'logo.svg', 'image/svg+xml')).status).toBe(400);
    });

    it('refuses a file over 5 MB', async () => {
      const big = await sharp({
        create: { width: 3000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      const res = await upload(big, 'huge.png', 'image/png');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The image is larger than 5 MB.');
    });

    it('is admin-only', async () => {
      const customer = await createUser(t, 'Customer');
      const form = new FormData();
      form.append('file', new Blob(['x']), 'x.png');
      expect((await t.api.request('POST', '/api/admin/uploads', undefined, { token: customer.token, raw: form })).status).toBe(403);
    });
  });
});

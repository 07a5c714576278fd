import { WISHLIST_MAX } from '@ward/shared';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** The wishlist over real HTTP and PostgreSQL: own list only, idempotent, merged at sign-in, capped. */
describe('wishlist', () => {
  let t: TestApp;
  let products: number[];

  beforeAll(async () => {
    t = await startTestApp();
    const category = await createCategory(t);
    products = [];
    for (const en of ['Oud Royal', 'Amber Sultan', 'Rose Taifi'])
      products.push((await createProduct(t, category.id, { name: { ar: en, en } })).id);
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    expect((await t.api.get('/api/wishlist')).status).toBe(401);
    expect((await t.api.put(`/api/wishlist/${products[0]}`)).status).toBe(401);
    expect((await t.api.post('/api/wishlist/merge', { productIds: [products[0]] })).status).toBe(401);
  });

  it('saves, lists newest first with prices, removes; each customer sees only their own', async () => {
    const reem = await createUser(t);
    const other = await createUser(t);
    expect((await t.api.put(`/api/wishlist/${products[0]}`, undefined, { token: reem.token })).body.data).toEqual([products[0]]);
    const second = await t.api.put(`/api/wishlist/${products[1]}`, undefined, { token: reem.token, lang: 'en' });
    expect(second.body).toMatchObject({ data: [products[1], products[0]], message: 'Added to your wishlist' });
    // twice is once
    expect((await t.api.put(`/api/wishlist/${products[1]}`, undefined, { token: reem.token })).body.data).toEqual([
      products[1],
      products[0],
    ]);

    const list = await t.api.get('/api/wishlist', { token: reem.token });
    expect(list.body.data.map((p: { id: number; price: number }) => [p.id, p.price])).toEqual([
      [products[1], 100],
      [products[0], 100],
    ]);
    expect((await t.api.get('/api/wishlist', { token: other.token })).body.data).toEqual([]);
    // another customer's removal touches nothing of Reem's
    await t.api.delete(`/api/wishlist/${products[1]}`, { token: other.token });
    expect((await t.api.get('/api/wishlist/ids', { token: reem.token })).body.data).toEqual([products[1], products[0]]);

    const removed = await t.api.delete(`/api/wishlist/${products[1]}`, { token: reem.token, lang: 'ar' });
    expect(removed.body).toMatchObject({ data: [products[0]], message: 'أُزيل من قائمة الأمنيات' });
  });

  it('refuses an unknown product with a translated 404 and saves nothing', async () => {
    const { token, user } = await createUser(t);
    const res = await t.api.put('/api/wishlist/999999', undefined, { token, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Could not fetch product details.');
    expect(await t.db.query(`SELECT * FROM wishlist_items WHERE "userId" = $1`, [user.id])).toEqual([]);
  });

  it("joins the browser's list at sign-in: the browser's newest first, duplicates and unknown ids skipped", async () => {
    const { token } = await createUser(t);
    await t.api.put(`/api/wishlist/${products[2]}`, undefined, { token });
    const merged = await t.api.post(
      '/api/wishlist/merge',
      { productIds: [products[0], 999999, products[2], products[1], products[0]] },
      { token },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual([products[1], products[0], products[2]]);
  });

  it('refuses a bad merge body in both languages and changes nothing', async () => {
    const { token, user } = await createUser(t);
    for (const [body, lang, field] of [
      [{ productIds: ['1'] }, 'en', 'productIds.0'],
      [{ productIds: Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => i + 1) }, 'ar', 'productIds'],
      [{ productIds: [1], isAdmin: true }, 'en', '_'], // an unknown field is refused as a whole
    ] as const) {
      const res = await t.api.post('/api/wishlist/merge', body, { token, lang });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const full = await t.api.post(
      '/api/wishlist/merge',
      { productIds: Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => i + 1) },
      { token, lang: 'ar' },
    );
    expect(full.body.errors.productIds).toEqual(['قائمة الأمنيات ممتلئة (200 منتج كحد أقصى)']);
    expect(await t.db.query(`SELECT * FROM wishlist_items WHERE "userId" = $1`, [user.id])).toEqual([]);
  });

  it('a deleted product leaves the wishlist', async () => {
    const { token } = await createUser(t);
    const category = await createCategory(t, { name: { ar: 'بخور', en: 'Bakhoor' } });
    const gone = await createProduct(t, category.id);
    await t.api.put(`/api/wishlist/${gone.id}`, undefined, { token });
    await t.db.query(`DELETE FROM products WHERE id = $1`, [gone.id]);
    expect((await t.api.get('/api/wishlist', { token })).body.data).toEqual([]);
  });
});

import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { GUEST_CART_SAVES_PER_IP } from './saved-carts.service.js';

/**
 * Carts kept on the server over real HTTP and PostgreSQL: the signed-in customer's cart synced
 * from the browser and merged with it at sign-in (union, capped by stock), an identified guest's
 * cart under its browser token, and bodies refused without changing anything.
 */
describe('saved carts', () => {
  let t: TestApp;
  let oud: { id: number };
  let amber: { id: number };
  let rare: { id: number };
  const variantOf = async (productId: number) =>
    (await t.db.query(`SELECT id FROM product_variants WHERE "productId" = $1`, [productId]))[0].id as number;
  const stored = async (where: string, params: unknown[]) =>
    (await t.db.query(`SELECT lines FROM saved_carts WHERE ${where}`, params))[0]?.lines as Array<{ variantId: number; quantity: number }>;
  const guestToken = (n: number) => `guest-browser-token-${String(n).padStart(24, '0')}`;

  beforeAll(async () => {
    t = await startTestApp();
    const category = await createCategory(t);
    await seedShipping(t);
    oud = await createProduct(t, category.id, { name: { ar: 'عود ملكي', en: 'Royal Oud' }, price: 200, stock: 10 });
    amber = await createProduct(t, category.id, { name: { ar: 'عنبر', en: 'Amber' }, price: 80, stock: 10 });
    rare = await createProduct(t, category.id, { name: { ar: 'نادر', en: 'Rare' }, price: 500, stock: 2 });
  });
  afterAll(() => t.close());

  it("needs a login for the account's cart", async () => {
    expect((await t.api.get('/api/carts/mine')).status).toBe(401);
    expect((await t.api.put('/api/carts/mine', { items: [] })).status).toBe(401);
    expect((await t.api.post('/api/carts/mine/merge', { items: [] })).status).toBe(401);
  });

  it('keeps what the browser syncs, priced by the server, each customer only their own', async () => {
    const reem = await createUser(t);
    const other = await createUser(t);
    const saved = await t.api.put(
      '/api/carts/mine',
      {
        items: [
          { productId: oud.id, quantity: 2, price: 0.01 },
          { productId: 999999, quantity: 1 },
        ],
      },
      { token: reem.token, lang: 'en' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your cart is saved');
    // the client's price is ignored, the gone product dropped
    expect(
      saved.body.data.lines.map((l: { productId: number; quantity: number; finalPrice: number }) => [
        l.productId,
        l.quantity,
        l.finalPrice,
      ]),
    ).toEqual([[oud.id, 2, 200]]);
    expect(await stored(`"userId" = $1`, [reem.user.id])).toEqual([{ variantId: await variantOf(oud.id), quantity: 2 }]);
    expect((await t.api.get('/api/carts/mine', { token: other.token })).body.data.lines).toEqual([]);
    expect((await t.api.get('/api/carts/mine', { token: reem.token })).body.data.lines).toHaveLength(1);
  });

  it("joins the browser's cart at sign-in: every line of either, the larger quantity, capped by stock", async () => {
    const { token, user } = await createUser(t);
    await t.api.put(
      '/api/carts/mine',
      {
        items: [
          { productId: oud.id, quantity: 3 },
          { productId: rare.id, quantity: 1 },
        ],
      },
      { token },
    );
    const merged = await t.api.post(
      '/api/carts/mine/merge',
      {
        items: [
          { productId: oud.id, quantity: 1 },
          { productId: amber.id, quantity: 2 },
          { productId: rare.id, quantity: 9 },
        ],
      },
      { token, lang: 'ar' },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe('انضمت سلتك إلى حسابك');
    const byProduct = Object.fromEntries(
      merged.body.data.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(byProduct).toEqual({ [oud.id]: 3, [rare.id]: 2, [amber.id]: 2 });
    expect((await stored(`"userId" = $1`, [user.id])).length).toBe(3);
  });

  it('an order placed since the cart last changed empties it', async () => {
    const { token, user } = await createUser(t);
    await t.api.put('/api/carts/mine', { items: [{ productId: amber.id, quantity: 1 }] }, { token });
    await t.db.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '1 hour' WHERE "userId" = $1`, [user.id]);
    const placed = await t.api.post(
      '/api/orders',
      { address: SA_ADDRESS, paymentMethod: 'cod', items: [{ productId: amber.id, quantity: 1 }] },
      { token },
    );
    expect(placed.status).toBe(201);
    expect((await t.api.get('/api/carts/mine', { token })).body.data.lines).toEqual([]);
    expect(await stored(`"userId" = $1`, [user.id])).toEqual([]);
  });

  it("keeps an identified guest's cart under the browser's token, with the contact", async () => {
    const first = await t.api.put(
      '/api/carts/guest',
      { token: guestToken(1), phone: '0551234567', items: [{ productId: amber.id, quantity: 1 }] },
      { lang: 'en' },
    );
    expect(first.status).toBe(200);
    await t.api.put('/api/carts/guest', { token: guestToken(1), email: 'Huda@Example.com', items: [{ productId: amber.id, quantity: 4 }] });
    const rows = await t.db.query(`SELECT email, phone, lines FROM saved_carts WHERE "userId" IS NULL`);
    expect(rows).toEqual([{ email: 'huda@example.com', phone: null, lines: [{ variantId: await variantOf(amber.id), quantity: 4 }] }]);
    // the token is kept hashed only
    expect(JSON.stringify(await t.db.query(`SELECT * FROM saved_carts`))).not.toContain(guestToken(1));
  });

  it("limits a client's guest saves (tokens are cheap to make): 429 with Retry-After, nothing kept", async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const body = (n: number) => ({
      token: guestToken(1000 + n),
      email: `g${n}@example.com`,
      items: [{ productId: amber.id, quantity: 1 }],
    });
    for (let n = 0; n < GUEST_CART_SAVES_PER_IP; n++) await t.api.put('/api/carts/guest', body(n), { headers });
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM saved_carts`))[0].n as number;
    const refused = await t.api.put('/api/carts/guest', body(999), { headers, lang: 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM saved_carts`))[0].n).toBe(before);
  });

  it('refuses bad bodies in both languages and changes nothing', async () => {
    const { token, user } = await createUser(t);
    const before = await t.db.query(`SELECT * FROM saved_carts ORDER BY id`);
    const cases: Array<[string, string, unknown, 'ar' | 'en', string]> = [
      ['put', '/api/carts/mine', { items: [{ productId: oud.id, quantity: 0 }] }, 'en', 'items.0.quantity'],
      ['put', '/api/carts/mine', { items: [{ productId: oud.id, quantity: 1 }], userId: 1 }, 'ar', '_'],
      ['post', '/api/carts/mine/merge', { items: 'all' }, 'en', 'items'],
      ['put', '/api/carts/guest', { token: guestToken(2), items: [] }, 'en', 'email'],
      ['put', '/api/carts/guest', { token: 'short', email: 'a@example.com', items: [] }, 'ar', 'token'],
      ['put', '/api/carts/guest', { token: guestToken(3), email: 'not-mail', items: [] }, 'en', 'email'],
      ['put', '/api/carts/guest', { token: guestToken(4), phone: '0551234567', items: [], userId: user.id }, 'en', '_'],
    ];
    for (const [method, path, body, lang, field] of cases) {
      const res = await (method === 'put' ? t.api.put(path, body, { token, lang }) : t.api.post(path, body, { token, lang }));
      expect([path, res.status, Object.keys(res.body.errors ?? {})]).toEqual([path, 400, expect.arrayContaining([field])]);
      expect(res.body.message).toBe(lang === 'en' ? 'Some fields are not valid' : 'بعض الحقول غير صحيحة');
    }
    const noContact = await t.api.put('/api/carts/guest', { token: guestToken(2), items: [] }, { lang: 'ar' });
    expect(noContact.body.errors.email).toEqual(['أدخل البريد الإلكتروني أو رقم الجوال الذي استخدمته في الطلب']);
    expect(await t.db.query(`SELECT * FROM saved_carts ORDER BY id`)).toEqual(before);
  });
});

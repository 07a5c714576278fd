import { randomUUID } from 'node:crypto';
import { payWithCard, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { TEST_CARDS } from '../payments/providers/test-gateway/test-cards.js';

/**
 * Issue 11 §4: unpaid card orders reserve stock for 30 minutes with no cap (one account took 198
 * of 250 units and the next shopper got 409). What one customer may hold unpaid is capped per
 * product and in total (settings, defaults 5 and 20), with a clear message in both languages.
 */
describe('unpaid holds are capped per customer', () => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  });
  afterAll(() => t.close());

  const product = (stock = 250) => createProduct(t, categoryId, { stock, price: 50 });
  const place = (token: string, items: Array<{ productId: number; quantity: number }>, paymentMethod = 'card', lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/orders', { items, paymentMethod, address: SA_ADDRESS }, { token, lang, headers: { 'idempotency-key': randomUUID() } });

  it('per product: 5 units unpaid at most; the next card order of it is refused with the reason, cash on delivery is not capped', async () => {
    const { token } = await createUser(t);
    const p = await product();
    expect((await place(token, [{ productId: p.id, quantity: 5 }])).status).toBe(201);
    const refused = await place(token, [{ productId: p.id, quantity: 1 }], 'wallet');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'At most 5 of “Test Perfume” can be held in orders not paid yet. Pay your earlier order first, or choose cash on delivery.',
    );
    expect(Object.keys(refused.body.errors)).toEqual(['items.0.quantity']);
    const arabic = await place(token, [{ productId: p.id, quantity: 1 }], 'card', 'ar');
    expect(arabic.body.message).toBe(
      'لا يمكن حجز أكثر من 5 من «عطر الاختبار» في طلبات لم تُدفع بعد. أكمل دفع طلبك السابق أو اختر الدفع عند الاستلام.',
    );
    expect((await place(token, [{ productId: p.id, quantity: 1 }], 'cod')).status).toBe(201);
    expect((await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [p.id]))[0].stock).toBe(244);
  });

  it('in total: 20 units unpaid across products; paying an order frees its share', async () => {
    const { token } = await createUser(t);
    const products = await Promise.all([product(), product(), product(), product(), product()]);
    const first = await place(token, [{ productId: products[0].id, quantity: 5 }]);
    for (const p of products.slice(1, 4)) expect((await place(token, [{ productId: p.id, quantity: 5 }])).status).toBe(201);
    const over = await place(token, [{ productId: products[4].id, quantity: 1 }]);
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual({
      paymentMethod: ['At most 20 pieces can be held in orders not paid yet. Pay your earlier orders first, or choose cash on delivery.'],
    });
    expect((await payWithCard(t, first.body.data.payment.redirectUrl, TEST_CARDS.success)).status).toBe(303);
    expect((await place(token, [{ productId: products[4].id, quantity: 5 }])).status).toBe(201);
  });

  it('the admin sets the caps in the settings', async () => {
    const admin = (await createUser(t, 'Admin')).token;
    const settings = (await t.api.get('/api/admin/settings', { token: admin })).body;
    expect(settings).toMatchObject({ unpaidHoldPerProduct: 5, unpaidHoldTotal: 20 });
    expect((await t.api.put('/api/admin/settings', { ...settings, unpaidHoldPerProduct: 2 }, { token: admin })).status).toBe(200);
    const { token } = await createUser(t);
    const p = await product();
    expect((await place(token, [{ productId: p.id, quantity: 3 }])).status).toBe(409);
    expect((await place(token, [{ productId: p.id, quantity: 2 }])).status).toBe(201);
    expect((await t.api.put('/api/admin/settings', { ...settings, unpaidHoldPerProduct: 0 }, { token: admin, lang: 'en' })).status).toBe(
      400,
    );
    await t.api.put('/api/admin/settings', settings, { token: admin });
  });

  it('one account racing 12 card orders of one unit each holds 5, and the next shopper still buys', async () => {
    const hoarder = await createUser(t);
    const p = await product(10);
    const answers = await Promise.all(Array.from({ length: 12 }, () => place(hoarder.token, [{ productId: p.id, quantity: 1 }])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const shopper = await createUser(t);
    expect((await place(shopper.token, [{ productId: p.id, quantity: 5 }])).status).toBe(201);
  });
});

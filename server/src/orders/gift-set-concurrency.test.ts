import { jest } from '@jest/globals';
import { In } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(90_000);

/**
 * Issue 14 §3: 50 buyers at once over real HTTP, some buying a gift set (1 oud oil + 2 bakhoor),
 * others its components on their own. The set takes its components' stock in the order's
 * transaction, so no component is oversold, every refusal is a translated 409, and the units
 * that left the shelf are exactly what the placed orders hold.
 */
describe('a gift set and its components under 50 concurrent buyers', () => {
  let t: TestApp;
  let categoryId: number;

  async function customers(n: number): Promise<string[]> {
    const rows: Array<{ id: number }> = await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role) SELECT 'Buyer ' || g, 'set-buyer-' || g || '-' || $2 || '@example.com', 'x', 'Customer' FROM generate_series(1, $1) g RETURNING id`,
      [n, Date.now()],
    );
    const users = await t.db.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) });
    return users.map((u) => t.get(TokenService).issue(u));
  }
  const stockOf = async (variantId: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]))[0].stock as number;
  const unitsSold = async (variantId: number) =>
    (await t.db.query(`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE "variantId" = $1`, [variantId]))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('20 set buyers, 15 oud buyers and 15 bakhoor buyers for 20 oud and 30 bakhoor: nothing oversold, totals add up', async () => {
    const oud = await createProduct(t, categoryId, { name: { ar: 'دهن عود 3 مل', en: 'Oud oil 3 ml' }, price: 90, stock: 20 });
    const bakhoor = await createProduct(t, categoryId, { name: { ar: 'بخور 50 غ', en: 'Bakhoor 50 g' }, price: 40, stock: 30 });
    const [oudId, bakhoorId] = [oud.variants[0].id, bakhoor.variants[0].id];
    const admin = (await createUser(t, 'Admin')).token;
    const created = await t.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId, { name: { ar: 'طقم الضيافة', en: 'Welcome box' } }),
        price: undefined,
        stock: undefined,
        variants: [
          {
            sku: 'WELCOME-BOX',
            price: 150,
            weight: 600,
            components: [
              { variantId: oudId, quantity: 1 },
              { variantId: bakhoorId, quantity: 2 },
            ],
          },
        ],
      },
      { token: admin },
    );
    expect(created.status).toBe(201);
    const setId = created.body.variants[0].id as number;
    expect(created.body.variants[0].stock).toBe(15);

    const buyers = await customers(50);
    const wants = buyers.map((_, i) =>
      i % 5 < 2 ? setId : i % 5 === 2 || i % 5 === 3 ? (i % 2 ? oudId : bakhoorId) : i % 2 ? bakhoorId : oudId,
    );
    const answers = await Promise.all(
      buyers.map((token, i) =>
        t.api.post(
          '/api/orders',
          { items: [{ variantId: wants[i], quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
          { token, lang: 'en' },
        ),
      ),
    );
    const placed = (variantId: number) => answers.filter((a, i) => a.status === 201 && wants[i] === variantId).length;
    expect(wants.filter((w) => w === setId)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/^Not enough stock of "(Oud oil 3 ml|Bakhoor 50 g|Welcome box)" \(\d+ available\)$/);
    }
    const [sets, ouds, bakhoors] = [placed(setId), placed(oudId), placed(bakhoorId)];
    const [oudLeft, bakhoorLeft] = [await stockOf(oudId), await stockOf(bakhoorId)];
    expect(oudLeft).toBeGreaterThanOrEqual(0);
    expect(bakhoorLeft).toBeGreaterThanOrEqual(0);
    // every unit off the shelf is in a placed order, the set's through its components
    expect(20 - oudLeft).toBe(sets + ouds);
    expect(30 - bakhoorLeft).toBe(2 * sets + bakhoors);
    expect(await unitsSold(setId)).toBe(sets);
    expect(await unitsSold(oudId)).toBe(ouds);
    expect(await unitsSold(bakhoorId)).toBe(bakhoors);
    expect(await stockOf(setId)).toBe(0);
    // what the shop shows of the set now is what its components still make
    const shown = await t.api.get(`/api/products/${created.body.id}`);
    expect(shown.body.data.variants[0].stock).toBe(Math.min(oudLeft, Math.floor(bakhoorLeft / 2)));
    console.log(
      `gift set concurrency: ${sets} sets, ${ouds} oud, ${bakhoors} bakhoor placed; ${refused.length} refused; left ${oudLeft} oud, ${bakhoorLeft} bakhoor`,
    );
  });
});

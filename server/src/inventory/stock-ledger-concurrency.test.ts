import { jest } from '@jest/globals';
import { In } from 'typeorm';
import { TokenService } from '../auth/token.service.js';
import { User } from '../customers/user.entity.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createUser, productInput } from '../testing/fixtures.js';
import { startSecondInstance, startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(120_000);

/**
 * The ledger under concurrency, on two instances of one shop: orders racing for the last units of
 * a variant, some as the variant itself and some inside a gift set, never take more than there
 * is; exactly the orders that committed have movements; and what the movements say moved is what
 * the stock moved.
 */
describe('the stock ledger under concurrent orders', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;

  /** Many customers quickly: rows straight into users, tokens from the real TokenService. */
  async function customers(count: number): Promise<string[]> {
    const rows: Array<{ id: number }> = await t.db.query(
      `INSERT INTO users (name, email, "passwordHash", role)
       SELECT 'Racer ' || g, 'racer-' || g || '-' || $2 || '@example.com', 'x', 'Customer' FROM generate_series(1, $1) g RETURNING id`,
      [count, Date.now()],
    );
    const users = await t.db.getRepository(User).findBy({ id: In(rows.map((r) => r.id)) });
    return users.map((u) => t.get(TokenService).issue(u));
  }

  beforeAll(async () => {
    t = await startTestApp();
    second = await startSecondInstance(t);
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  }, 60_000);

  it('40 orders for 15 units (alone or two to a gift set): never oversold, and the ledger moved what the stock moved', async () => {
    const categoryId = (await createCategory(t)).id;
    const create = async (body: object) => (await t.api.post('/api/admin/products', body, { token: admin })).body;
    const oud = await create(
      productInput(categoryId, { stock: 15, variants: [{ sku: 'RACE-OUD', price: 100, stock: 15, weight: 300 }] as never }),
    );
    const set = await create({
      ...productInput(categoryId, { name: { ar: 'طقم', en: 'Set' } }),
      price: undefined,
      stock: undefined,
      variants: [{ sku: 'RACE-SET', price: 180, stock: 0, weight: 600, components: [{ variantId: oud.variants[0].id, quantity: 2 }] }],
    });
    const oudId = oud.variants[0].id as number;
    const tokens = await customers(40);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        [t.api, second.api][i % 2].post(
          '/api/orders',
          {
            items: [{ productId: i % 3 === 0 ? set.id : oud.id, quantity: 1 }],
            paymentMethod: i % 4 === 0 ? 'card' : 'cod',
            address: SA_ADDRESS,
          },
          { token },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.data.order.id as number);
    const [{ stock }] = await t.db.query(`SELECT stock FROM product_variants WHERE id = $1`, [oudId]);
    const [{ sold }] = await t.db.query(
      `SELECT coalesce(sum(CASE WHEN i."variantId" = $1 THEN i.quantity ELSE 2 * i.quantity END), 0)::int AS sold
       FROM order_items i WHERE i."orderId" = ANY($2::int[])`,
      [oudId, placed],
    );
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBeLessThan(2); // the shortfalls came when nothing more could be sold
    expect(sold).toBe(15 - stock);

    const movements: Array<{ orderId: number; delta: number; reason: string }> = await t.db.query(
      `SELECT "orderId", delta, reason FROM stock_movements WHERE "variantId" = $1 AND reason <> 'admin_edit' ORDER BY id`,
      [oudId],
    );
    // one movement per placed order, none for a refused one
    expect(new Set(movements.map((m) => m.orderId))).toEqual(new Set(placed));
    expect(movements).toHaveLength(placed.length);
    expect(movements.reduce((sum, m) => sum + m.delta, 0)).toBe(stock - 15);
    expect(movements.every((m) => (m.reason === 'gift_set' ? m.delta === -2 : m.reason === 'placement' && m.delta === -1))).toBe(true);
    const [{ ledger }] = await t.db.query(`SELECT sum(delta)::int AS ledger FROM stock_movements WHERE "variantId" = $1`, [oudId]);
    expect(ledger).toBe(stock);
  });
});

import { jest } from '@jest/globals';
import { sellableStock } from '@ward/shared';
import fc from 'fast-check';
import { SELLABLE_STOCK } from '../catalog/variants/variant-sql.js';
import { createCategory, createProduct } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { setStock } from './stock-writes.js';

jest.setTimeout(120_000);

/**
 * "What can be sold" is stated twice, once for each side: the database view every read goes
 * through, and `sellableStock` in @ward/shared (the quote's allocation). For any shelves and any
 * gift-set contents they must give the same figure for every variant.
 */
describe('sellable stock: the database view and the TypeScript rule agree', () => {
  let t: TestApp;
  let items: number[];
  let sets: number[];

  beforeAll(async () => {
    t = await startTestApp();
    const categoryId = (await createCategory(t)).id;
    items = [];
    for (let i = 0; i < 5; i++) items.push((await createProduct(t, categoryId, { stock: 1 })).variants[0].id);
    sets = [];
    for (let i = 0; i < 3; i++) sets.push((await createProduct(t, categoryId, { stock: 0 })).variants[0].id);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const shelves = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 5, maxLength: 5 });
  const contents = fc.array(
    fc.uniqueArray(fc.record({ item: fc.nat(4), quantity: fc.integer({ min: 1, max: 7 }) }), { selector: (c) => c.item, maxLength: 4 }),
    { minLength: 3, maxLength: 3 },
  );

  it('for any stock and any sets (an empty one is a plain variant): the same figure for every variant', async () => {
    await fc.assert(
      fc.asyncProperty(shelves, contents, async (stock, setContents) => {
        await t.db.transaction(async (m) => {
          await setStock(
            m,
            items.map((variantId, i) => ({ variantId, stock: stock[i] })),
            { reason: 'admin_edit' },
          );
          await m.query(`DELETE FROM variant_components WHERE "setId" = ANY($1::int[])`, [sets]);
          const rows = setContents.flatMap((content, s) => content.map((c) => [sets[s], items[c.item], c.quantity]));
          if (rows.length)
            await m.query(
              `INSERT INTO variant_components ("setId", "componentId", quantity) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`,
              [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
            );
        });
        const own = new Map<number, number>(
          (await t.db.query(`SELECT id, stock FROM product_variants WHERE id = ANY($1::int[])`, [[...items, ...sets]])).map(
            (r: { id: number; stock: number }) => [r.id, r.stock],
          ),
        );
        const expected = Object.fromEntries(
          [...items, ...sets].map((id) => {
            const content = setContents[sets.indexOf(id)] ?? [];
            const components = content.map((c) => ({ stock: own.get(items[c.item])!, quantity: c.quantity }));
            return [id, sellableStock(own.get(id)!, components)];
          }),
        );
        const viewed = Object.fromEntries(
          (await t.db.query(`SELECT id, stock FROM ${SELLABLE_STOCK} WHERE id = ANY($1::int[])`, [[...items, ...sets]])).map(
            (r: { id: number; stock: number }) => [r.id, r.stock],
          ),
        );
        expect(viewed).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});

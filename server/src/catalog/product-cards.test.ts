import { jest } from '@jest/globals';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { startSecondInstance, startTestApp, type TestApp } from '../testing/test-app.js';
import { CatalogEvents } from './catalog-events.js';
import { CARDS_KEPT, ProductCards } from './product-cards.js';

jest.setTimeout(60_000);

const SIZE = {
  code: 'size',
  kind: 'volume' as const,
  name: { ar: 'الحجم', en: 'Size' },
  values: [50, 100].map((ml) => ({ code: `${ml}ml`, name: { ar: `${ml} مل`, en: `${ml} ml` }, amount: ml })),
};
const size = (sku: string, ml: number, stock: number, isDefault = false) => ({
  sku,
  options: { size: `${ml}ml` },
  price: ml * 2,
  stock,
  weight: ml * 4,
  isDefault,
});

/** A product's page (ProductDto) */
interface Card {
  id: number;
  price: number;
  stock: number;
  name: { en: string };
  images: Array<{ url: string }>;
  variants: Array<{ id: number; sku: string; stock: number }>;
}

/** A listing's item (ProductSummaryDto) */
interface Listed {
  id: number;
  price: number;
  stock: number;
  name: { en: string };
  image: { url: string } | null;
  variantCount: number;
  soldOut: boolean;
}

/**
 * Issue 19 §8: listings, searches and product pages take products from in-memory cards
 * (product-cards.ts). Every read below is a URL the micro-cache has not seen (a counter the API
 * ignores), so what it shows comes from the cards or PostgreSQL: a card kept past a change shows.
 */
describe('product cards: uncached reads from memory, never stale', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let customer: string;
  let categoryId: number;
  let n = 0;

  const listed = async (shop: TestApp, id: number): Promise<Listed> => {
    const items: Listed[] = (await shop.api.get(`/api/products?categoryId=${categoryId}&pageSize=100&_=${n++}`)).body.data.items;
    return items.find((i) => i.id === id)!;
  };
  const page = async (shop: TestApp, id: number): Promise<Card> => (await shop.api.get(`/api/products/${id}?_=${n++}`)).body.data;
  /** Polls until `read` answers what `done` wants (a notice from the other instance, or one sent at commit, takes milliseconds). */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 3_000): Promise<T> {
    const started = Date.now();
    for (let value = await read(); ; value = await read()) {
      if (done(value)) return value;
      if (Date.now() - started > limitMs) throw new Error(`still ${JSON.stringify(value)} after ${limitMs} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const order = async (items: object[]) => {
    const res = await a.api.post('/api/orders', { items, address: SA_ADDRESS, paymentMethod: 'cod' }, { token: customer });
    expect(res.status).toBe(201);
    return res.body.data.order.id as number;
  };
  const perfume = async (skuPrefix: string, stocks: [number, number]) => {
    const res = await a.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId, { name: { ar: 'عطر بحجمين', en: 'Two-size perfume' } }),
        price: undefined,
        stock: undefined,
        options: [SIZE],
        variants: [size(`${skuPrefix}-50`, 50, stocks[0]), size(`${skuPrefix}-100`, 100, stocks[1], true)],
      },
      { token: admin },
    );
    expect(res.status).toBe(201);
    return res.body as Card;
  };

  beforeAll(async () => {
    a = await startTestApp();
    b = await startSecondInstance(a);
    admin = (await createUser(a, 'Admin')).token;
    customer = (await createUser(a)).token;
    categoryId = (await createCategory(a)).id;
    await seedShipping(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  }, 60_000);

  it('a listing after a back-office edit shows the new price, name, image and added size', async () => {
    const p = await createProduct(a, categoryId, { price: 100 });
    expect((await listed(a, p.id)).price).toBe(100);
    expect(a.get(ProductCards).size).toBeGreaterThan(0);
    const hits = a.get(ProductCards).hits;
    expect((await listed(a, p.id)).price).toBe(100);
    expect(a.get(ProductCards).hits).toBeGreaterThan(hits); // the second listing took it from memory

    const edited = {
      ...productInput(categoryId),
      price: undefined,
      stock: undefined,
      name: { ar: 'اسم جديد', en: 'New name' },
      images: [{ url: '/media/edited-1200.webp', width: 1200, height: 1400 }],
      options: [SIZE],
      variants: [size('EDIT-50', 50, 3), size('EDIT-100', 100, 4, true)],
    };
    expect((await a.api.put(`/api/admin/products/${p.id}`, edited, { token: admin })).status).toBe(200);
    expect(await listed(a, p.id)).toMatchObject({ price: 200, name: { en: 'New name' }, image: { url: '/media/edited-1200.webp' }, variantCount: 2 });
    const shown = await page(a, p.id);
    expect(shown).toMatchObject({ price: 200, name: { en: 'New name' }, images: [{ url: '/media/edited-1200.webp' }] });
    expect(shown.variants.map((v) => v.sku)).toEqual(['EDIT-50', 'EDIT-100']);
  });

  it('an order for the last unit of a product shows it sold out in the listing and on the product page; a cancellation brings it back', async () => {
    const p = await perfume('LAST', [1, 0]);
    expect((await listed(a, p.id)).soldOut).toBe(false);
    expect((await page(a, p.id)).variants[0].stock).toBe(1);
    const orderId = await order([{ variantId: p.variants[0].id, quantity: 1 }]);
    expect((await listed(a, p.id)).soldOut).toBe(true);
    expect((await page(a, p.id)).variants[0].stock).toBe(0);

    const rejected = await a.api.post(`/api/admin/orders/${orderId}/reject`, { reason: 'Test' }, { token: admin });
    expect(rejected.status).toBe(200);
    // the stock comes back at commit, told to every instance (this one too) over LISTEN/NOTIFY
    await until(
      async () => [(await listed(a, p.id)).soldOut, (await page(a, p.id)).variants[0].stock],
      ([soldOut, stock]) => soldOut === false && stock === 1,
    );
  });

  it('a gift set shows sold out once one of its items sells out', async () => {
    const oud = await createProduct(a, categoryId, { name: { ar: 'دهن عود', en: 'Oud oil' }, stock: 1 });
    const bakhoor = await createProduct(a, categoryId, { name: { ar: 'بخور', en: 'Bakhoor' }, stock: 10 });
    const created = await a.api.post(
      '/api/admin/products',
      {
        ...productInput(categoryId, { name: { ar: 'طقم هدية', en: 'Gift box' } }),
        price: undefined,
        stock: undefined,
        variants: [
          {
            sku: 'CARD-BOX',
            price: 240,
            stock: 0,
            weight: 500,
            components: [
              { variantId: oud.variants[0].id, quantity: 1 },
              { variantId: bakhoor.variants[0].id, quantity: 2 },
            ],
          },
        ],
      },
      { token: admin },
    );
    expect(created.status).toBe(201);
    const set = created.body as Card;
    expect((await listed(a, set.id)).stock).toBe(1);
    expect((await page(a, set.id)).stock).toBe(1);
    // the oud oil is sold on its own: the set holding it has nothing left to make a box with
    await order([{ productId: oud.id, quantity: 1 }]);
    expect((await listed(a, set.id)).stock).toBe(0);
    expect((await page(a, set.id)).stock).toBe(0);
  });

  it('a second instance on the same database shows an edit and an order made on the first', async () => {
    const p = await createProduct(a, categoryId, { price: 300, stock: 4 });
    await until(
      () => listed(b, p.id),
      (card) => card !== undefined,
    );
    expect((await page(b, p.id)).price).toBe(300);
    const hits = b.get(ProductCards).hits;
    expect((await listed(b, p.id)).price).toBe(300);
    expect(b.get(ProductCards).hits).toBeGreaterThan(hits);

    expect(
      (await a.api.put(`/api/admin/products/${p.id}`, { ...productInput(categoryId), price: 310, stock: 4 }, { token: admin })).status,
    ).toBe(200);
    await until(
      async () => [(await listed(b, p.id)).price, (await page(b, p.id)).price],
      (prices) => prices.every((price) => price === 310),
    );
    await order([{ productId: p.id, quantity: 3 }]);
    await until(
      async () => [(await listed(b, p.id)).stock, (await page(b, p.id)).stock],
      (stocks) => stocks.every((s) => s === 1),
    );
  });

  it('a read in flight when the catalogue or its products change keeps nothing it read for them', async () => {
    const [one, two] = [await createProduct(a, categoryId), await createProduct(a, categoryId)];
    const cards = a.get(ProductCards);
    const events = a.get(CatalogEvents);
    await events.changed();
    // the statement is on its way when the change lands: what it brings back may predate the change
    const read = cards.many([one.id, two.id]);
    await events.changed();
    expect((await read).map((c) => c.id)).toEqual([one.id, two.id]);
    expect(cards.size).toBe(0);

    const next = cards.many([one.id, two.id]);
    await events.stockChanged([one.id]);
    await next;
    const misses = cards.misses;
    await cards.many([one.id, two.id]);
    expect(cards.misses).toBe(misses + 1); // only the product whose stock changed is read again
  });

  it('keeps at most its capacity, letting the least recently used card go first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createProduct(a, categoryId)).id);
    const cards = a.get(ProductCards);
    await a.get(CatalogEvents).changed();
    cards.capacity = 2;
    try {
      await cards.many([ids[0], ids[1]]);
      await cards.one(ids[0]); // the first is used again: the second is now the oldest
      await cards.one(ids[2]);
      expect(cards.size).toBe(2);
      const misses = cards.misses;
      await cards.many([ids[0], ids[2]]);
      expect(cards.misses).toBe(misses);
      await cards.one(ids[1]);
      expect(cards.misses).toBe(misses + 1);
    } finally {
      cards.capacity = CARDS_KEPT;
    }
  });
});

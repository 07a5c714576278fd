import { jest } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { StockMovementDto, StockMovementReason } from '@ward/shared';
import { SettingsService } from '../content/settings.service.js';
import { addDefaultVariants } from '../database/seed/seed-variants.js';
import { payWithCard, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createUser, productInput } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(120_000);

/**
 * Issue 27 §2: the inventory is the one writer of stock, and every change it makes is a movement
 * of the `stock_movements` ledger (variant, delta, reason, order or other reference, who, when),
 * written in the same transaction, so a variant's movements always add up to its stock. The back
 * office reads a variant's history at GET /api/admin/stock-movements.
 */
describe('the stock ledger: every change of stock is one movement, written with it', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let n = 0;

  const history = async (filter: object): Promise<StockMovementDto[]> => {
    const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,99]')}`;
    const res = await t.api.get(`/api/admin/stock-movements?${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.body as StockMovementDto[];
  };
  /** What the back office shows of each movement, oldest first. */
  const moves = async (filter: object) =>
    (await history(filter)).map((m) => ({ sku: m.sku, delta: m.delta, reason: m.reason, stockAfter: m.stockAfter, actor: m.actorName }));
  /** A product without options: one variant with this SKU, price and stock (the form's top-level fields win). */
  const simple = (sku: string, stock: number, price = 100, id?: number) =>
    productInput(categoryId, { price, stock, variants: [{ id, sku, price, stock, weight: 300 }] as never });
  const create = async (body: object) => {
    const res = await t.api.post('/api/admin/products', body, { token: admin.token, lang: 'en' });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: number; variants: Array<{ id: number; sku: string }> };
  };
  const place = async (body: object) => {
    const res = await t.api.post(
      '/api/orders',
      { address: SA_ADDRESS, paymentMethod: 'cod', ...body },
      { token: customer.token, lang: 'en', headers: { 'Idempotency-Key': `ledger-test-${n++}` } },
    );
    return res;
  };
  const stockOf = async (variantId: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]))[0].stock as number;
  const reasonsWritten = async () =>
    (await t.db.query(`SELECT DISTINCT reason FROM stock_movements ORDER BY 1`)).map((r: { reason: StockMovementReason }) => r.reason);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin', { name: 'Mona Admin' });
    customer = await createUser(t, 'Customer', { name: 'Sara' });
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    await t.get(SettingsService).update({ ...(await t.get(SettingsService).get()), unpaidHoldPerProduct: 1_000, unpaidHoldTotal: 10_000 });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('the product form: a new variant’s stock, then an edit of it (admin_edit), and the sample vial (sample), by that admin', async () => {
    const p = await create(simple('LEDGER-FORM', 12));
    const body = simple('LEDGER-FORM', 9, 100, p.variants[0].id);
    expect(
      (
        await t.api.put(
          `/api/admin/products/${p.id}`,
          { ...body, sample: { sku: 'LEDGER-FORM-S', stock: 30, weight: 8 } },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    // saving the same figures again moves nothing
    expect((await t.api.put(`/api/admin/products/${p.id}`, body, { token: admin.token })).status).toBe(200);
    expect(await moves({ productId: p.id })).toEqual([
      { sku: 'LEDGER-FORM', delta: 12, reason: 'admin_edit', stockAfter: 12, actor: 'Mona Admin' },
      { sku: 'LEDGER-FORM', delta: -3, reason: 'admin_edit', stockAfter: 9, actor: 'Mona Admin' },
      { sku: 'LEDGER-FORM-S', delta: 30, reason: 'sample', stockAfter: 30, actor: 'Mona Admin' },
    ]);
  });

  it('bulk edit: one movement per variant whose stock moved (bulk_edit); a gift set’s own row is never written', async () => {
    const a = await create(simple('LEDGER-BULK', 4));
    const set = await create({
      ...productInput(categoryId, { name: { ar: 'طقم', en: 'Set' } }),
      price: undefined,
      stock: undefined,
      variants: [{ sku: 'LEDGER-BULK-SET', price: 240, stock: 0, weight: 500, components: [{ variantId: a.variants[0].id, quantity: 2 }] }],
    });
    const res = await t.api.post(
      '/api/admin/products/bulk',
      { ids: [a.id, set.id], stock: { mode: 'add', value: 5 } },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(await moves({ productId: a.id })).toEqual([
      { sku: 'LEDGER-BULK', delta: 4, reason: 'admin_edit', stockAfter: 4, actor: 'Mona Admin' },
      { sku: 'LEDGER-BULK', delta: 5, reason: 'bulk_edit', stockAfter: 9, actor: 'Mona Admin' },
    ]);
    expect(await history({ productId: set.id })).toEqual([]);
  });

  it('CSV import: the file’s new figure is one csv_import movement, by the admin who sent it', async () => {
    const p = await create(simple('LEDGER-CSV', 6));
    const exported = await t.api.get(`/api/admin/products/export?filter=${encodeURIComponent(JSON.stringify({ id: [p.id] }))}`, {
      token: admin.token,
    });
    const rows = parse<Record<string, string>>(exported.body as string, { bom: true, columns: true });
    const form = new FormData();
    const csv = `\uFEFF${stringify(
      rows.map((r) => ({ ...r, stock: '15' })),
      { header: true },
    )}`;
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
    const res = await t.api.post('/api/admin/products/import', undefined, { token: admin.token, raw: form });
    expect(res.status).toBe(200);
    expect(await moves({ productId: p.id })).toEqual([
      { sku: 'LEDGER-CSV', delta: 6, reason: 'admin_edit', stockAfter: 6, actor: 'Mona Admin' },
      { sku: 'LEDGER-CSV', delta: 9, reason: 'csv_import', stockAfter: 15, actor: 'Mona Admin' },
    ]);
  });

  it('an order takes its lines (placement), a gift set’s items (gift_set) and a sample vial, with the order and customer; a rejection puts them back (release)', async () => {
    const oud = await create(simple('LEDGER-OUD', 10));
    const musk = await create({
      ...simple('LEDGER-MUSK', 10, 80),
      sample: { sku: 'LEDGER-MUSK-S', stock: 5, weight: 8 },
    });
    const set = await create({
      ...productInput(categoryId, { name: { ar: 'طقم', en: 'Set' } }),
      price: undefined,
      stock: undefined,
      variants: [
        {
          sku: 'LEDGER-SET',
          price: 240,
          stock: 0,
          weight: 500,
          components: [
            { variantId: oud.variants[0].id, quantity: 1 },
            { variantId: musk.variants[0].id, quantity: 2 },
          ],
        },
      ],
    });
    const placed = await place({
      items: [
        { productId: oud.id, quantity: 2 },
        { productId: set.id, quantity: 1 },
      ],
      samples: [{ productId: musk.id }],
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as { id: number; orderNumber: string };
    const taken = (await history({ orderId: order.id })).map((m) => ({ sku: m.sku, delta: m.delta, reason: m.reason }));
    expect(taken).toEqual(
      expect.arrayContaining([
        { sku: 'LEDGER-OUD', delta: -2, reason: 'placement' },
        { sku: 'LEDGER-OUD', delta: -1, reason: 'gift_set' },
        { sku: 'LEDGER-MUSK', delta: -2, reason: 'gift_set' },
        { sku: 'LEDGER-MUSK-S', delta: -1, reason: 'placement' },
      ]),
    );
    expect(taken).toHaveLength(4);
    const oudMoves = await history({ variantId: oud.variants[0].id });
    // the history shows each with the order, the customer and what the shelf had after it
    expect(
      oudMoves.slice(1).map((m) => ({ reason: m.reason, orderNumber: m.orderNumber, actor: m.actorName, stockAfter: m.stockAfter })),
    ).toEqual([
      { reason: 'gift_set', orderNumber: order.orderNumber, actor: 'Sara', stockAfter: 9 },
      { reason: 'placement', orderNumber: order.orderNumber, actor: 'Sara', stockAfter: 7 },
    ]);

    expect((await t.api.post(`/api/admin/orders/${order.id}/reject`, { reason: 'Out of wrapping' }, { token: admin.token })).status).toBe(
      200,
    );
    const back = (await history({ orderId: order.id, reason: 'release' })).map((m) => ({ sku: m.sku, delta: m.delta, actor: m.actorName }));
    expect(back).toEqual([
      { sku: 'LEDGER-OUD', delta: 3, actor: 'Mona Admin' },
      { sku: 'LEDGER-MUSK', delta: 2, actor: 'Mona Admin' },
      { sku: 'LEDGER-MUSK-S', delta: 1, actor: 'Mona Admin' },
    ]);
    expect(await stockOf(oud.variants[0].id)).toBe(10);
  });

  it('a card payment that fails gives the stock back (release), by no one but the shop', async () => {
    const p = await create(simple('LEDGER-DECLINED', 3));
    const placed = await place({ items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'card' });
    expect(placed.status).toBe(201);
    await payWithCard(t, placed.body.data.payment.redirectUrl, '4000000000000002');
    expect(await moves({ productId: p.id })).toEqual([
      { sku: 'LEDGER-DECLINED', delta: 3, reason: 'admin_edit', stockAfter: 3, actor: 'Mona Admin' },
      { sku: 'LEDGER-DECLINED', delta: -2, reason: 'placement', stockAfter: 1, actor: 'Sara' },
      { sku: 'LEDGER-DECLINED', delta: 2, reason: 'release', stockAfter: 3, actor: null },
    ]);
  });

  it('a refund that restocks puts the refunded units back (refund_restock), by the admin', async () => {
    const p = await create(simple('LEDGER-REFUND', 5));
    const placed = await place({ items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'card' });
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBeLessThan(400);
    const order = (await t.api.get(`/api/admin/orders/${placed.body.data.order.id}`, { token: admin.token })).body as {
      id: number;
      paymentStatus: string;
      items: Array<{ id: number }>;
    };
    expect(order.paymentStatus).toBe('Paid');
    const refund = await t.api.post(
      `/api/admin/orders/${order.id}/refund`,
      { lines: [{ itemId: order.items[0].id, quantity: 1 }], reason: 'One bottle broken', restock: true },
      { token: admin.token },
    );
    expect(refund.status).toBe(200);
    expect((await moves({ productId: p.id })).slice(1)).toEqual([
      { sku: 'LEDGER-REFUND', delta: -2, reason: 'placement', stockAfter: 3, actor: 'Sara' },
      { sku: 'LEDGER-REFUND', delta: 1, reason: 'refund_restock', stockAfter: 4, actor: 'Mona Admin' },
    ]);
  });

  it('a refused order leaves no movement behind', async () => {
    const p = await create(simple('LEDGER-SHORT', 1));
    const before = await history({ productId: p.id });
    expect((await place({ items: [{ productId: p.id, quantity: 2 }] })).status).toBe(409);
    // a cash order over the shop's cash limit is refused after everything else was written
    const { codMaxTotal } = await t.get(SettingsService).get();
    const dear = await create(simple('LEDGER-DEAR', 3, codMaxTotal + 1));
    expect((await place({ items: [{ productId: dear.id, quantity: 1 }] })).status).toBe(409);
    expect(await history({ productId: p.id })).toEqual(before);
    expect((await history({ productId: dear.id })).map((m) => m.reason)).toEqual(['admin_edit']);
    expect(await stockOf(dear.variants[0].id)).toBe(3);
  });

  it('seeded variants open the ledger with their stock (opening)', async () => {
    const [{ id }] = await t.db.query(
      `INSERT INTO products ("nameAr", "nameEn", "descriptionAr", "descriptionEn", price, "finalPrice", "categoryId", weight)
       VALUES ('بذرة', 'Seed', 'وصف', 'Description', 50, 50, $1, 200) RETURNING id`,
      [categoryId],
    );
    await addDefaultVariants(t.db, [{ productId: id, stock: 7 }]);
    expect(await moves({ productId: id })).toEqual([
      { sku: `WRD-${String(id).padStart(5, '0')}`, delta: 7, reason: 'opening', stockAfter: 7, actor: null },
    ]);
  });

  it('after all of it, every reason was written and every variant’s movements add up to its stock', async () => {
    expect(await reasonsWritten()).toEqual(
      ['admin_edit', 'bulk_edit', 'csv_import', 'gift_set', 'opening', 'placement', 'refund_restock', 'release', 'sample'].sort(),
    );
    const drifted = await t.db.query(
      `SELECT v.id, v.stock, coalesce(m.total, 0) AS ledger FROM product_variants v
       LEFT JOIN (SELECT "variantId", sum(delta)::int AS total FROM stock_movements GROUP BY 1) m ON m."variantId" = v.id
       WHERE v.stock <> coalesce(m.total, 0)`,
    );
    expect(drifted).toEqual([]);
  });

  it('the history is the back office’s alone', async () => {
    expect((await t.api.get('/api/admin/stock-movements', { token: customer.token })).status).toBe(403);
    expect((await t.api.get('/api/admin/stock-movements')).status).toBe(401);
  });
});

import type { ReturnDto, ReturnReportDto } from '@ward/shared';
import { createProduct } from '../testing/fixtures.js';
import { admin, categoryId, customer, t, useOrdersApp } from '../testing/orders-kit.js';
import { ask, move, paidDelivered, sealedRefund } from '../testing/returns-kit.js';

useOrdersApp();

const report = (query = '', token = admin.token) => t.api.get(`/api/admin/returns/report${query}`, { token, lang: 'en' });
const askBack = async (orderId: number, itemId: number, quantity: number, body: object = sealedRefund) =>
  ((await ask(orderId, { ...body, lines: [{ itemId, quantity }] })).body.data as ReturnDto).id;

describe('return rates: per product and per reason, over the orders delivered in a period', () => {
  it('counts what came back of what was delivered, leaves rejected returns out, flags the most returned', async () => {
    const rose = await createProduct(t, categoryId, { price: 100, stock: 50, name: { ar: 'ورد التقرير', en: 'Rose report' } });
    const musk = await createProduct(t, categoryId, { price: 50, stock: 50, name: { ar: 'مسك التقرير', en: 'Musk report' } });
    const oud = await createProduct(t, categoryId, { price: 80, stock: 50, name: { ar: 'عود التقرير', en: 'Oud report' } });

    // rose: 2 of 3 units back (changed mind, damaged) — flagged
    const roses = [];
    for (let i = 0; i < 3; i++) roses.push(await paidDelivered([{ productId: rose.id, quantity: 1 }]));
    await askBack(roses[0].id, roses[0].items[0].id, 1);
    await askBack(roses[1].id, roses[1].items[0].id, 1, { reason: 'damaged', condition: 'opened', wish: 'refund' });
    // musk: its only return rejected — not counted
    const muskOrder = await paidDelivered([{ productId: musk.id, quantity: 2 }]);
    await move(await askBack(muskOrder.id, muskOrder.items[0].id, 1), 'reject', { reason: 'Opened and used' });
    // oud: 1 of 5 units back — the rate of the flag, but a single unit is not a pattern
    const oudOrder = await paidDelivered([{ productId: oud.id, quantity: 5 }]);
    await askBack(oudOrder.id, oudOrder.items[0].id, 1, { ...sealedRefund, reason: 'wrong' });

    const now = await report();
    expect(now.status).toBe(200);
    const body = now.body as ReturnReportDto;
    expect(body.byProduct).toEqual([
      { productId: rose.id, name: { ar: 'ورد التقرير', en: 'Rose report' }, delivered: 3, returned: 2, rate: 0.6667, flagged: true },
      { productId: oud.id, name: { ar: 'عود التقرير', en: 'Oud report' }, delivered: 5, returned: 1, rate: 0.2, flagged: false },
    ]);
    expect(body.byReason).toEqual([
      { reason: 'changedMind', returns: 1, units: 1 },
      { reason: 'damaged', returns: 1, units: 1 },
      { reason: 'wrong', returns: 1, units: 1 },
    ]);

    // an order delivered 40 days ago falls outside the default 30 days, inside a period that reaches it
    await t.db.query(`UPDATE orders SET "completedAt" = now() - interval '40 days' WHERE id = $1`, [roses[0].id]);
    const recent = (await report()).body as ReturnReportDto;
    expect(recent.byProduct[0]).toMatchObject({ productId: rose.id, delivered: 2, returned: 1, rate: 0.5, flagged: false });
    expect(recent.byReason.map((r) => r.reason)).toEqual(['damaged', 'wrong']);
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const wide = (await report(`?from=${from}`)).body as ReturnReportDto;
    expect(wide.byProduct[0]).toMatchObject({ productId: rose.id, delivered: 3, returned: 2 });
    const before = (await report(`?from=2020-01-01&to=2020-12-31`)).body as ReturnReportDto;
    expect(before).toMatchObject({ byProduct: [], byReason: [] });
  });

  it('refuses a period that ends before it starts, and anyone but the back office', async () => {
    const backwards = await report('?from=2026-05-01&to=2026-04-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: 'The end date must be after the start date' });
    expect((await report('?from=someday')).status).toBe(400);
    expect((await report('', customer.token)).status).toBe(403);
  });
});

import type { ReturnDto } from '@ward/shared';
import { createProduct } from '../testing/fixtures.js';
import { admin, categoryId, t, useOrdersApp } from '../testing/orders-kit.js';
import { ask, creditNotes, move, paidDelivered, sealedRefund } from '../testing/returns-kit.js';

useOrdersApp();

/** The return, the money as the shop and the provider see it, and the credit notes. */
async function moneyAndReturn(orderId: number, returnId: number) {
  const [payment] = await t.db.query(
    `SELECT p.status, p."refundedAmount"::float AS refunded, i.refunded AS "atProvider",
            (SELECT count(*)::int FROM payment_refunds r WHERE r."orderId" = p."orderId") AS refunds
     FROM payments p JOIN test_gateway_invoices i ON i.id = p."invoiceId" WHERE p."orderId" = $1`,
    [orderId],
  );
  const found = (await t.api.get(`/api/admin/returns/${returnId}`, { token: admin.token })).body as ReturnDto;
  return { payment, status: found.status, refundId: found.refundId, notes: await creditNotes(orderId) };
}

describe('a return’s refund: the provider’s call is the last step', () => {
  it('a failure of the shop’s own writes gives no money back; a provider refusal changes nothing; a retry refunds once', async () => {
    const rose = await createProduct(t, categoryId, { price: 100, stock: 10 });
    const order = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    const id = ((await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] })).body.data as ReturnDto).id;
    for (const action of ['approve', 'receive', 'inspect']) expect((await move(id, action)).status).toBe(200);
    const before = await moneyAndReturn(order.id, id);
    expect(before).toMatchObject({
      status: 'inspected',
      refundId: null,
      notes: [],
      payment: { status: 'Paid', refunded: 0, atProvider: 0 },
    });

    // the return's own update fails after the refund was written: the provider was never asked
    await t.db.query(`
      CREATE FUNCTION returns_refuse_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER returns_refuse_refunded BEFORE UPDATE ON returns
        FOR EACH ROW WHEN (NEW.status = 'refunded') EXECUTE FUNCTION returns_refuse_refunded();`);
    try {
      expect((await move(id, 'refund')).status).toBe(500);
    } finally {
      await t.db.query(`DROP TRIGGER returns_refuse_refunded ON returns; DROP FUNCTION returns_refuse_refunded();`);
    }
    expect(await moneyAndReturn(order.id, id)).toEqual(before);

    // the provider refuses (its invoice can no longer be refunded): 502, translated, nothing changed
    const providerInvoice = (status: string) =>
      t.db.query(`UPDATE test_gateway_invoices SET status = $2 WHERE id = (SELECT "invoiceId" FROM payments WHERE "orderId" = $1)`, [
        order.id,
        status,
      ]);
    await providerInvoice('Canceled');
    const refused = await move(id, 'refund', {}, 'ar');
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('تعذر استرداد المبلغ من بوابة الدفع');
    expect(await moneyAndReturn(order.id, id)).toEqual(before);

    // the provider is back: the retry refunds once, everywhere
    await providerInvoice('Paid');
    const retried = await move(id, 'refund');
    expect(retried.status).toBe(200);
    const after = await moneyAndReturn(order.id, id);
    expect(after).toMatchObject({
      status: 'refunded',
      refundId: expect.any(Number),
      // the bottle's 100.00, not the shipping: 10000 halalas, given once
      notes: [100],
      payment: { status: 'PartiallyRefunded', refunded: 100, atProvider: 10000, refunds: 1 },
    });
  });
});

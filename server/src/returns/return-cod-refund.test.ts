import type { ReturnDto, WalletDto } from '@ward/shared';
import { createProduct } from '../testing/fixtures.js';
import { admin, categoryId, customer, order as placeCod, t, useOrdersApp } from '../testing/orders-kit.js';
import { ask, creditNotes, deliver, move, paidDelivered, sealedRefund, toldTitles } from '../testing/returns-kit.js';

useOrdersApp();

const IBAN = 'SA0380000000608010167519';
const MASKED = 'SA•• •••• •••• •••• •••• 7519';

/** A cash-on-delivery order, delivered (the cash collected), with one unit asked back and inspected. */
async function inspectedCodReturn(price: number) {
  const musk = await createProduct(t, categoryId, { price, stock: 10 });
  const placed = await placeCod({ items: [{ productId: musk.id, quantity: 1 }] });
  const order = await deliver(placed.body.data.order.id);
  const asked = await ask(order.id, { ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity: 1 }] });
  const id = (asked.body.data as ReturnDto).id;
  for (const action of ['approve', 'receive', 'inspect']) expect((await move(id, action)).status).toBe(200);
  return { order, id };
}

const refundRows = async (orderId: number) =>
  t.db.query(`SELECT means, iban, reference, amount::float AS amount FROM payment_refunds WHERE "orderId" = $1 ORDER BY id`, [orderId]);

describe('cash on delivery: the refund goes back by bank transfer or in cash, recorded with its reference', () => {
  it('refuses what cannot be paid and changes nothing; a transfer to a valid IBAN is recorded, masked everywhere, told and audited', async () => {
    const { order, id } = await inspectedCodReturn(40);

    const provider = await move(id, 'refund', {});
    expect(provider.status).toBe(409);
    expect(provider.body.message).toBe('Cash-on-delivery orders are not refunded through a payment provider; give the money back directly');
    const badIban = await move(id, 'refund', { means: 'bankTransfer', iban: 'SA0480000000608010167519', reference: 'TRF-1' }, 'ar');
    expect(badIban.status).toBe(400);
    expect(badIban.body.errors).toEqual({ iban: 'رقم الآيبان غير صحيح: 24 خانة تبدأ بـ SA وأرقام التحقق صحيحة' });
    const foreign = await move(id, 'refund', { means: 'bankTransfer', iban: 'GB82WEST12345698765432', reference: 'TRF-1' });
    expect(foreign.body.errors).toEqual({ iban: 'This IBAN is not valid: 24 characters starting with SA, with correct check digits' });
    const noReference = await move(id, 'refund', { means: 'bankTransfer', iban: IBAN });
    expect(noReference.body.errors).toEqual({ reference: 'Give the transfer’s reference or the cash receipt’s number' });
    const cashWithIban = await move(id, 'refund', { means: 'cash', iban: IBAN, reference: 'RCPT-1' });
    expect(cashWithIban.body.errors).toEqual({ iban: 'An IBAN goes only with a bank transfer' });
    expect((await move(id, 'refund', { means: 'cheque' })).status).toBe(400);
    expect((await t.api.get(`/api/admin/returns/${id}`, { token: admin.token })).body).toMatchObject({
      status: 'inspected',
      refundId: null,
      refundMeans: null,
      paymentMethod: 'cod',
    });
    expect(await refundRows(order.id)).toEqual([]);
    expect(await creditNotes(order.id)).toEqual([]);

    const done = await move(id, 'refund', { means: 'bankTransfer', iban: 'sa03 8000 0000 6080 1016 7519', reference: 'TRF-2026-0042' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'refunded',
      refundedAmount: 40,
      refundMeans: 'bankTransfer',
      refundIban: MASKED,
      refundReference: 'TRF-2026-0042',
    });
    // the shop's books keep the whole IBAN; no answer, list or audit entry does
    expect(await refundRows(order.id)).toEqual([{ means: 'bankTransfer', iban: IBAN, reference: 'TRF-2026-0042', amount: 40 }]);
    const list = await t.api.get(`/api/admin/returns?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`, {
      token: admin.token,
    });
    expect(list.body[0]).toMatchObject({ refundIban: MASKED, refundMeans: 'bankTransfer' });
    expect(JSON.stringify(list.body)).not.toContain('608010167519');
    const [audit] = await t.db.query(
      `SELECT fields, after::text AS after, "actorId" FROM audit_log WHERE resource = 'returns' AND "recordId" = $1 AND action = 'refund'`,
      [String(id)],
    );
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.fields).toEqual(expect.arrayContaining(['status', 'refundMeans', 'refundIban', 'refundReference']));
    expect(audit.after).toContain('7519');
    expect(audit.after).not.toContain('608010167519');

    // a credit note like any other refund; the payment says what went back
    expect(await creditNotes(order.id)).toEqual([40]);
    const after = (await t.api.get(`/api/admin/orders/${order.id}`, { token: admin.token })).body;
    expect(after).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 40 });
    expect(await toldTitles(customer.user.id)).toContain(`A refund for your order ${order.orderNumber}`);
    const [told] = await t.db.query(
      `SELECT "descriptionEn" AS en, "descriptionAr" AS ar FROM notifications WHERE "userId" = $1 AND "titleEn" = $2`,
      [customer.user.id, `A refund for your order ${order.orderNumber}`],
    );
    expect(told.en).toBe(
      `We transferred 40.00 SAR to your bank account ending 7519. Reason: Return ${id} (changedMind). A transfer can take 1 to 3 business days to arrive.`,
    );
    expect(told.ar).toContain('7519');
    expect((await move(id, 'refund', { means: 'cash', reference: 'RCPT-2' })).status).toBe(409);
  });

  it('cash at a branch, with its receipt; an order paid online is refunded only through its provider', async () => {
    const { order, id } = await inspectedCodReturn(55);
    const cash = await move(id, 'refund', { means: 'cash', reference: 'RCPT-77' });
    expect(cash.body).toMatchObject({
      status: 'refunded',
      refundedAmount: 55,
      refundMeans: 'cash',
      refundIban: null,
      refundReference: 'RCPT-77',
    });
    expect(await creditNotes(order.id)).toEqual([55]);

    const rose = await createProduct(t, categoryId, { price: 70, stock: 10 });
    const card = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    const cardReturn = (
      (await ask(card.id, { ...sealedRefund, lines: [{ itemId: card.items[0].id, quantity: 1 }] })).body.data as ReturnDto
    ).id;
    for (const action of ['approve', 'receive', 'inspect']) await move(cardReturn, action);
    const byHand = await move(cardReturn, 'refund', { means: 'bankTransfer', iban: IBAN, reference: 'TRF-9' });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe('An order paid online is refunded only through its payment provider');
    expect(await refundRows(card.id)).toEqual([]);
    expect((await move(cardReturn, 'refund')).body).toMatchObject({ status: 'refunded', refundMeans: 'provider', refundReference: null });
  });

  it('store credit: a cash or card order’s return goes to the customer’s wallet once, with its credit note, and they are told', async () => {
    const { order, id } = await inspectedCodReturn(45);
    const credited = await move(id, 'refund', { means: 'wallet' });
    expect(credited.status).toBe(200);
    expect(credited.body).toMatchObject({ status: 'refunded', refundedAmount: 45, refundMeans: 'wallet', refundIban: null });
    expect(await creditNotes(order.id)).toEqual([45]);
    const wallet = async () => (await t.api.get('/api/wallet', { token: customer.token })).body.data as WalletDto;
    const [row] = await refundRows(order.id);
    const first = await wallet();
    expect(first.entries.filter((e) => e.reference?.startsWith('refund:') && e.amount === 45)).toHaveLength(1);
    const [told] = await t.db.query(
      `SELECT "descriptionEn" AS en FROM notifications WHERE "userId" = $1 AND "titleEn" = $2 ORDER BY id DESC LIMIT 1`,
      [customer.user.id, `A refund for your order ${order.orderNumber}`],
    );
    expect(told.en).toBe(`We added 45.00 SAR to your wallet in the shop; you find it in your account. Reason: Return ${id} (changedMind).`);
    expect(row).toMatchObject({ means: 'wallet', amount: 45 });
    // a second refund of the same return is refused and the wallet does not move
    expect((await move(id, 'refund', { means: 'wallet' })).status).toBe(409);
    expect((await wallet()).balance).toBe(first.balance);

    const rose = await createProduct(t, categoryId, { price: 70, stock: 10 });
    const card = await paidDelivered([{ productId: rose.id, quantity: 1 }]);
    const cardReturn = (
      (await ask(card.id, { ...sealedRefund, wish: 'wallet', lines: [{ itemId: card.items[0].id, quantity: 1 }] })).body.data as ReturnDto
    ).id;
    expect((await t.api.get(`/api/admin/returns/${cardReturn}`, { token: admin.token })).body.wish).toBe('wallet');
    for (const action of ['approve', 'receive', 'inspect']) await move(cardReturn, action);
    expect((await move(cardReturn, 'refund', { means: 'wallet' })).body).toMatchObject({ status: 'refunded', refundMeans: 'wallet' });
    expect((await wallet()).balance).toBe(first.balance + 70);
  });
});

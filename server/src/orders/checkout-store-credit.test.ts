import { randomUUID } from 'node:crypto';
import type { OrderDto, PlacedOrderDto, WalletDto } from '@ward/shared';
import { payWithCard, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { TEST_CARDS } from '../payments/providers/test-gateway/test-cards.js';
import { PaymentReconciliation } from '../payments/payment-reconciliation.service.js';

/**
 * Issue 31 step 1: store credit spent at checkout. A means of payment, not a discount: the order's
 * totals and VAT stay, the payment asks for the rest; a wallet that covers the whole order pays it
 * at once with no provider; a failed or rejected order gives the credit back once.
 */
describe('store credit at checkout', () => {
  let t: TestApp;
  let admin: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp({ workers: false });
    admin = (await createUser(t, 'Admin')).token;
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 500, price: 50 })).id;
  });
  afterAll(() => t.close());

  const customerWith = async (sar: number) => {
    const customer = await createUser(t);
    if (sar > 0)
      expect(
        (
          await t.api.post(
            `/api/admin/wallets/${customer.user.id}/adjust`,
            { direction: 'credit', amount: sar, reason: 'Goodwill' },
            { token: admin },
          )
        ).status,
      ).toBe(200);
    return customer;
  };
  const place = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
    t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'card', address: SA_ADDRESS, ...body },
      { token, lang, headers: { 'idempotency-key': randomUUID() } },
    );
  const balance = async (token: string) => ((await t.api.get('/api/wallet', { token })).body.data as WalletDto).balance;
  const order = async (id: number) => (await t.api.get(`/api/admin/orders/${id}`, { token: admin })).body as OrderDto;
  const paymentRow = async (orderId: number) =>
    (await t.db.query(`SELECT gateway, method, amount::float AS amount, status FROM payments WHERE "orderId" = $1`, [orderId]))[0];
  const ledger = async (customerId: number) =>
    t.db.query(`SELECT kind, amount, reference FROM wallet_entries WHERE "customerId" = $1 ORDER BY id`, [customerId]);

  it('spends what the customer asks, capped at the balance: same totals and VAT, the card pays the rest', async () => {
    const plain = (await place((await customerWith(0)).token, {})).body.data as PlacedOrderDto;
    const customer = await customerWith(30);
    const answer = await place(customer.token, { walletAmount: 1000 });
    expect(answer.status).toBe(201);
    const placed = answer.body.data as PlacedOrderDto;
    expect(placed.order).toMatchObject({ walletAmount: 30, total: plain.order.total, vat: plain.order.vat, status: 'WaitingForPayment' });
    expect(await paymentRow(placed.order.id)).toMatchObject({ method: 'card', amount: plain.order.total - 30, status: 'Pending' });
    expect(placed.payment!.amount).toBe(plain.order.total - 30);
    expect(await balance(customer.token)).toBe(0);
    expect(await ledger(customer.user.id)).toEqual([
      { kind: 'goodwill', amount: 3000, reference: null },
      { kind: 'checkout', amount: -3000, reference: `order:${placed.order.id}` },
    ]);
    expect((await payWithCard(t, placed.payment!.redirectUrl!, TEST_CARDS.success)).status).toBe(303);
    expect((await order(placed.order.id)).status).toBe('New');
  });

  it('cash on delivery collects what store credit did not pay, the COD fee still on the order', async () => {
    const customer = await customerWith(20);
    const placed = (await place(customer.token, { paymentMethod: 'cod', walletAmount: 12.5 })).body.data as PlacedOrderDto;
    expect(placed.order.codFee).toBeGreaterThan(0);
    expect(placed.order.walletAmount).toBe(12.5);
    expect(await paymentRow(placed.order.id)).toMatchObject({ gateway: 'cod', amount: placed.order.total - 12.5 });
    expect(await balance(customer.token)).toBe(7.5);
    // the packing slip tells the courier what to collect
    const slip = await t.api.get(`/api/admin/orders/${placed.order.id}/packing-slip`, { token: admin });
    const toCollect = (placed.order.total - 12.5).toFixed(2);
    expect(slip.status).toBe(200);
    expect(slip.body as string).toMatch(new RegExp(`To collect on delivery</span></td><td class="num">${toCollect} SAR`));
  });

  it('an order store credit covers is paid at once with no gateway and no COD fee, and gets its tax invoice number', async () => {
    const customer = await customerWith(500);
    const answer = await place(customer.token, { paymentMethod: 'storeCredit' });
    expect(answer.status).toBe(201);
    const placed = answer.body.data as PlacedOrderDto;
    expect(placed.payment).toBeNull();
    expect(placed.order).toMatchObject({ paymentMethod: 'storeCredit', status: 'New', paymentStatus: 'Paid', codFee: 0 });
    expect(placed.order.walletAmount).toBe(placed.order.total);
    expect(placed.order.invoiceNumber).toMatch(/^INV-/);
    expect(await paymentRow(placed.order.id)).toMatchObject({ gateway: 'storeCredit', amount: 0, status: 'Paid' });
    expect(await balance(customer.token)).toBe(500 - placed.order.total);
    const [settled] = await t.db.query(
      `SELECT count(*)::int AS n FROM payment_events e JOIN payments p ON p.id = e."paymentId" WHERE p."orderId" = $1`,
      [placed.order.id],
    );
    expect(settled.n).toBe(1);
  });

  it('refuses a method that would leave nothing to pay, store credit short of the total, and pay later with a part', async () => {
    const customer = await customerWith(40);
    const short = await place(customer.token, { paymentMethod: 'storeCredit' });
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^Your store credit does not cover the order: 40\.00 of \d+\.\d\d SAR available/);
    const shortAr = await place(customer.token, { paymentMethod: 'storeCredit' }, 'ar');
    expect(shortAr.body.message).toContain('رصيد المتجر لا يغطي الطلب');

    const rich = await customerWith(1000);
    const coversAll = await place(rich.token, { walletAmount: 1000 });
    expect(coversAll.status).toBe(409);
    expect(coversAll.body.errors).toEqual({ paymentMethod: ['Your store credit covers the whole order: choose to pay with store credit'] });
    const payLater = await place(rich.token, { paymentMethod: 'tabby', walletAmount: 10 });
    expect(payLater.status).toBe(400);
    expect(payLater.body.errors).toEqual({
      walletAmount: ['Store credit cannot be combined with pay later (Tabby or Tamara): pay the rest another way'],
    });
    expect(await balance(customer.token)).toBe(40);
    expect(await balance(rich.token)).toBe(1000);
    expect(await t.db.query(`SELECT id FROM orders WHERE "userId" IN ($1, $2)`, [customer.user.id, rich.user.id])).toEqual([]);
  });

  it('refuses odd bodies with field errors, and a guest asking to spend store credit, changing nothing', async () => {
    const customer = await customerWith(40);
    for (const walletAmount of [-1, '10', null, Number.POSITIVE_INFINITY]) {
      const bad = await place(customer.token, { walletAmount });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['walletAmount']);
    }
    const bogus = await place(customer.token, { paymentMethod: 'giftcard' });
    expect(bogus.status).toBe(400);
    const guestBody = {
      items: [{ productId, quantity: 1 }],
      address: { ...SA_ADDRESS, phone: '0551112222' },
      guest: { name: 'Reem', contact: '0551112299' },
    };
    for (const extra of [{ paymentMethod: 'card', walletAmount: 5 }, { paymentMethod: 'storeCredit' }]) {
      const guest = await t.api.post(
        '/api/guest/orders',
        { ...guestBody, ...extra },
        { lang: 'en', headers: { 'x-forwarded-for': '203.0.113.77' } },
      );
      expect(guest.status).toBe(400);
      expect(guest.body.errors).toEqual({ walletAmount: ['Store credit is for account holders: sign in to use it'] });
    }
    expect(await balance(customer.token)).toBe(40);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM users WHERE "isGuest" AND name = 'Reem'`);
    expect(n).toBe(0);
  });

  it('two orders spending the same balance at once: one is paid, the other refused, the balance never below zero', async () => {
    const customer = await customerWith(100);
    const total = ((await place((await customerWith(0)).token, {})).body.data as PlacedOrderDto).order.total;
    expect(total).toBeGreaterThan(50);
    const answers = await Promise.all([1, 2].map(() => place(customer.token, { paymentMethod: 'storeCredit' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await balance(customer.token)).toBe(100 - total);

    // parts at once: each is capped at what the ones before it left
    const parted = await customerWith(100);
    const parts = await Promise.all(Array.from({ length: 4 }, () => place(parted.token, { walletAmount: 45 })));
    const spent = parts.map((a) => (a.body.data as PlacedOrderDto).order.walletAmount).sort((a, b) => b - a);
    expect(spent).toEqual([45, 45, 10, 0]);
    const [{ sum }] = await t.db.query(`SELECT sum(amount)::int AS sum FROM wallet_entries WHERE "customerId" = $1`, [parted.user.id]);
    expect(sum).toBe(0);
  });

  it('a rejected order and a payment that expires give the store credit back, once', async () => {
    const customer = await customerWith(300);
    const paid = (await place(customer.token, { paymentMethod: 'storeCredit' })).body.data as PlacedOrderDto;
    const rejected = await t.api.post(
      `/api/admin/orders/${paid.order.id}/reject`,
      { reason: 'Out of stock at the warehouse' },
      { token: admin },
    );
    expect(rejected.status).toBe(200);
    expect(await balance(customer.token)).toBe(300);
    expect(await paymentRow(paid.order.id)).toMatchObject({ status: 'Refunded' });
    expect((await t.api.post(`/api/admin/orders/${paid.order.id}/reject`, { reason: 'Again' }, { token: admin })).status).toBe(409);

    const part = (await place(customer.token, { walletAmount: 25 })).body.data as PlacedOrderDto;
    expect(await balance(customer.token)).toBe(275);
    await t.db.query(`UPDATE payments SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [part.payment!.id]);
    expect(await t.get(PaymentReconciliation).expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect((await order(part.order.id)).status).toBe('PaymentFailure');
    expect(await balance(customer.token)).toBe(300);
    expect(await t.get(PaymentReconciliation).expireUnpaid()).toBe(0);

    const reversals = (await ledger(customer.user.id)).filter((l: { kind: string }) => l.kind === 'checkoutReversal');
    expect(reversals.map((l: { reference: string }) => l.reference).sort()).toEqual(
      [`order:${paid.order.id}`, `order:${part.order.id}`].sort(),
    );
  });

  const refund = (orderId: number, body: Record<string, unknown>) =>
    t.api.post(`/api/admin/orders/${orderId}/refund`, body, { token: admin, lang: 'en' });

  it('a refund gives back through the provider only what it took, the store-credit part goes back to the wallet', async () => {
    const customer = await customerWith(30);
    const placed = (await place(customer.token, { walletAmount: 30 })).body.data as PlacedOrderDto;
    await payWithCard(t, placed.payment!.redirectUrl!, TEST_CARDS.success);
    const total = placed.order.total;
    const invoiceId = (await t.db.query(`SELECT "invoiceId" FROM payments WHERE "orderId" = $1`, [placed.order.id]))[0].invoiceId;
    const atProvider = async () => (await t.db.query(`SELECT refunded FROM test_gateway_invoices WHERE id = $1`, [invoiceId]))[0].refunded;

    const part = await refund(placed.order.id, { amount: 10, reason: 'Goodwill' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 10 });
    expect(await atProvider()).toBe(1000);
    expect(await balance(customer.token)).toBe(0);

    const tooMuch = await refund(placed.order.id, { amount: total, reason: 'All of it' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain(`${(total - 10).toFixed(2)}`);

    const rest = await refund(placed.order.id, { amount: total - 10, reason: 'All of it' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ paymentStatus: 'Refunded', refundedAmount: total });
    expect(rest.body.refunds.map((r: { storeCreditPart: number }) => r.storeCreditPart)).toEqual([0, 30]);
    expect(await atProvider()).toBe(Math.round((total - 30) * 100));
    expect(await balance(customer.token)).toBe(30);
    expect((await refund(placed.order.id, { amount: 1, reason: 'Again' })).status).toBe(409);

    // rejected afterwards: nothing more to the provider, nor to the wallet
    expect((await t.api.post(`/api/admin/orders/${placed.order.id}/reject`, { reason: 'Damaged' }, { token: admin })).status).toBe(200);
    expect(await atProvider()).toBe(Math.round((total - 30) * 100));
    expect(await balance(customer.token)).toBe(30);
  });

  it('an order store credit paid whole: a part refunded to the wallet, the rest given back once on rejection', async () => {
    const customer = await customerWith(200);
    const placed = (await place(customer.token, { paymentMethod: 'storeCredit' })).body.data as PlacedOrderDto;
    const total = placed.order.total;
    const part = await refund(placed.order.id, { amount: 15, reason: 'Goodwill' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ paymentStatus: 'PartiallyRefunded', refundedAmount: 15 });
    expect(await balance(customer.token)).toBe(200 - total + 15);
    expect((await t.api.post(`/api/admin/orders/${placed.order.id}/reject`, { reason: 'Damaged' }, { token: admin })).status).toBe(200);
    expect(await balance(customer.token)).toBe(200);
    expect((await refund(placed.order.id, { amount: 1, reason: 'Again' })).status).toBe(409);
    expect(await balance(customer.token)).toBe(200);
  });
});

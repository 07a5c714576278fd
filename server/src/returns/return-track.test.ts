import type { PublicShipmentDto, ReturnDto } from '@ward/shared';
import { payWithCard, SA_ADDRESS } from '../testing/checkout-fixtures.js';
import { createProduct } from '../testing/fixtures.js';
import { categoryId, customer, t, useOrdersApp } from '../testing/orders-kit.js';
import { ask, deliver, move, paidDelivered, sealedRefund } from '../testing/returns-kit.js';
import { eventsSettled } from '../testing/until.js';

useOrdersApp();

const lookup = (orderNumber: string, contact: string) =>
  t.api.post('/api/track/lookup', { orderNumber, contact }, { lang: 'en', headers: { 'x-forwarded-for': '10.30.6.1' } });

describe('the tracking page: a guest who looked the order up asks for a return there', () => {
  it('the look-up of a guest’s order answers its access, which opens the order’s returns; an account’s order does not', async () => {
    const amber = await createProduct(t, categoryId, { price: 90, stock: 10 });
    const placed = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId: amber.id, quantity: 2 }],
        paymentMethod: 'card',
        address: SA_ADDRESS,
        guest: { name: 'Noura', contact: 'noura.track@example.com' },
      },
      { lang: 'en', headers: { 'x-forwarded-for': '10.30.6.2' } },
    );
    expect(placed.status).toBe(201);
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
    const order = await deliver(placed.body.data.order.id);

    // days later, the checkout's access long gone: the order number and the email find it again
    const found = await lookup(order.orderNumber, 'noura.track@example.com');
    expect(found.status).toBe(200);
    const { token, access } = found.body.data as { token: string; access: { orderId: number; token: string; expiresAt: string } };
    expect(access).toMatchObject({ orderId: order.id, token: expect.any(String) });
    const view = (await t.api.get(`/api/track/${token}`)).body.data as PublicShipmentDto;
    expect(view.order).toMatchObject({
      id: order.id,
      items: [{ id: order.items[0].id, quantity: 2, refundedQuantity: 0, isSample: false }],
    });

    const asGuest = { headers: { 'x-order-access': access.token } };
    // store credit needs an account: a guest's access asks for it in vain, and nothing is written
    const credit = await ask(order.id, { ...sealedRefund, wish: 'wallet', lines: [{ itemId: order.items[0].id, quantity: 1 }] }, asGuest);
    expect(credit.status).toBe(400);
    expect(credit.body.errors).toEqual({ wish: ['Store credit is for account holders: sign in or choose a refund'] });
    const asked = await ask(order.id, { ...sealedRefund, lines: [{ itemId: view.order!.items[0].id, quantity: 1 }] }, asGuest);
    expect(asked.status).toBe(201);
    const id = (asked.body.data as ReturnDto).id;
    await move(id, 'approve');
    const sent = await t.api.post(
      `/api/orders/${order.id}/returns/${id}/sent`,
      { trackingNumber: 'SMSA-5550001' },
      { ...asGuest, lang: 'en' },
    );
    expect(sent.body.data).toMatchObject({ status: 'inTransit', trackingNumber: 'SMSA-5550001' });
    const listed = await t.api.get(`/api/orders/${order.id}/returns`, asGuest);
    expect(listed.body.data.map((r: ReturnDto) => r.status)).toEqual(['inTransit']);

    // an account's order: its owner signs in, the look-up gives no access
    const own = await paidDelivered([{ productId: amber.id, quantity: 1 }]);
    const ownFound = await lookup(own.orderNumber, customer.user.email);
    expect(ownFound.status).toBe(200);
    expect(ownFound.body.data.access).toBeNull();
  });

  it('a guest cancels an order delivered too late from the tracking page, with the look-up’s access only', async () => {
    const oud = await createProduct(t, categoryId, { price: 120, stock: 10 });
    const placed = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId: oud.id, quantity: 1 }],
        paymentMethod: 'card',
        address: SA_ADDRESS,
        guest: { name: 'Huda', contact: 'huda.late@example.com' },
      },
      { lang: 'en', headers: { 'x-forwarded-for': '10.30.6.3' } },
    );
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
    const order = placed.body.data.order as { id: number; orderNumber: string; total: number };
    await t.db.query(`UPDATE orders SET "createdAt" = now() - interval '16 days' WHERE id = $1`, [order.id]);
    const found = (await lookup(order.orderNumber, 'huda.late@example.com')).body.data as { token: string; access: { token: string } };
    const view = (await t.api.get(`/api/track/${found.token}`)).body.data as PublicShipmentDto;
    // what the page needs to offer the cancel and say what comes back
    expect(view.order).toMatchObject({ id: order.id, total: order.total });
    expect(Date.now() - Date.parse(view.order!.placedAt)).toBeGreaterThan(15 * 86_400_000);

    const cancel = (headers: Record<string, string>) => t.api.post(`/api/orders/${order.id}/late-cancel`, {}, { headers, lang: 'en' });
    expect((await cancel({})).status).toBe(401);
    expect((await cancel({ 'x-order-access': 'not-a-token' })).status).toBe(401);
    const done = await cancel({ 'x-order-access': found.access.token });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'Rejected', refundedAmount: order.total });
    expect((await cancel({ 'x-order-access': found.access.token })).status).toBe(409);
  });

  it('a guest who gave a mobile hears by text when the return is approved, refused and received', async () => {
    const musk = await createProduct(t, categoryId, { price: 80, stock: 10 });
    const mobile = '0569100231';
    const placed = await t.api.post(
      '/api/guest/orders',
      {
        items: [{ productId: musk.id, quantity: 2 }],
        paymentMethod: 'card',
        address: SA_ADDRESS,
        guest: { name: 'Reem', contact: mobile },
      },
      { lang: 'ar', headers: { 'x-forwarded-for': '10.30.6.4' } },
    );
    expect((await payWithCard(t, placed.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
    const order = await deliver(placed.body.data.order.id);
    const found = (await lookup(order.orderNumber, mobile)).body.data as { access: { token: string } };
    const asGuest = { headers: { 'x-order-access': found.access.token } };
    const line = (quantity: number) => ({ ...sealedRefund, lines: [{ itemId: order.items[0].id, quantity }] });
    const refused = (await ask(order.id, line(1), asGuest)).body.data as ReturnDto;
    await move(refused.id, 'reject', { reason: 'Opened' });
    const approved = (await ask(order.id, line(2), asGuest)).body.data as ReturnDto;
    await move(approved.id, 'approve');
    await move(approved.id, 'receive');
    await eventsSettled(t.db);
    const texts = await t.db.query<Array<{ template: string; preview: string }>>(
      `SELECT template, preview FROM sms_outbox WHERE "to" = '+966569100231' AND template LIKE 'return.%' ORDER BY id`,
    );
    expect(texts.map((x) => x.template)).toEqual(['return.guest-rejected', 'return.guest-approved', 'return.guest-received']);
    expect(texts[1].preview).toContain(order.orderNumber);
    expect(texts[1].preview).toMatch(/وافقنا على إرجاع .+\/track$/);
  });
});

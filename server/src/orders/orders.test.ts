import { createProduct } from '../testing/fixtures.js';
import { createCoupon, SA_ADDRESS } from '../testing/checkout-fixtures.js';
import { act, admin, carriers, categoryId, customer, order, smtp, stockOf, t, useOrdersApp } from '../testing/orders-kit.js';
import { eventsSettled, until } from '../testing/until.js';

describe('orders: placement and the state machine', () => {
  useOrdersApp();

  it('places a cash-on-delivery order with server prices and walks New → InPreparation → OnTheWay → Completed, recording, notifying and mailing each step', async () => {
    const p = await createProduct(t, categoryId, { price: 100, stock: 10, weight: 400 });
    const placed = await order({ items: [{ productId: p.id, quantity: 2, price: 0.01 }], total: 1, subtotal: 1 });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe('Your order has been placed');
    const o = placed.body.data.order;
    // 2 × 100 = 200; 800 g → 1 kg with SMSA (cheapest in SA) = 25; cash on delivery fee 15; VAT = 240 × 15/115
    expect(o).toMatchObject({
      status: 'New',
      paymentMethod: 'cod',
      subtotal: 200,
      discount: 0,
      shipping: 25,
      codFee: 15,
      total: 240,
      vat: 31.3,
      currency: 'SAR',
    });
    expect(o.items).toEqual([
      {
        id: expect.any(Number),
        productId: p.id,
        // a product without options: its one variant, with the SKU the shop always showed
        variantId: p.variants[0].id,
        sku: `WRD-${String(p.id).padStart(5, '0')}`,
        optionLabels: [],
        name: { ar: 'عطر الاختبار', en: 'Test Perfume' },
        image: expect.any(Object),
        quantity: 2,
        itemPrice: 100,
        discount: 0,
        discountPercent: null,
        finalPrice: 100,
        lineTotal: 200,
        // no promotion running: nothing off the line
        promotionDiscount: 0,
        promotions: [],
        refundedQuantity: 0,
        isSample: false,
      },
    ]);
    expect(o.orderNumber).toMatch(/^W\d{6,}$/);
    expect(o.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(o.carrier).toEqual({ id: carriers.smsa, name: { ar: 'سمسا', en: 'SMSA Express' } });
    expect(o.address).toMatchObject({ street: SA_ADDRESS.street, city: 'Riyadh', country: 'SA', phone: '+966512345678' });
    expect(o.estimatedDelivery.from <= o.estimatedDelivery.to).toBe(true);
    expect(placed.body.data.payment).toBeNull();
    expect(o.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stockOf(p.id)).toBe(8);

    const approved = await act(o.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('InPreparation');
    const shipped = await act(o.id, 'ship', { trackingNumber: 'SM-2231-77' });
    expect(shipped.body).toMatchObject({
      status: 'OnTheWay',
      trackingNumber: 'SM-2231-77',
      trackingUrl: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=SM-2231-77',
    });
    const shipment = await t.api.get(`/api/shipments/${o.paymentId}`, { token: customer.token, lang: 'en' });
    expect(shipment.body.data).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'OnTheWay',
      isShipped: true,
      trackingNumber: 'SM-2231-77',
      carrier: { name: { en: 'SMSA Express' } },
      deliveryDays: { min: 3, max: 5 },
    });
    expect(shipment.body.message).toBeNull();
    const done = await act(o.id, 'complete');
    expect(done.body.status).toBe('Completed');
    expect(done.body.paymentStatus).toBe('Paid'); // cash collected on delivery

    const mine = await t.api.get(`/api/orders/${o.id}`, { token: customer.token });
    expect(
      mine.body.data.history.map((h: { from: string | null; status: string; actor: { type: string; id: number | null } }) => [
        h.from,
        h.status,
        h.actor.type,
        h.actor.id,
      ]),
    ).toEqual([
      [null, 'New', 'customer', customer.user.id],
      ['New', 'InPreparation', 'admin', admin.user.id],
      ['InPreparation', 'OnTheWay', 'admin', admin.user.id],
      ['OnTheWay', 'Completed', 'admin', admin.user.id],
    ]);
    expect(mine.body.data.history[1].actor.name).toBe('Mona Admin');

    await eventsSettled(t.db);
    const notes = await t.db.query(`SELECT "titleAr", "titleEn" FROM notifications WHERE "userId" = $1 ORDER BY id`, [customer.user.id]);
    expect(notes.map((n: { titleEn: string }) => n.titleEn)).toEqual([
      `We received your order ${o.orderNumber}`,
      `Your order ${o.orderNumber} is being prepared`,
      `Your order ${o.orderNumber} is on the way`,
      `Your order ${o.orderNumber} is delivered`,
    ]);
    expect(notes[0].titleAr).toBe(`تم استلام طلبك ${o.orderNumber}`);
    const outbox = () => t.db.query(`SELECT template, status, subject FROM mail_outbox WHERE "to" = $1 ORDER BY id`, [customer.user.email]);
    const mails = await outbox();
    expect(mails.map((m: { template: string }) => m.template)).toEqual([
      'order-placed',
      'order-InPreparation',
      'order-OnTheWay',
      'order-Completed',
    ]);
    expect(mails[2].subject).toContain(`Your order ${o.orderNumber} is on the way`);
    await smtp.waitFor(() => smtp.mails.filter((m) => m.to.includes(customer.user.email)).length === 4);
    await until(async () => (await outbox()).every((m: { status: string }) => m.status === 'sent'), 20_000, 'every mail sent');
  });

  it('refuses every move outside the state machine with 409 and changes nothing', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const o = (await order({ items: [{ productId: p.id, quantity: 1 }] })).body.data.order;
    const complete = await act(o.id, 'complete');
    expect(complete.status).toBe(409);
    expect(complete.body.message).toBe('The order cannot move from "New" to "Completed"');
    expect((await act(o.id, 'ship', { trackingNumber: 'ABCD1234' })).status).toBe(409);
    expect((await act(o.id, 'approve')).status).toBe(200);
    expect((await act(o.id, 'approve')).status).toBe(409);
    expect((await act(o.id, 'reject', { reason: 'Too late now' })).status).toBe(409);
    const after = await t.api.get(`/api/admin/orders/${o.id}`, { token: admin.token });
    expect(after.body.status).toBe('InPreparation');
    expect(after.body.history).toHaveLength(2);
    expect((await act(999999, 'approve')).status).toBe(404);
    expect((await t.api.post(`/api/admin/orders/${o.id}/approve`, {}, { token: customer.token })).status).toBe(403);
  });

  it('rejecting (with a reason) returns the stock and the coupon use, and tells the customer why', async () => {
    const p = await createProduct(t, categoryId, { price: 300, stock: 3 });
    const coupon = await createCoupon(t, { code: 'ONCEONLY', discountValue: 20, isPercentage: false, usageLimit: 1 });
    const o = (await order({ items: [{ productId: p.id, quantity: 2 }], couponCode: 'onceonly' })).body.data.order;
    expect(o).toMatchObject({ couponCode: 'ONCEONLY', subtotal: 600, discount: 20, shipping: 0 });
    expect(await stockOf(p.id)).toBe(1);
    const used = await t.api.post('/api/coupons/validate', { code: 'ONCEONLY' }, { lang: 'en' });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This coupon has reached its usage limit');

    expect((await act(o.id, 'reject', {})).status).toBe(400);
    const rejected = await act(o.id, 'reject', { reason: 'Damaged bottle' });
    expect(rejected.body).toMatchObject({ status: 'Rejected', rejectionReason: 'Damaged bottle', paymentStatus: 'Canceled' });
    expect(await stockOf(p.id)).toBe(3);
    expect((await t.db.query(`SELECT "usedCount" FROM coupons WHERE id = $1`, [coupon.id]))[0].usedCount).toBe(0);
    await eventsSettled(t.db);
    const note = (
      await t.db.query(`SELECT "descriptionEn" FROM notifications WHERE "userId" = $1 ORDER BY id DESC LIMIT 1`, [customer.user.id])
    )[0];
    expect(note.descriptionEn).toContain('Damaged bottle');
    expect((await t.api.post('/api/coupons/validate', { code: 'ONCEONLY' })).status).toBe(200);
  });

  it('a coupon that cannot be used fails the order with the coupon’s own message, on the couponCode field', async () => {
    const p = await createProduct(t, categoryId, { price: 100, stock: 5 });
    await createCoupon(t, { code: 'GONEBY', expiryDate: new Date(Date.now() - 1000).toISOString() });
    await createCoupon(t, { code: 'BIGSPEND', minOrderTotal: 300 });
    const expired = await order({ items: [{ productId: p.id, quantity: 1 }], couponCode: 'goneby' });
    expect([expired.status, expired.body.message, expired.body.errors]).toEqual([
      409,
      'This coupon has expired',
      { couponCode: ['This coupon has expired'] },
    ]);
    const minimum = await order({ items: [{ productId: p.id, quantity: 2 }], couponCode: 'BIGSPEND' });
    expect([minimum.status, minimum.body.errors.couponCode]).toEqual([409, ['This coupon needs an order of at least 300.00 SAR']]);
    const unknown = await order({ items: [{ productId: p.id, quantity: 1 }], couponCode: 'NOPE123' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Coupon not found']);
    expect(await stockOf(p.id)).toBe(5);
  });
});

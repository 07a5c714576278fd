import { jest } from '@jest/globals';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startSmtp } from '../testing/smtp.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { until } from '../testing/until.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

describe('orders: placement, the state machine, admin actions', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let carriers: { smsa: number; aramex: number };

  const stockOf = async (id: number) =>
    (await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [id]))[0].stock as number;
  const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const order = (body: object, token = customer.token, headers: Record<string, string> = {}) =>
    t.api.post('/api/orders', { address: SA_ADDRESS, paymentMethod: 'cod', ...body }, { token, headers, lang: 'en' });
  const act = (id: number, action: string, body: object = {}) =>
    t.api.post(`/api/admin/orders/${id}/${action}`, body, { token: admin.token, lang: 'en' });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
    admin = await createUser(t, 'Admin', { name: 'Mona Admin' });
    customer = await createUser(t, 'Customer', { name: 'Sara' });
    categoryId = (await createCategory(t)).id;
    carriers = await seedShipping(t);
    // Sara places many card orders here: the unpaid-hold caps have their own file (unpaid-holds.test.ts)
    await t.get(SettingsService).update({ ...(await t.get(SettingsService).get()), unpaidHoldPerProduct: 1_000, unpaidHoldTotal: 10_000 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  }, 60_000);

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

  it('bad input is a translated 4xx and writes nothing: no address, unknown method, zero quantity', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const before = [await count('orders'), await count('order_items'), await count('payments'), await stockOf(p.id)];
    const noAddress = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod' },
      { token: customer.token, lang: 'en' },
    );
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors.address).toEqual(['Choose a saved address or enter a delivery address']);
    const badMethod = await order({ items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'bitcoin' });
    expect(badMethod.body.errors.paymentMethod[0]).toBe('Choose a payment method: credit card, cash on delivery or e-wallet');
    const zero = await order({ items: [{ productId: p.id, quantity: 0 }] });
    expect(zero.body.errors['items.0.quantity']).toEqual(['The minimum quantity is 1']);
    const arabic = await t.api.post('/api/orders', { items: [], paymentMethod: 'cod', address: SA_ADDRESS }, { token: customer.token });
    expect(arabic.body.errors.items).toEqual(['السلة فارغة']);
    const shortStreet = await order({ items: [{ productId: p.id, quantity: 1 }], address: { ...SA_ADDRESS, street: 'abc' } });
    expect(Object.keys(shortStreet.body.errors)).toEqual(['address.street']);
    // the recipient's name and phone are the API's rule, not only the checkout page's (issue 12.4)
    const { recipientName: _n, phone: _p, ...anonymous } = SA_ADDRESS;
    const noRecipient = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', address: { ...anonymous, recipientName: ' ' } },
      { token: customer.token },
    );
    expect([noRecipient.status, noRecipient.body.errors]).toEqual([
      400,
      { 'address.recipientName': ['هذا الحقل مطلوب'], 'address.phone': ['هذا الحقل مطلوب'] },
    ]);
    expect(
      (await t.api.post('/api/orders', { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS })).status,
    ).toBe(401);
    expect([await count('orders'), await count('order_items'), await count('payments'), await stockOf(p.id)]).toEqual(before);
  });

  it('out of stock or a vanished product: 409 with the product named, and no line of the order is kept', async () => {
    const plenty = await createProduct(t, categoryId, { stock: 50 });
    const scarce = await createProduct(t, categoryId, { stock: 1, name: { ar: 'دهن العود النادر', en: 'Rare Oud Oil' } });
    const before = [await count('orders'), await count('order_items')];
    const res = await order({
      items: [
        { productId: plenty.id, quantity: 4 },
        { productId: scarce.id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Not enough stock of "Rare Oud Oil" (1 available)');
    expect(res.body.errors['items.1.quantity']).toEqual(['Only 1 of this product are available']);
    const ar = await t.api.post(
      '/api/orders',
      { items: [{ productId: scarce.id, quantity: 2 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer.token },
    );
    expect(ar.body.message).toBe('الكمية المطلوبة من "دهن العود النادر" غير متوفرة (المتوفر 1)');
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(1);
    const gone = await order({
      items: [
        { productId: plenty.id, quantity: 1 },
        { productId: 987654, quantity: 1 },
      ],
    });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('A product in your cart is no longer available');
    expect(await stockOf(plenty.id)).toBe(50);
    expect([await count('orders'), await count('order_items')]).toEqual(before);
  });

  it('a product without weight fails the order with the catalogue message (422) and keeps the stock', async () => {
    const p = await createProduct(t, categoryId, { stock: 4, weight: null });
    const res = await order({ items: [{ productId: p.id, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Cannot calculate shipping because product information is incomplete. Please contact support.');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('prices shipping per country, applies free shipping from 250 SAR after the coupon, and limits cash on delivery', async () => {
    const p = await createProduct(t, categoryId, { price: 130, stock: 100, weight: 1200 });
    // 2 × 130 = 260 − 10% = 234 < 250, so UAE shipping is paid: 2.4 kg → 3 kg, SMSA 45 + 2×12 = 69 is cheaper than Aramex 50 + 2×10 = 70
    await createCoupon(t, { code: 'TENOFF', discountValue: 10, isPercentage: true });
    const ae = await order({
      items: [{ productId: p.id, quantity: 2 }],
      couponCode: 'TenOff',
      paymentMethod: 'card',
      address: { ...SA_ADDRESS, country: 'AE', city: 'Dubai', postalCode: null },
    });
    expect(ae.status).toBe(201);
    expect(ae.body.data.order).toMatchObject({
      subtotal: 260,
      discount: 26,
      shipping: 69,
      codFee: 0,
      total: 303,
      address: { country: 'AE', city: 'Dubai' },
      carrier: { id: carriers.smsa },
    });
    const free = await order({ items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'card' });
    expect(free.body.data.order).toMatchObject({ subtotal: 260, shipping: 0, total: 260 });
    const viaAramex = await order({
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'card',
      carrierId: carriers.aramex,
      address: { ...SA_ADDRESS, country: 'KW', city: 'Kuwait City', postalCode: null },
    });
    expect(viaAramex.body.data.order).toMatchObject({ shipping: 60, carrier: { id: carriers.aramex } }); // 1.2 kg → 2 kg: 50 + 10

    await t.get(SettingsService).update({ ...(await t.get(SettingsService).get()), codMaxTotal: 500 });
    const big = await order({ items: [{ productId: p.id, quantity: 4 }] });
    expect(big.status).toBe(409);
    expect(big.body.message).toBe('Cash on delivery is available for orders up to 500.00 SAR');
    expect((await order({ items: [{ productId: p.id, quantity: 4 }], paymentMethod: 'wallet' })).status).toBe(201);
  });

  it('uses a saved address of the customer only, and can save a typed one to the address book', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const other = await createUser(t, 'Customer');
    const [{ id: othersAddress }] = await t.db.query(
      `INSERT INTO addresses ("userId", title, street, city, country, "isPrimary") VALUES ($1, 'Work', 'Olaya Street 45', 'Riyadh', 'SA', true) RETURNING id`,
      [other.user.id],
    );
    const refused = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', addressId: othersAddress },
      { token: customer.token, lang: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.addressId).toEqual(['Address not found']);
    const saved = await order({
      items: [{ productId: p.id, quantity: 1 }],
      saveAddress: true,
      address: { ...SA_ADDRESS, title: 'Mother’s house' },
    });
    expect(saved.status).toBe(201);
    const [book] = await t.db.query(`SELECT id, title, street, "isPrimary" FROM addresses WHERE "userId" = $1`, [customer.user.id]);
    expect(book).toMatchObject({ title: 'Mother’s house', street: SA_ADDRESS.street, isPrimary: true });
    const byId = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', addressId: book.id },
      { token: customer.token },
    );
    expect(byId.status).toBe(201);
    expect(byId.body.data.order.address).toMatchObject({ title: 'Mother’s house', street: SA_ADDRESS.street });
    const mismatch = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', addressId: book.id, country: 'BH' },
      { token: customer.token, lang: 'en' },
    );
    expect(mismatch.body.errors.country).toEqual(['The country does not match the delivery address']);
  });

  it('only active customers order: blocked accounts and admins are refused', async () => {
    const p = await createProduct(t, categoryId, { stock: 10 });
    const blocked = await createUser(t, 'Customer');
    await t.db.query(`UPDATE users SET status = 'Blocked' WHERE id = $1`, [blocked.user.id]);
    const res = await order({ items: [{ productId: p.id, quantity: 1 }] }, blocked.token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This account has been blocked. Please contact the shop.');
    expect((await order({ items: [{ productId: p.id, quantity: 1 }] }, admin.token)).status).toBe(403);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('lists the customer’s own orders (paged, by status) and the admin’s filtered list with Content-Range', async () => {
    const shopper = await createUser(t, 'Customer', { name: 'Filter Person' });
    const p = await createProduct(t, categoryId, { price: 50, stock: 100 });
    const a = (await order({ items: [{ productId: p.id, quantity: 1 }] }, shopper.token)).body.data.order;
    const b = (await order({ items: [{ productId: p.id, quantity: 6 }], paymentMethod: 'card' }, shopper.token)).body.data.order;
    await act(a.id, 'approve');

    const page = await t.api.get('/api/orders?page=1&pageSize=1', { token: shopper.token });
    expect(page.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.data.items[0].id).toBe(b.id);
    const waiting = await t.api.get('/api/orders?status=WaitingForPayment', { token: shopper.token });
    expect(waiting.body.data.items.map((o: { id: number }) => o.id)).toEqual([b.id]);

    const list = (filter: object) =>
      t.api.get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["total","DESC"]')}`, {
        token: admin.token,
      });
    const byCustomer = await list({ customerId: shopper.user.id });
    expect(byCustomer.headers.get('content-range')).toBe('orders 0-1/2');
    expect(byCustomer.body.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect((await list({ customerId: shopper.user.id, status: 'InPreparation' })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list({ customerId: shopper.user.id, paymentMethod: 'card' })).body.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect((await list({ customerId: shopper.user.id, total_gte: 100, total_lte: 400 })).body.map((o: { id: number }) => o.id)).toEqual([
      b.id,
    ]);
    // the payment's status tells a paid order from one paid on delivery (13.11)
    expect((await list({ customerId: shopper.user.id, paymentStatus: 'Pending' })).body.map((o: { id: number }) => o.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect((await list({ customerId: shopper.user.id, paymentStatus: ['Paid', 'Failed'] })).body).toEqual([]);
    expect((await list({ customerId: shopper.user.id, paymentStatus: 'Bogus' })).body).toEqual([]);
    expect(byCustomer.body.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual(['Pending', 'Pending']);
    expect((await list({ q: 'filter person' })).body).toHaveLength(2);
    expect((await list({ q: a.orderNumber })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ customerId: shopper.user.id, createdAt_gte: today, createdAt_lte: today })).body).toHaveLength(2);
    expect((await list({ customerId: shopper.user.id, createdAt_lte: '2020-01-01' })).body).toHaveLength(0);
    const details = await t.api.get(`/api/admin/orders/${a.id}`, { token: admin.token });
    expect(details.body).toMatchObject({
      id: a.id,
      customerName: 'Filter Person',
      items: [{ quantity: 1 }],
      history: [{ status: 'New' }, { status: 'InPreparation' }],
    });
    expect((await list({ customerId: 1e15 })).body).toEqual([]);
    expect((await list({ id: [a.id, 1e15] })).body.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const err = await t.api.get('/api/admin/orders?range=oops', { token: admin.token });
    expect(err.status).toBe(400);
  });
});

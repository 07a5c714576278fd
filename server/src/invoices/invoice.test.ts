import { jest } from '@jest/globals';
import { decodeZatcaQr } from '@ward/shared';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, createCoupon, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

describe('tax invoices and order privacy', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  const place = async (body: object, token = customer.token) => {
    const res = await t.api.post('/api/orders', { paymentMethod: 'cod', address: SA_ADDRESS, ...body }, { token });
    expect(res.status).toBe(201);
    return res.body.data.order;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Noura Al-Qahtani' });
    stranger = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('issues a printable simplified tax invoice with sequential numbers, the seller’s VAT and CR numbers, lines, VAT and a ZATCA QR code', async () => {
    const settings = t.get(SettingsService);
    await settings.update({
      ...(await settings.get()),
      shopName: { ar: 'ورد للعطور', en: 'Ward Perfumes' },
      vatNumber: '300000000000003',
      crNumber: '1010999999',
    });
    const oud = await createProduct(t, categoryId, {
      price: 200,
      stock: 10,
      isDiscounted: true,
      discountValue: 25,
      name: { ar: 'دهن عود <مميز>', en: 'Oud Oil' },
    });
    const musk = await createProduct(t, categoryId, { price: 45.5, stock: 10, name: { ar: 'مسك أبيض', en: 'White Musk' } });
    await createCoupon(t, { code: 'INVOICE5', discountValue: 5, isPercentage: false });
    const first = await place({
      items: [
        { productId: oud.id, quantity: 1 },
        { productId: musk.id, quantity: 2 },
      ],
      couponCode: 'invoice5',
    });
    const second = await place({ items: [{ productId: musk.id, quantity: 1 }] });
    expect(Number(second.invoiceNumber.slice(4))).toBe(Number(first.invoiceNumber.slice(4)) + 1);
    // 150 + 91 = 241 − 5 = 236 (< 250: shipping 25, 3 × 400 g → 2 kg: 25 + 5 = 30) + 15 COD = 281; VAT 36.65
    expect(first).toMatchObject({ subtotal: 241, discount: 5, shipping: 30, codFee: 15, total: 281, vat: 36.65 });

    const res = await t.api.get(`/api/orders/${first.id}/invoice`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html: string = res.body;
    expect(html).not.toMatch(/<script/i);
    for (const text of [
      'فاتورة ضريبية مبسطة',
      'Simplified Tax Invoice',
      first.invoiceNumber,
      first.orderNumber,
      'ورد للعطور',
      'Ward Perfumes',
      '300000000000003',
      '1010999999',
      'Noura Al-Qahtani',
      'Oud Oil',
      'White Musk',
      'INVOICE5',
      '36.65',
      '244.35',
      '281.00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('دهن عود &lt;مميز&gt;');
    expect(html).toContain('<svg');
    const payload = /data-zatca="([A-Za-z0-9+/=]+)"/.exec(html)![1];
    const tags = decodeZatcaQr(payload);
    expect(tags[1]).toBe('ورد للعطور');
    expect(tags[2]).toBe('300000000000003');
    expect(tags[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Math.abs(new Date(tags[3]).getTime() - Date.now())).toBeLessThan(60_000);
    expect([tags[4], tags[5]]).toEqual(['281.00', '36.65']);

    const adminView = await t.api.get(`/api/admin/orders/${first.id}/invoice`, { token: admin.token });
    expect(adminView.status).toBe(200);
    expect(adminView.body).toContain(first.invoiceNumber);
  });

  it('prints the customer’s note (escaped) for whoever packs the order; no note, no box (13.1)', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const noted = await place({ items: [{ productId: p.id, quantity: 1 }], notes: 'الرجاء التغليف كهدية "بطاقة" & شكراً' });
    const html: string = (await t.api.get(`/api/admin/orders/${noted.id}/invoice`, { token: admin.token })).body;
    expect(html).toContain('Customer note');
    expect(html).toContain('الرجاء التغليف كهدية &quot;بطاقة&quot; &amp; شكراً');
    // the 80 mm receipt (till and parcel) carries it too
    const receipt: string = (await t.api.get(`/api/admin/orders/${noted.id}/invoice?format=receipt`, { token: admin.token })).body;
    expect(receipt).toContain('Customer note');
    expect(receipt).toContain('الرجاء التغليف كهدية &quot;بطاقة&quot; &amp; شكراً');
    const plain = await place({ items: [{ productId: p.id, quantity: 1 }] });
    expect((await t.api.get(`/api/orders/${plain.id}/invoice`, { token: customer.token })).body).not.toContain('Customer note');
  });

  it('no invoice while an online order waits for payment (409)', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const waiting = await place({ items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'card' });
    const res = await t.api.get(`/api/orders/${waiting.id}/invoice`, { token: customer.token, lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The tax invoice is issued once the order is confirmed');
  });

  it('a customer never sees another customer’s order, invoice or list entries (404)', async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const mine = await place({ items: [{ productId: p.id, quantity: 1 }] });
    const theirs = await t.api.get(`/api/orders/${mine.id}`, { token: stranger.token, lang: 'en' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ isSuccess: false, data: null, message: 'Order not found', errors: null, requestId: expect.any(String) });
    expect((await t.api.get(`/api/orders/${mine.id}/invoice`, { token: stranger.token })).status).toBe(404);
    expect((await t.api.get('/api/orders', { token: stranger.token })).body.data.total).toBe(0);
    expect((await t.api.get(`/api/orders/${mine.id}`, { token: customer.token })).status).toBe(200);
    expect((await t.api.get('/api/orders/abc', { token: customer.token })).status).toBe(404);
    expect((await t.api.get(`/api/orders/${mine.id}`)).status).toBe(401);
    expect((await t.api.get(`/api/orders/${mine.id}`, { token: admin.token })).status).toBe(403);
  });
});

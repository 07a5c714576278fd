import { jest } from '@jest/globals';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(60_000);

/**
 * Gifting per order (issue 14 §4): gift wrap priced in the settings and charged like shipping
 * (quote = order = invoice), a card message of up to 250 characters in any language, another
 * recipient, and a packing slip without prices for the back office.
 */
describe('gift orders', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let productId: number;
  let n = 0;

  const setSettings = async (patch: Record<string, unknown>) => {
    const settings = t.get(SettingsService);
    await settings.update({ ...(await settings.get()), ...patch });
  };
  const place = (body: object, opts: { lang?: 'ar' | 'en' } = {}) =>
    t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 2 }], paymentMethod: 'cod', address: SA_ADDRESS, ...body },
      { token: customer.token, lang: opts.lang, headers: { 'idempotency-key': `gift-test-${n++}` } },
    );
  const counts = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault") AS stock`,
      [productId],
    );
    return row as { orders: number; stock: number };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Huda Al-Harbi' });
    await seedShipping(t);
    const { id: categoryId } = await createCategory(t);
    // 2 × 60 = 120: under the free-shipping threshold, so shipping (25) is charged too
    productId = (await createProduct(t, categoryId, { price: 60, stock: 50, weight: 300 })).id;
    await setSettings({ giftWrapEnabled: true, giftWrapPrice: 17.5 });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('prices gift wrap as a charge the quote, the order and the tax invoice agree on', async () => {
    const gift = {
      wrap: true,
      message: 'عيد سعيد يا أمي 🌹\nمع حبي، هدى',
      recipient: { name: 'أم فهد', phone: '055 123 4567' },
      hidePrices: true,
    };
    const quote = await t.api.post('/api/cart/quote', {
      items: [{ productId, quantity: 2 }],
      country: 'SA',
      paymentMethod: 'cod',
      gift: { wrap: true },
    });
    expect(quote.status).toBe(200);
    // 120 + 25 shipping + 15 COD + 17.50 wrap
    expect(quote.body.data).toMatchObject({ subtotal: 120, shipping: 25, codFee: 15, giftWrap: 17.5, total: 177.5 });

    const placed = await place({ gift, notes: 'اتصلوا قبل التوصيل' });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ giftWrap: 17.5, total: 177.5, vat: quote.body.data.vat });
    // the phone is stored as every Saudi mobile is, the message as typed (line break kept)
    expect(order.gift).toEqual({ ...gift, recipient: { name: 'أم فهد', phone: '+966551234567' } });

    const mine = await t.api.get(`/api/orders/${order.id}`, { token: customer.token });
    expect(mine.body.data).toMatchObject({ giftWrap: 17.5, gift: order.gift, notes: 'اتصلوا قبل التوصيل' });

    for (const format of ['a4', 'receipt']) {
      const res = await fetch(`${t.url}/api/orders/${order.id}/invoice?format=${format}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const html = await res.text();
      expect(html).toMatch(/تغليف الهدايا<span class="en">Gift wrapping<\/span><\/td><td class="(num|n)">17\.50/);
    }
  });

  it('an ordinary order has no gift and no wrap charge', async () => {
    const placed = await place({ gift: { wrap: false, message: '  ', hidePrices: false } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ gift: null, giftWrap: 0, total: 160 });
  });

  it('takes a card message of exactly 250 characters, emoji counted as one', async () => {
    const message = '🎁'.repeat(50) + 'ع'.repeat(200); // 250 characters, 300 UTF-16 units
    const placed = await place({ gift: { message } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.gift.message).toBe(message);
  });

  it('refuses bad gifts with translated field errors and changes nothing', async () => {
    const before = await counts();
    const tooLong = await place({ gift: { message: 'م'.repeat(251) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors['gift.message']).toEqual(['يجب ألا يزيد عن 250 حرفاً']);
    const tooLongEn = await place({ gift: { message: 'x'.repeat(251) } }, { lang: 'en' });
    expect(tooLongEn.body.errors['gift.message']).toEqual(['Must be at most 250 characters']);

    const badPhone = await place({ gift: { recipient: { name: 'Noura', phone: 'call me' } } }, { lang: 'en' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors['gift.recipient.phone']).toEqual(['Enter a valid phone number']);
    const noName = await place({ gift: { recipient: { name: '', phone: '0551234567' } } });
    expect(noName.body.errors['gift.recipient.name']).toEqual(['هذا الحقل مطلوب']);

    const control = await place({ gift: { message: 'hello\u0007' } });
    expect(control.status).toBe(400);
    const wrongType = await place({ gift: { wrap: 'yes' } });
    expect(wrongType.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses gift wrap the shop no longer offers (409), in the quote and at the order, and changes nothing', async () => {
    await setSettings({ giftWrapEnabled: false });
    try {
      const before = await counts();
      const quote = await t.api.post('/api/cart/quote', { items: [{ productId, quantity: 1 }], country: 'SA', gift: { wrap: true } }, { lang: 'en' });
      expect(quote.status).toBe(409);
      expect(quote.body.message).toBe('Gift wrapping is not available at the moment; remove it to continue');
      const placed = await place({ gift: { wrap: true, message: 'مبروك' } });
      expect(placed.status).toBe(409);
      expect(placed.body.errors).toEqual({ 'gift.wrap': ['تغليف الهدايا غير متاح حالياً، أزل خيار التغليف وتابع'] });
      expect(await counts()).toEqual(before);
      // a message alone needs no wrap
      expect((await place({ gift: { message: 'مبروك' } })).status).toBe(201);
    } finally {
      await setSettings({ giftWrapEnabled: true });
    }
  });

  it('the back office prints a packing slip: without prices when the customer asked, with them on request', async () => {
    const placed = await place({
      gift: { wrap: true, message: '<b>Happy Eid</b> & love', recipient: { name: 'Noura', phone: '0551234567' }, hidePrices: true },
      notes: 'Leave with the doorman',
    });
    const order = placed.body.data.order;
    const slip = (query = '', token = admin.token) =>
      fetch(`${t.url}/api/admin/orders/${order.id}/packing-slip${query}`, { headers: { authorization: `Bearer ${token}` } });

    const hidden = await slip();
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get('content-type')).toContain('text/html');
    const html = await hidden.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-prices="hidden"');
    expect(html).not.toMatch(/SAR|177\.50|60\.00/);
    expect(html).toContain('&lt;b&gt;Happy Eid&lt;/b&gt; &amp; love');
    expect(html).toContain('<dd class="recipient">Noura</dd>');
    expect(html).toContain('+966551234567');
    expect(html).toContain('Leave with the doorman');
    expect(html).toContain('Gift wrap');

    const shown = await (await slip('?prices=show')).text();
    expect(shown).toContain('data-prices="shown"');
    expect(shown).toContain('17.50 SAR');
    expect(shown).toContain(`${order.total.toFixed(2)} SAR`);

    expect((await slip('', customer.token)).status).toBe(403);
    expect((await fetch(`${t.url}/api/admin/orders/999999/packing-slip`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(
      404,
    );
  });

  it('an admin sets the gift wrap price; a negative one is refused with a translated error', async () => {
    const current = (await t.api.get('/api/admin/settings', { token: admin.token })).body;
    const { id: _id, ...settings } = current;
    const bad = await t.api.put('/api/admin/settings', { ...settings, giftWrapPrice: -1 }, { token: admin.token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.giftWrapPrice).toBe('Cannot be negative');
    const ok = await t.api.put('/api/admin/settings', { ...settings, giftWrapPrice: 9.99 }, { token: admin.token });
    expect(ok.status).toBe(200);
    const pub = await t.api.get('/api/settings');
    expect(pub.body.data).toMatchObject({ giftWrapEnabled: true, giftWrapPrice: 9.99 });
  });
});

describe('the orders table after the gift migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('keeps every money check and makes the total add up with the wrap', async () => {
    const rows: Array<{ d: string }> = await t.db.query(
      `SELECT pg_get_constraintdef(oid) AS d FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype = 'c'`,
    );
    const checks = rows.map((r) => r.d);
    expect(checks).toContain('CHECK (((discount >= (0)::numeric) AND (discount <= subtotal)))');
    expect(checks).toContain('CHECK (((vat >= (0)::numeric) AND (vat <= total)))');
    expect(checks).toContain('CHECK ((total = ((((subtotal - discount) + shipping) + "codFee") + "giftWrap")))');
    expect(checks.filter((c) => c.startsWith('CHECK ((total ='))).toHaveLength(1);
  });
});

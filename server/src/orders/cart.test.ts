import { jest } from '@jest/globals';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { createCoupon, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Jest reads testTimeout only from the root config in a multi-project run: set it here
jest.setTimeout(60_000);

describe('cart quote, coupons and shipping', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  let carriers: { smsa: number; aramex: number };

  const validate = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/coupons/validate', body, { lang });
  const quote = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/cart/quote', body, { lang });
  const calc = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/shipping/calculate', body, { lang });
  const adminApi = {
    get: (path: string) => t.api.get(`/api/admin/${path}`, { token: admin.token, lang: 'en' }),
    post: (path: string, body: object) => t.api.post(`/api/admin/${path}`, body, { token: admin.token, lang: 'en' }),
    put: (path: string, body: object) => t.api.put(`/api/admin/${path}`, body, { token: admin.token, lang: 'en' }),
    delete: (path: string) => t.api.delete(`/api/admin/${path}`, { token: admin.token, lang: 'en' }),
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    carriers = await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  describe('POST /api/cart/quote', () => {
    it('prices from the database and ignores any price, discount or total a client sends', async () => {
      const p = await createProduct(t, categoryId, { price: 99.99, stock: 10, isDiscounted: true, discountValue: 15, weight: 350 });
      const res = await quote({
        items: [{ productId: p.id, quantity: 3, price: 0.01, finalPrice: 0.01, discountPrice: 0.01 }],
        subtotal: 0.03,
        total: 0.03,
        discount: 1000,
        shipping: 0,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        lines: [
          {
            productId: p.id,
            quantity: 3,
            requestedQuantity: 3,
            itemPrice: 99.99,
            discountPercent: 15,
            discount: 15,
            finalPrice: 84.99,
            lineTotal: 254.97,
            problem: null,
            message: null,
          },
        ],
        itemCount: 3,
        subtotal: 254.97,
        discount: 0,
        shipping: 0,
        codFee: 0,
        total: 254.97,
        vat: 33.26,
        net: 221.71,
        currency: 'SAR',
        isValid: true,
      });
    });

    it('reports gone, sold-out and short lines per line, prices what can be ordered, and never fails the whole quote for them', async () => {
      const ok = await createProduct(t, categoryId, { price: 40, stock: 10 });
      const soldOut = await createProduct(t, categoryId, { price: 70, stock: 0 });
      const short = await createProduct(t, categoryId, { price: 30, stock: 2 });
      const res = await quote({
        items: [
          { productId: ok.id, quantity: 1 },
          { productId: 999999, quantity: 1 },
          { productId: soldOut.id, quantity: 1 },
          { productId: short.id, quantity: 5 },
          { productId: ok.id, quantity: 1 },
        ],
      });
      expect(res.status).toBe(200);
      const lines = res.body.data.lines;
      expect(
        lines.map((l: { productId: number; quantity: number; problem: string | null }) => [l.productId, l.quantity, l.problem]),
      ).toEqual([
        [ok.id, 2, null],
        [999999, 0, 'productGone'],
        [soldOut.id, 0, 'outOfStock'],
        [short.id, 2, 'insufficientStock'],
      ]);
      expect(lines[1]).toMatchObject({ name: null, lineTotal: 0, message: 'This product is no longer available' });
      expect(lines[2].message).toBe('This product is out of stock');
      expect(lines[3].message).toBe('Only 2 of this product are available');
      expect(res.body.data).toMatchObject({ subtotal: 140, itemCount: 4, total: 140, isValid: false });
      const ar = await quote({ items: [{ productId: short.id, quantity: 5 }] }, 'ar');
      expect(ar.body.data.lines[0].message).toBe('المتوفر من هذا المنتج 2 فقط');
      const empty = await quote({ items: [] });
      expect(empty.body.data).toMatchObject({ lines: [], subtotal: 0, total: 0, isValid: false });
    });

    it('applies a coupon, shipping, the cash-on-delivery fee and VAT; a refused coupon is explained without failing the quote', async () => {
      const p = await createProduct(t, categoryId, { price: 100, stock: 10, weight: 1500 });
      await createCoupon(t, { code: 'QUOTE20', discountValue: 20, isPercentage: true });
      const res = await quote({ items: [{ productId: p.id, quantity: 3 }], couponCode: 'quote20', country: 'QA', paymentMethod: 'cod' });
      // 300 − 20% = 240 < 250; 4.5 kg → 5 kg to Qatar: SMSA 45 + 4×12 = 93, Aramex 50 + 4×10 = 90
      expect(res.body.data).toMatchObject({
        subtotal: 300,
        coupon: { code: 'QUOTE20', discountValue: 20, isPercentage: true, discount: 60 },
        couponError: null,
        discount: 60,
        shipping: 90,
        freeShipping: false,
        amountToFreeShipping: 10,
        carrier: { id: carriers.aramex, name: { en: 'Aramex' } },
        deliveryDays: { min: 3, max: 5 },
        codFee: 15,
        total: 345,
        vat: 45,
        codAvailable: true,
      });
      const expired = await createCoupon(t, { code: 'OLDONE', expiryDate: new Date(Date.now() - 1000).toISOString() });
      const refused = await quote({ items: [{ productId: p.id, quantity: 3 }], couponCode: expired.code, country: 'SA' });
      expect(refused.status).toBe(200);
      expect(refused.body.data).toMatchObject({
        discount: 0,
        coupon: null,
        couponError: { key: 'coupon.expired', message: 'This coupon has expired' },
        shipping: 0,
        freeShipping: true,
        total: 300,
        isValid: false,
      });
    });

    it('with a country, a product without weight fails the quote with the catalogue message; without a country it does not', async () => {
      const p = await createProduct(t, categoryId, { stock: 5, weight: null });
      const withCountry = await quote({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' });
      expect(withCountry.status).toBe(422);
      expect(withCountry.body.message).toBe('Cannot calculate shipping because product information is incomplete. Please contact support.');
      expect((await quote({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' }, 'ar')).body.message).toBe(
        'لا يمكن حساب الشحن لأن بيانات المنتج غير مكتملة، يرجى التواصل مع الدعم',
      );
      expect((await quote({ items: [{ productId: p.id, quantity: 1 }] })).status).toBe(200);
      const bad = await quote({ items: [{ productId: p.id, quantity: 1 }], country: 'EG' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.country).toEqual(['Choose a listed country (Saudi Arabia, UAE, Qatar, Kuwait, Bahrain)']);
      expect(
        (await t.api.request('POST', '/api/cart/quote', undefined, { raw: '{"items": [', headers: { 'content-type': 'application/json' } }))
          .status,
      ).toBe(400);
      const huge = await quote({ items: [{ productId: 3_000_000_000, quantity: 1 }] });
      expect([huge.status, huge.body.errors['items.0.productId']]).toEqual([400, ['This value is not valid']]);
      expect((await quote({ items: [{ productId: 1, quantity: 1.5 }] })).body.errors['items.0.quantity']).toEqual([
        'Must be a whole number',
      ]);
      expect((await quote({ items: 'all of them' })).status).toBe(400);
    });
  });

  describe('POST /api/coupons/validate', () => {
    it('answers every catalogue error distinctly, in Arabic by default', async () => {
      await createCoupon(t, { code: 'EXPIRED1', expiryDate: new Date(Date.now() - 60_000).toISOString() });
      const usedUp = await createCoupon(t, { code: 'USEDUP1', usageLimit: 1 });
      await t.db.query(`UPDATE coupons SET "usedCount" = 1 WHERE id = $1`, [usedUp.id]);
      await createCoupon(t, { code: 'MIN300', discountValue: 50, isPercentage: false, minOrderTotal: 300 });
      const cases: Array<[object, number, string]> = [
        [{ code: '   ' }, 400, 'Enter a coupon code first'],
        [{ code: 'bad code!' }, 400, 'This coupon code is not valid'],
        [{ code: 'NOSUCH' }, 404, 'Coupon not found'],
        [{ code: 'expired1' }, 409, 'This coupon has expired'],
        [{ code: 'USEDUP1' }, 409, 'This coupon has reached its usage limit'],
        [{ code: 'min300', subtotal: 299.99 }, 409, 'This coupon needs an order of at least 300.00 SAR'],
      ];
      for (const [body, status, message] of cases) {
        const res = await validate(body);
        expect([res.status, res.body.message, res.body.isSuccess]).toEqual([status, message, false]);
      }
      expect((await validate({ code: 'NOSUCH' }, 'ar')).body.message).toBe('رمز الكوبون غير موجود');
      expect((await validate({ code: 'EXPIRED1' }, 'ar')).body.message).toBe('انتهت صلاحية هذا الكوبون');
      expect((await validate({})).body.errors.code).toEqual(['Enter a coupon code first']);
    });

    it('finds codes case-insensitively and tells what they take off the subtotal (fixed never below zero)', async () => {
      await createCoupon(t, { code: 'Ward15', discountValue: 15, isPercentage: true });
      const pct = await validate({ code: 'wArD15', subtotal: 199.99 });
      expect(pct.status).toBe(200);
      expect(pct.body).toMatchObject({
        isSuccess: true,
        message: 'The coupon has been applied',
        data: { code: 'WARD15', isPercentage: true, discountValue: 15, discount: 30 },
      });
      await createCoupon(t, { code: 'FLAT100', discountValue: 100, isPercentage: false });
      expect((await validate({ code: 'flat100', subtotal: 60 })).body.data.discount).toBe(60);
      expect((await validate({ code: 'MIN300', subtotal: 300 })).body.data.discount).toBe(50);
      expect((await validate({ code: 'flat100' })).body.data.discount).toBe(0);
    });
  });

  describe('POST /api/shipping/calculate', () => {
    it('prices every listed country by weight with the cheapest carrier, 3-5 business days', async () => {
      const p = await createProduct(t, categoryId, { price: 20, stock: 50, weight: 700 });
      const expected: Record<string, [number, string]> = {
        SA: [30, 'SMSA Express'],
        AE: [57, 'SMSA Express'],
        QA: [57, 'SMSA Express'],
        KW: [57, 'SMSA Express'],
        BH: [57, 'SMSA Express'],
      };
      for (const [country, [fee, carrier]] of Object.entries(expected)) {
        const res = await calc({ items: [{ productId: p.id, quantity: 2 }], country });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({
          country,
          fee,
          carrierFee: fee,
          isFree: false,
          weight: 1400,
          billableKg: 2,
          days: { min: 3, max: 5 },
          carrier: { name: { en: carrier } },
        });
        expect(res.body.data.options).toHaveLength(2);
      }
      const heavy = await calc({ items: [{ productId: p.id, quantity: 10 }], country: 'AE' }); // 7 kg: SMSA 45 + 72 = 117, Aramex 50 + 60 = 110
      expect(heavy.body.data).toMatchObject({ fee: 110, carrier: { id: carriers.aramex }, billableKg: 7 });
      const chosen = await calc({ items: [{ productId: p.id, quantity: 10 }], country: 'AE', carrierId: carriers.smsa });
      expect(chosen.body.data).toMatchObject({ fee: 117, carrier: { id: carriers.smsa } });
    });

    it('is free from exactly 250.00 SAR after the coupon', async () => {
      const p = await createProduct(t, categoryId, { price: 125, stock: 50, weight: 100 });
      const at = await calc({ items: [{ productId: p.id, quantity: 2 }], country: 'KW' });
      expect(at.body.data).toMatchObject({ fee: 0, carrierFee: 45, isFree: true, amountToFreeShipping: 0, freeShippingThreshold: 250 });
      await createCoupon(t, { code: 'ONESAR', discountValue: 0.01, isPercentage: false });
      const below = await calc({ items: [{ productId: p.id, quantity: 2 }], country: 'KW', couponCode: 'onesar' });
      expect(below.body.data).toMatchObject({ fee: 45, isFree: false, amountToFreeShipping: 0.01 });
    });

    it('refuses a product without weight, an unknown product and a country no active carrier serves', async () => {
      const light = await createProduct(t, categoryId, { stock: 5, weight: 100 });
      const noWeight = await createProduct(t, categoryId, { stock: 5, weight: null });
      const res = await calc({
        items: [
          { productId: light.id, quantity: 1 },
          { productId: noWeight.id, quantity: 1 },
        ],
        country: 'SA',
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Cannot calculate shipping because product information is incomplete. Please contact support.');
      expect((await calc({ items: [{ productId: 424242, quantity: 1 }], country: 'SA' })).body.message).toBe(
        'Could not fetch product details.',
      );
      await t.db.query(`UPDATE shipping_rates SET "isActive" = false WHERE country = 'BH'`);
      const none = await calc({ items: [{ productId: light.id, quantity: 1 }], country: 'BH' });
      expect(none.status).toBe(422);
      expect(none.body.message).toBe('Shipping to this country is not available right now');
      await t.db.query(`UPDATE shipping_rates SET "isActive" = true WHERE country = 'BH'`);
      expect((await calc({ items: [], country: 'SA' })).body.errors.items).toEqual(['Your cart is empty']);
    });
  });

  describe('admin: coupons, carriers, shipping rates', () => {
    it('coupons follow SPEC.md §5 and are unique case-insensitively; the list speaks simple-rest', async () => {
      const invalid = await adminApi.post('coupons', { code: 'X', discountValue: 0, isPercentage: true });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({
        code: 'Must be at least 2 characters',
        discountValue: 'Must be greater than zero',
        expiryDate: 'This field is required',
      });
      expect(
        (await adminApi.post('coupons', { code: 'HALF', discountValue: 150, isPercentage: true, expiryDate: '2030-01-01' })).body.errors,
      ).toEqual({ discountValue: 'A percentage discount cannot exceed 100%' });
      const created = await adminApi.post('coupons', {
        code: 'eid2030',
        discountValue: 30,
        isPercentage: false,
        expiryDate: '2030-06-30',
        usageLimit: 2,
        minOrderTotal: 150,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        code: 'EID2030',
        discountValue: 30,
        isPercentage: false,
        expiryDate: '2030-06-30T20:59:59.999Z',
        usageLimit: 2,
        usedCount: 0,
        minOrderTotal: 150,
        isActive: true,
      });
      const dup = await adminApi.post('coupons', { code: 'Eid2030', discountValue: 5, isPercentage: true, expiryDate: '2030-01-01' });
      expect(dup.status).toBe(409);
      expect(dup.body.errors).toEqual({ code: 'A coupon with this code already exists' });
      const updated = await adminApi.put(`coupons/${created.body.id}`, {
        code: 'EID2030',
        discountValue: 35,
        isPercentage: false,
        expiryDate: '2030-07-01T00:00:00Z',
        usageLimit: null,
      });
      expect(updated.body).toMatchObject({ discountValue: 35, usageLimit: null, minOrderTotal: null });
      await t.db.query(`UPDATE coupons SET "usedCount" = 3 WHERE id = $1`, [created.body.id]);
      expect(
        (
          await adminApi.put(`coupons/${created.body.id}`, {
            code: 'EID2030',
            discountValue: 35,
            isPercentage: false,
            expiryDate: '2030-07-01',
            usageLimit: 2,
          })
        ).body.errors,
      ).toEqual({ usageLimit: 'The usage limit is below the times it was already used (3)' });
      const list = await t.api.get(`/api/admin/coupons?filter=${encodeURIComponent('{"q":"eid"}')}`, { token: admin.token });
      expect(list.headers.get('content-range')).toBe('coupons 0-0/1');
      expect(list.body[0].code).toBe('EID2030');
      const inactive = await t.api.get(`/api/admin/coupons?filter=${encodeURIComponent('{"isActive":false}')}`, { token: admin.token });
      expect(inactive.body.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
      expect((await adminApi.delete(`coupons/${created.body.id}`)).status).toBe(200);
      expect((await adminApi.get(`coupons/${created.body.id}`)).status).toBe(404);
      expect((await t.api.get('/api/admin/coupons', { token: customer.token })).status).toBe(403);
      expect((await t.api.get('/api/admin/coupons')).status).toBe(401);
    });

    it('carriers need a tracking template with {n}; rates are unique per country and carrier; inactive ones are not offered', async () => {
      expect(
        (await adminApi.post('carriers', { name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'https://track.example.com/' })).body
          .errors,
      ).toEqual({
        trackingUrlTemplate: 'The tracking link must contain {n} where the tracking number goes',
      });
      expect(
        (await adminApi.post('carriers', { name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'javascript:alert({n})' })).body.errors
          .trackingUrlTemplate,
      ).toBe('Enter a valid link (starting with https://)');
      const carrier = await adminApi.post('carriers', {
        name: { ar: 'ناقل سريع', en: 'Fast Carrier' },
        trackingUrlTemplate: 'https://track.example.com/?n={n}',
      });
      expect(carrier.status).toBe(201);
      const rate = await adminApi.post('shipping-rates', {
        country: 'SA',
        carrierId: carrier.body.id,
        firstKgFee: 10,
        additionalKgFee: 2,
        minDays: 1,
        maxDays: 2,
      });
      expect(rate.status).toBe(201);
      expect(rate.body).toMatchObject({
        country: 'SA',
        carrier: { id: carrier.body.id, name: { en: 'Fast Carrier' } },
        firstKgFee: 10,
        isActive: true,
      });
      expect(
        (await adminApi.post('shipping-rates', { country: 'SA', carrierId: carrier.body.id, firstKgFee: 12, additionalKgFee: 2 })).status,
      ).toBe(409);
      expect(
        (await adminApi.post('shipping-rates', { country: 'SA', carrierId: 99999, firstKgFee: 12, additionalKgFee: 2 })).body.errors,
      ).toEqual({ carrierId: 'Carrier not found' });
      expect(
        (
          await adminApi.post('shipping-rates', {
            country: 'SA',
            carrierId: carrier.body.id,
            firstKgFee: -1,
            additionalKgFee: 2,
            minDays: 5,
            maxDays: 3,
          })
        ).body.errors,
      ).toEqual({
        firstKgFee: 'Cannot be negative',
        maxDays: 'The longest delivery time cannot be shorter than the shortest',
      });
      const p = await createProduct(t, categoryId, { stock: 5, weight: 100 });
      expect((await calc({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' })).body.data).toMatchObject({
        fee: 10,
        carrier: { id: carrier.body.id },
        days: { min: 1, max: 2 },
      });
      await adminApi.put(`carriers/${carrier.body.id}`, {
        name: { ar: 'ناقل سريع', en: 'Fast Carrier' },
        trackingUrlTemplate: 'https://track.example.com/?n={n}',
        isActive: false,
      });
      expect((await calc({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' })).body.data.carrier.id).toBe(carriers.smsa);
      const rates = await t.api.get(
        `/api/admin/shipping-rates?filter=${encodeURIComponent('{"country":"SA"}')}&sort=${encodeURIComponent('["firstKgFee","ASC"]')}`,
        { token: admin.token },
      );
      expect(rates.headers.get('content-range')).toBe('shipping-rates 0-2/3');
      expect(rates.body.map((r: { firstKgFee: number }) => r.firstKgFee)).toEqual([10, 25, 28]);
      expect((await adminApi.delete(`carriers/${carrier.body.id}`)).status).toBe(200);
      expect((await adminApi.get(`shipping-rates/${rate.body.id}`)).status).toBe(404);
    });

    it('a carrier with open orders cannot be deleted', async () => {
      const p = await createProduct(t, categoryId, { stock: 5 });
      const placed = await t.api.post(
        '/api/orders',
        {
          items: [{ productId: p.id, quantity: 1 }],
          paymentMethod: 'cod',
          address: { recipientName: 'Huda', phone: '0551234567', street: 'Prince Sultan Street 4', city: 'Jeddah', country: 'SA' },
        },
        { token: customer.token },
      );
      const carrierId = placed.body.data.order.carrier.id;
      const res = await adminApi.delete(`carriers/${carrierId}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A carrier used by orders cannot be deleted; deactivate it instead');
    });
  });

  it('documents every checkout, payment, shipment and report route in Swagger (summary, body schema, error statuses)', async () => {
    const doc = (await t.api.get('/api/docs/openapi.json')).body;
    const paths = [
      '/api/cart/quote',
      '/api/coupons/validate',
      '/api/shipping/calculate',
      '/api/orders',
      '/api/orders/{id}',
      '/api/orders/{id}/invoice',
      '/api/payments/{paymentId}',
      '/api/payments/callback',
      '/api/shipments/{paymentId}',
      '/api/admin/orders',
      '/api/admin/orders/{id}',
      '/api/admin/orders/{id}/invoice',
      '/api/admin/orders/{id}/approve',
      '/api/admin/orders/{id}/reject',
      '/api/admin/orders/{id}/ship',
      '/api/admin/orders/{id}/complete',
      '/api/admin/coupons',
      '/api/admin/coupons/{id}',
      '/api/admin/carriers',
      '/api/admin/carriers/{id}',
      '/api/admin/shipping-rates',
      '/api/admin/shipping-rates/{id}',
      '/api/admin/dashboard',
      '/api/admin/reports/sales',
    ];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
    const operations = paths.flatMap((path) =>
      Object.entries(doc.paths[path] as Record<string, { summary?: string; responses: Record<string, unknown> }>).map(([method, op]) => ({
        name: `${method} ${path}`,
        op,
      })),
    );
    expect(operations.filter(({ op }) => !op.summary).map(({ name }) => name)).toEqual([]);
    const placeOrder = doc.paths['/api/orders'].post;
    expect(Object.keys(placeOrder.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '422']));
    expect(placeOrder.requestBody.content['application/json'].schema.properties.items).toBeDefined();
    expect(placeOrder.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(doc.paths['/api/cart/quote'].post.requestBody.content['application/json'].schema.properties.couponCode).toBeDefined();
    expect(doc.paths['/api/admin/coupons'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['code', 'discountValue', 'expiryDate']),
    );
    expect(Object.keys(doc.paths['/api/admin/orders/{id}/ship'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(doc.paths['/api/admin/reports/sales'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'groupBy']),
    );
  });

  it('rate-limits coupon checks per client (30 a minute) to stop code guessing', async () => {
    await t.get(RateLimitService).reset('coupon:miss:ip:127.0.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await validate({ code: `GUESS${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await validate({ code: 'WARD15' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

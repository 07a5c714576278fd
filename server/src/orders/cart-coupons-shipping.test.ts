import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { createProduct } from '../testing/fixtures.js';
import { createCoupon } from '../testing/checkout-fixtures.js';
import { calc, carriers, categoryId, quote, t, useCartApp, validate } from '../testing/cart-kit.js';

describe('coupon checks and shipping calculation', () => {
  useCartApp();

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
      // the Gulf's 45 + 12 without VAT, as exports are priced (issue 32): 39.13 + 10.43
      const expected: Record<string, [number, string]> = {
        SA: [30, 'SMSA Express'],
        AE: [49.56, 'SMSA Express'],
        QA: [49.56, 'SMSA Express'],
        KW: [49.56, 'SMSA Express'],
        BH: [49.56, 'SMSA Express'],
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
      // 7 kg, without VAT: SMSA 39.13 + 6 × 10.43 = 101.71, Aramex 43.48 + 6 × 8.70 = 95.68
      const heavy = await calc({ items: [{ productId: p.id, quantity: 10 }], country: 'AE' });
      expect(heavy.body.data).toMatchObject({ fee: 95.68, carrier: { id: carriers.aramex }, billableKg: 7 });
      const chosen = await calc({ items: [{ productId: p.id, quantity: 10 }], country: 'AE', carrierId: carriers.smsa });
      expect(chosen.body.data).toMatchObject({ fee: 101.71, carrier: { id: carriers.smsa } });
    });

    it('the checkout quote lists every carrier with price and days, and prices the one chosen (issue 37 §10)', async () => {
      const p = await createProduct(t, categoryId, { price: 20, stock: 50, weight: 700 });
      const items = [{ productId: p.id, quantity: 10 }];
      const cheapest = (await quote({ items, country: 'AE' })).body.data;
      // an export: the carriers' fees without VAT (issue 32)
      expect(cheapest).toMatchObject({ shipping: 95.68, carrier: { id: carriers.aramex } });
      expect(cheapest.shippingOptions).toEqual([
        { carrier: { id: carriers.aramex, name: expect.objectContaining({ en: 'Aramex' }) }, fee: 95.68, days: { min: 3, max: 5 } },
        { carrier: { id: carriers.smsa, name: expect.objectContaining({ en: 'SMSA Express' }) }, fee: 101.71, days: { min: 3, max: 5 } },
      ]);
      const chosen = (await quote({ items, country: 'AE', carrierId: carriers.smsa })).body.data;
      expect(chosen).toMatchObject({
        shipping: 101.71,
        carrier: { id: carriers.smsa },
        total: Math.round((cheapest.total + 6.03) * 100) / 100,
      });
    });

    it('is free from exactly 250.00 SAR after the coupon', async () => {
      const p = await createProduct(t, categoryId, { price: 125, stock: 50, weight: 100 });
      const at = await calc({ items: [{ productId: p.id, quantity: 2 }], country: 'SA' });
      expect(at.body.data).toMatchObject({ fee: 0, carrierFee: 25, isFree: true, amountToFreeShipping: 0, freeShippingThreshold: 250 });
      await createCoupon(t, { code: 'ONESAR', discountValue: 0.01, isPercentage: false });
      const below = await calc({ items: [{ productId: p.id, quantity: 2 }], country: 'SA', couponCode: 'onesar' });
      expect(below.body.data).toMatchObject({ fee: 25, isFree: false, amountToFreeShipping: 0.01 });
      // an export counts the threshold without VAT too: 2 × 108.70 = 217.40 ≥ 217.39 (issue 32)
      const kuwait = await calc({ items: [{ productId: p.id, quantity: 2 }], country: 'KW' });
      expect(kuwait.body.data).toMatchObject({ fee: 0, carrierFee: 39.13, isFree: true, freeShippingThreshold: 217.39 });
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

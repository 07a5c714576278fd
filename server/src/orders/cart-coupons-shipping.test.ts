import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { createProduct } from '../testing/fixtures.js';
import { createCoupon } from '../testing/checkout-fixtures.js';
import { calc, carriers, categoryId, t, useCartApp, validate } from '../testing/cart-kit.js';

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

import { createProduct } from '../testing/fixtures.js';
import { createCoupon } from '../testing/checkout-fixtures.js';
import { carriers, categoryId, quote, t, useCartApp } from '../testing/cart-kit.js';

describe('cart quote', () => {
  useCartApp();

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
      // an export to Qatar, zero-rated (issue 32): every shelf amount ÷ 1.15 to the halala. 3 × 86.96 = 260.88 − 20% (52.18)
      // = 208.70 < 217.39 (250 ÷ 1.15); 4.5 kg → 5 kg: SMSA 39.13 + 4×10.43 = 80.85, Aramex 43.48 + 4×8.70 = 78.28; COD 13.04
      expect(res.body.data).toMatchObject({
        subtotal: 260.88,
        coupon: { code: 'QUOTE20', discountValue: 20, isPercentage: true, discount: 52.18 },
        couponError: null,
        discount: 52.18,
        shipping: 78.28,
        freeShipping: false,
        amountToFreeShipping: 8.69,
        carrier: { id: carriers.aramex, name: { en: 'Aramex' } },
        deliveryDays: { min: 3, max: 5 },
        codFee: 13.04,
        total: 300.02,
        zeroRated: true,
        vat: 0,
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
});

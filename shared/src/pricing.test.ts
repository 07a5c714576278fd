import fc from 'fast-check';
import { COUNTRIES, type CountryCode } from './constants.js';
import {
  billableKg,
  cartTotals,
  couponDiscount,
  exportAmount,
  shelfRule,
  priceOrder,
  unitPrice,
  vatIncluded,
  weightShippingFee,
  type CouponTerms,
  type OrderPricingInput,
} from './pricing.js';

const line = fc.record({
  price: fc.integer({ min: 1, max: 5_000_000 }),
  discountPercent: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const coupon: fc.Arbitrary<CouponTerms> = fc.oneof(
  fc.record({
    isPercentage: fc.constant(true),
    value: fc.double({ min: 0.01, max: 100, noNaN: true }),
    minOrderTotal: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  }),
  fc.record({
    isPercentage: fc.constant(false),
    value: fc.integer({ min: 1, max: 100_000_000 }),
    minOrderTotal: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  }),
);
const country = fc.constantFrom<CountryCode>(...COUNTRIES);
const order: fc.Arbitrary<OrderPricingInput> = fc.record({
  lines: fc.array(line, { minLength: 0, maxLength: 12 }),
  coupon: fc.option(coupon, { nil: null }),
  shipping: fc.option(
    fc.record({
      country,
      grams: fc.integer({ min: 0, max: 200_000 }),
      rate: fc.record({ firstKg: fc.integer({ min: 0, max: 20_000 }), additionalKg: fc.integer({ min: 0, max: 5_000 }) }),
    }),
    { nil: null },
  ),
  paymentMethod: fc.constantFrom('card' as const, 'cod' as const, 'wallet' as const),
  codFee: fc.integer({ min: 0, max: 5_000 }),
  freeShippingThreshold: fc.constant(25_000),
  giftWrap: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
});

describe('pricing (integer halalas)', () => {
  it('never produces a negative or fractional figure, and the total adds up', () => {
    fc.assert(
      fc.property(order, (input) => {
        const p = priceOrder(input);
        for (const v of [p.subtotal, p.discount, p.afterDiscount, p.shipping, p.codFee, p.giftWrap, p.total, p.vat, p.net]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(p.discount).toBeLessThanOrEqual(p.subtotal);
        expect(p.total).toBe(p.subtotal - p.discount + p.shipping + p.codFee + p.giftWrap);
        expect(p.giftWrap).toBe(input.giftWrap ?? 0);
        expect(p.subtotal).toBe(p.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
        expect(p.itemCount).toBe(input.lines.reduce((n, l) => n + l.quantity, 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('VAT identity: vat = round(total × 15 / 115), net + vat = total, and net × 15% is within a halala of vat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const vat = vatIncluded(total);
        expect(vat).toBe(Math.round((total * 15) / 115));
        const net = total - vat;
        expect(Math.abs(net * 0.15 - vat)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
    const p = priceOrder({ lines: [{ price: 11_500, discountPercent: null, quantity: 1 }] });
    expect(p).toMatchObject({ total: 11_500, vat: 1_500, net: 10_000 });
  });

  it('free shipping starts at exactly 250.00 SAR after the coupon, in every listed country', () => {
    const rate = { firstKg: 2_500, additionalKg: 500 };
    for (const c of COUNTRIES) {
      const below = priceOrder({
        lines: [{ price: 24_999, discountPercent: null, quantity: 1 }],
        shipping: { country: c, grams: 1_500, rate },
      });
      expect(below).toMatchObject({ freeShipping: false, shipping: 3_000, amountToFreeShipping: 1 });
      const at = priceOrder({
        lines: [{ price: 25_000, discountPercent: null, quantity: 1 }],
        shipping: { country: c, grams: 1_500, rate },
      });
      expect(at).toMatchObject({ freeShipping: true, shipping: 0, shippingFee: 3_000, amountToFreeShipping: 0 });
    }
    // the threshold is compared after the coupon: 300 − 10% = 270 is free, 300 − 60 = 240 is not
    const rateFor = (value: number, isPercentage: boolean) =>
      priceOrder({
        lines: [{ price: 30_000, discountPercent: null, quantity: 1 }],
        coupon: { value, isPercentage },
        shipping: { country: 'SA', grams: 100, rate },
      });
    expect(rateFor(10, true).shipping).toBe(0);
    expect(rateFor(6_000, false).shipping).toBe(2_500);
    expect(rateFor(5_000, false).shipping).toBe(0); // 250.00 exactly
  });

  it('the free-shipping boundary holds for any cart: free ⇔ subtotal − discount ≥ 25000', () => {
    fc.assert(
      fc.property(order, (input) => {
        const p = priceOrder(input);
        if (!input.shipping) return expect(p.shipping).toBe(0);
        expect(p.freeShipping).toBe(p.afterDiscount >= 25_000);
        expect(p.shipping).toBe(p.freeShipping ? 0 : weightShippingFee(input.shipping.grams, input.shipping.rate));
      }),
      { numRuns: 2000 },
    );
  });

  it('coupons: percentage rounds to the halala, fixed never goes below zero, minimum order gates it', () => {
    expect(couponDiscount(10_001, { isPercentage: true, value: 10 })).toBe(1_000);
    expect(couponDiscount(10_005, { isPercentage: true, value: 10 })).toBe(1_001);
    expect(couponDiscount(3_000, { isPercentage: false, value: 5_000 })).toBe(3_000);
    expect(couponDiscount(29_999, { isPercentage: false, value: 5_000, minOrderTotal: 30_000 })).toBe(0);
    expect(couponDiscount(30_000, { isPercentage: false, value: 5_000, minOrderTotal: 30_000 })).toBe(5_000);
    expect(couponDiscount(30_000, { isPercentage: true, value: 100 })).toBe(30_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), coupon, (subtotal, c) => {
        const d = couponDiscount(subtotal, c);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(subtotal);
      }),
      { numRuns: 3000 },
    );
  });

  it('product discounts round each unit to the halala; cash on delivery adds its fee only for cod', () => {
    expect(unitPrice(9_999, 15)).toBe(8_499); // 84.9915 → 84.99
    expect(unitPrice(10_000, null)).toBe(10_000);
    const lines = [{ price: 9_999, discountPercent: 15, quantity: 3 }];
    expect(priceOrder({ lines, paymentMethod: 'cod', codFee: 1_500 })).toMatchObject({ subtotal: 25_497, codFee: 1_500, total: 26_997 });
    expect(priceOrder({ lines, paymentMethod: 'card', codFee: 1_500 })).toMatchObject({ codFee: 0, total: 25_497 });
  });

  it('gift wrap is a charge after the coupon: it neither earns free shipping nor escapes VAT', () => {
    const lines = [{ price: 24_000, discountPercent: null, quantity: 1 }];
    const shipping = { country: 'SA' as const, grams: 500, rate: { firstKg: 2_500, additionalKg: 500 } };
    const wrapped = priceOrder({ lines, shipping, giftWrap: 1_500 });
    // 240 + 15 wrap is above 250, but the threshold looks at the goods only: shipping is charged
    expect(wrapped).toMatchObject({ subtotal: 24_000, shipping: 2_500, giftWrap: 1_500, total: 28_000, vat: vatIncluded(28_000) });
    expect(priceOrder({ lines, shipping }).total).toBe(26_500);
  });

  it('weight: every started kilogram is billed, at least one', () => {
    expect([0, 1, 999, 1000, 1001, 2500].map(billableKg)).toEqual([1, 1, 1, 1, 2, 3]);
    expect(weightShippingFee(2_500, { firstKg: 2_500, additionalKg: 500 })).toBe(3_500);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        const rate = { firstKg: 2_000, additionalKg: 700 };
        if (a <= b) expect(weightShippingFee(a, rate)).toBeLessThanOrEqual(weightShippingFee(b, rate));
      }),
    );
  });

  it('the local cart of SPEC.md §4: discountPrice wins over price, total = subtotal + shipping, exact in SAR', () => {
    expect(
      cartTotals(
        [
          { price: 0.1, quantity: 3 },
          { price: 100, discountPrice: 0.2, quantity: 1 },
        ],
        25,
      ),
    ).toEqual({ itemCount: 4, subtotal: 0.5, shipping: 25, total: 25.5 });
    expect(cartTotals([], 0)).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });
});

/** The export input of a shelf-priced order (issue 32): every VAT-inclusive amount divided out, zero-rated. */
function exportOf(input: OrderPricingInput): OrderPricingInput {
  const net = shelfRule('export', false);
  return {
    ...input,
    lines: input.lines.map((l) => ({ ...l, price: net(l.price) })),
    shipping: input.shipping && {
      ...input.shipping,
      rate: { firstKg: net(input.shipping.rate.firstKg), additionalKg: net(input.shipping.rate.additionalKg) },
    },
    codFee: net(input.codFee ?? 0),
    giftWrap: input.giftWrap == null ? input.giftWrap : net(input.giftWrap),
    freeShippingThreshold: net(input.freeShippingThreshold ?? 25_000),
    zeroRated: true,
  };
}

describe('export pricing: zero-rated, shelf prices divided out (issue 32)', () => {
  it('an amount divides out to the nearest halala of gross × 100 / 115, and with its VAT makes the shelf amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (gross) => {
        const net = exportAmount(gross);
        expect(Number.isInteger(net)).toBe(true);
        // |net − gross × 100/115| < ½ halala, in integers: |115 net − 100 gross| × 2 < 115
        expect(Math.abs(115 * net - 100 * gross) * 2).toBeLessThan(115);
        expect(net + vatIncluded(gross)).toBe(gross);
      }),
      { numRuns: 2000 },
    );
    expect([10_000, 11_500, 7_000, 4_500, 1].map(exportAmount)).toEqual([8_696, 10_000, 6_087, 3_913, 1]);
  });

  it('lines sum to the totals, VAT is 0 and net is the total: no halala invented or lost', () => {
    fc.assert(
      fc.property(order, (shelf) => {
        const input = exportOf(shelf);
        const p = priceOrder(input);
        expect(p.zeroRated).toBe(true);
        expect(p.vat).toBe(0);
        expect(p.net).toBe(p.total);
        p.lines.forEach((l, i) => {
          expect(l.itemPrice).toBe(exportAmount(shelf.lines[i].price));
          expect(l.lineTotal).toBe(l.unitPrice * l.quantity);
        });
        expect(p.subtotal).toBe(p.lines.reduce((s, l) => s + l.lineTotal, 0));
        expect(p.total).toBe(p.subtotal - p.discount + p.shipping + p.codFee + p.giftWrap);
        for (const v of [p.subtotal, p.discount, p.shipping, p.codFee, p.giftWrap, p.total]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('without discounts an export costs the shelf total less the VAT of each amount, never more than at home', () => {
    const plain = order.map((o) => ({ ...o, coupon: null, lines: o.lines.map((l) => ({ ...l, discountPercent: null })) }));
    fc.assert(
      fc.property(plain, (shelf) => {
        const home = priceOrder(shelf);
        const away = priceOrder(exportOf(shelf));
        // (within a few halalas of the threshold, per-unit rounding may decide free shipping differently)
        if (home.freeShipping === away.freeShipping) expect(away.total).toBeLessThanOrEqual(home.total);
        // every line and fee divided out on its own: the two totals differ by the VAT of each part, to the halala
        const parts = [...home.lines.map((l) => ({ gross: l.itemPrice, times: l.quantity })), { gross: home.codFee, times: 1 }];
        const partsVat = parts.reduce((s, x) => s + vatIncluded(x.gross) * x.times, 0);
        if (!home.shipping && !away.shipping && !home.giftWrap) expect(home.total - away.total).toBe(partsVat);
      }),
      { numRuns: 500 },
    );
  });

  it('a UAE cart of 70 SAR with 45 SAR shipping (the issue’s example) costs 100 SAR with VAT 0; kept shelf prices cost 115 with VAT 0', () => {
    const shelf: OrderPricingInput = {
      lines: [{ price: 7_000, discountPercent: null, quantity: 1 }],
      shipping: { country: 'AE', grams: 500, rate: { firstKg: 4_500, additionalKg: 0 } },
      paymentMethod: 'card',
    };
    expect(priceOrder(shelf)).toMatchObject({ total: 11_500, vat: 1_500 });
    expect(priceOrder(exportOf(shelf))).toMatchObject({ subtotal: 6_087, shipping: 3_913, total: 10_000, vat: 0, net: 10_000 });
    expect(priceOrder({ ...shelf, zeroRated: true })).toMatchObject({ total: 11_500, vat: 0, net: 11_500 });
    expect(shelfRule('standard', false)(7_000)).toBe(7_000);
    expect(shelfRule('export', true)(7_000)).toBe(7_000);
  });
});

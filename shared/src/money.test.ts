import fc from 'fast-check';
import { discountedPrice, productFinalPrice, toHalalas, toSar } from './money.js';

describe('money in halalas', () => {
  it('round-trips any SAR amount with two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (h) => toHalalas(toSar(h)) === h));
  });

  it('a discount never raises the price and never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 99 }), (price, pct) => {
        const d = discountedPrice(price, pct);
        return Number.isInteger(d) && d >= 0 && d <= price;
      }),
    );
  });

  it('computes the final price from the stored product fields', () => {
    expect(productFinalPrice({ price: 300, isDiscounted: true, discountValue: 20 })).toBe(240);
    expect(productFinalPrice({ price: 99.99, isDiscounted: true, discountValue: 15 })).toBe(84.99);
    expect(productFinalPrice({ price: 300, isDiscounted: false, discountValue: 20 })).toBe(300);
  });

  it('refuses what is not an amount', () => {
    expect(() => toHalalas('abc')).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { apportionHalalas, instalments, refundForLines } from './payments.js';

describe('refunds by line', () => {
  const order = {
    subtotal: 250,
    discount: 25,
    items: [
      { id: 1, quantity: 2, lineTotal: 200 },
      { id: 2, quantity: 1, lineTotal: 50 },
    ],
  };

  it('gives back the units’ share of their line less their share of the coupon', () => {
    expect(refundForLines(order, [{ itemId: 1, quantity: 1 }])).toBe(9000);
    expect(refundForLines(order, [{ itemId: 2, quantity: 1 }])).toBe(4500);
    expect(
      refundForLines(order, [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
      ]),
    ).toBe(22500);
  });

  it('refuses lines that are not in the order or too many units', () => {
    expect(refundForLines(order, [{ itemId: 3, quantity: 1 }])).toBeNull();
    expect(refundForLines(order, [{ itemId: 1, quantity: 3 }])).toBeNull();
    expect(refundForLines(order, [{ itemId: 1, quantity: 0 }])).toBeNull();
  });

  it('apportions every halala, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const parts = apportionHalalas(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('4 payments of X', () => {
  it('splits into equal payments, the first taking the odd halalas, and adds up to the total', () => {
    expect(instalments(40000)).toEqual([10000, 10000, 10000, 10000]);
    expect(instalments(10001)).toEqual([2501, 2500, 2500, 2500]);
    expect(instalments(3, 4)).toEqual([3, 0, 0, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (total, count) => {
        const parts = instalments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
      }),
    );
  });

  it('gives nothing for what is not an amount', () => {
    expect(instalments(-1)).toEqual([]);
    expect(instalments(10.5)).toEqual([]);
    expect(instalments(100, 0)).toEqual([]);
  });
});

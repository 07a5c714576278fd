import fc from 'fast-check';
import { apportionHalalas, refundForLines } from './payments.js';

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

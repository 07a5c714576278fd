import fc from 'fast-check';
import { toSar } from './money.js';
import { apportionHalalas, instalments, refundForLines, refundPartsForLines } from './payments.js';

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

describe('refunds of lines that promotions discounted (issue 28)', () => {
  // two bottles at 100 and one at 100 free (buy 2 get the 3rd free), then a 10% coupon on the 200 left
  const promoted = {
    subtotal: 300,
    discount: 120,
    items: [
      { id: 1, quantity: 2, lineTotal: 200, promotions: [] },
      { id: 2, quantity: 1, lineTotal: 100, promotions: [{ promotionId: 7, amount: 100 }] },
    ],
  };

  it('splits the discount by each line’s promotion share, not by line value: the free unit gives back nothing', () => {
    expect(refundPartsForLines(promoted, [{ itemId: 2, quantity: 1 }])).toEqual({
      gross: 10000,
      promotions: [{ promotionId: 7, amount: 10000 }],
      coupon: 0,
      total: 0,
    });
    // the coupon came off the 200 the promotion left: all of it is these two units'
    expect(refundPartsForLines(promoted, [{ itemId: 1, quantity: 2 }])).toEqual({
      gross: 20000,
      promotions: [],
      coupon: 2000,
      total: 18000,
    });
    expect(refundForLines(promoted, [{ itemId: 1, quantity: 1 }])).toBe(9000);
  });

  const order = fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 6 }),
        unit: fc.integer({ min: 1, max: 50_000 }),
        cuts: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .chain((lines) => fc.record({ lines: fc.constant(lines), coupon: fc.integer({ min: 0, max: 1000 }) }))
    .map(({ lines, coupon }) => {
      const items = lines.map((l, i) => {
        const total = l.unit * l.quantity;
        return { id: i + 1, quantity: l.quantity, total, shares: l.cuts.map((c) => Math.floor((total * c) / 2000)) };
      });
      const subtotal = items.reduce((s, i) => s + i.total, 0);
      const promotions = items.reduce((s, i) => s + i.shares.reduce((t, x) => t + x, 0), 0);
      const couponOff = Math.floor(((subtotal - promotions) * coupon) / 1000);
      return {
        paid: subtotal - promotions - couponOff,
        order: {
          subtotal: toSar(subtotal),
          discount: toSar(promotions + couponOff),
          items: items.map((i) => ({
            id: i.id,
            quantity: i.quantity,
            lineTotal: toSar(i.total),
            promotions: i.shares.map((amount, k) => ({ promotionId: k + 1, amount: toSar(amount) })),
          })),
        },
      };
    });

  it('refunding every line gives back exactly what was paid for them; no refund is negative or above its lines', () => {
    fc.assert(
      fc.property(order, ({ order, paid }) => {
        const all = order.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
        expect(refundForLines(order, all)).toBe(paid);
        for (const item of order.items)
          for (let quantity = 1; quantity <= item.quantity; quantity++) {
            const parts = refundPartsForLines(order, [{ itemId: item.id, quantity }])!;
            expect(parts.total).toBeGreaterThanOrEqual(0);
            expect(parts.total + parts.coupon + parts.promotions.reduce((s, p) => s + p.amount, 0)).toBe(parts.gross);
          }
      }),
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

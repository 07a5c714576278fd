import fc from 'fast-check';
import { applyPromotions } from './apply.js';
import type { PromotionLine, PromotionRule, PromotionTerms } from './types.js';

const promo = (id: number, rule: PromotionRule): PromotionTerms => ({ id, priority: 0, combinable: true, combinesWithCoupons: true, rule });
const line = (variantId: number, unitPrice: number, quantity: number, productId: number, categoryIds: number[]): PromotionLine => ({
  variantId,
  productId,
  unitPrice,
  quantity,
  categoryIds,
});

const itemSet = fc.record({
  productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
  categoryIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
});
const amount = fc.oneof(
  fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ fixed: fc.integer({ min: 1, max: 200_000 }) }),
);
const rule: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.record({ type: fc.constant('itemDiscount' as const), items: itemSet, discount: amount }),
  fc.record({
    type: fc.constant('orderDiscount' as const),
    discount: amount,
    minSubtotal: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    minItems: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('buyXgetY' as const),
    buy: fc.record({ quantity: fc.integer({ min: 1, max: 3 }), items: itemSet }),
    get: fc.record({ quantity: fc.integer({ min: 1, max: 2 }), items: itemSet }),
    percentOff: fc.integer({ min: 1, max: 100 }),
    maxApplications: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  }),
  fc.record({
    type: fc.constant('tiered' as const),
    basis: fc.constantFrom('spend' as const, 'quantity' as const),
    items: itemSet,
    tiers: fc
      .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 3 })
      .chain((mins) => fc.tuple(...[...mins].sort((a, b) => a - b).map((min) => amount.map((discount) => ({ min, discount }))))),
  }),
  fc.record({ type: fc.constant('freeShipping' as const), minSubtotal: fc.integer({ min: 0, max: 300_000 }) }),
  fc.record({
    type: fc.constant('bundlePrice' as const),
    items: itemSet,
    size: fc.integer({ min: 2, max: 4 }),
    price: fc.integer({ min: 0, max: 100_000 }),
    maxApplications: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  }),
);
const promotions = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000 }),
      priority: fc.integer({ min: 0, max: 3 }),
      combinable: fc.boolean(),
      combinesWithCoupons: fc.constant(true),
      rule,
      budgetLeft: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    }),
    { selector: (p) => p.id, maxLength: 5 },
  )
  .map((ps) => ps as PromotionTerms[]);
// variant v always belongs to product v and category v % 3 + 1, at one price
const cartLine = fc.record({ variantId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: 1, max: 6 }) });
const toLine = ({ variantId, quantity }: { variantId: number; quantity: number }): PromotionLine =>
  line(variantId, 1_000 + variantId * 2_345, quantity, variantId, [(variantId % 3) + 1]);
const cart = fc.array(cartLine, { minLength: 0, maxLength: 6 }).map((ls) => ls.map(toLine));

const totals = (out: ReturnType<typeof applyPromotions>) => ({
  afterDiscounts: out.afterDiscounts,
  shippingDiscount: out.shippingDiscount,
  applied: [...out.applied].sort((a, b) => a.promotionId - b.promotionId),
});

describe('applyPromotions: properties', () => {
  it('permuting lines, splitting or merging quantities, or reordering promotions gives the same totals', () => {
    fc.assert(
      fc.property(cart, promotions, fc.integer({ min: 0, max: 5_000 }), fc.integer(), (lines, ps, shippingFee, seed) => {
        const base = applyPromotions({ lines, promotions: ps, shippingFee, shopper: { country: 'SA' } });
        // every line split into single units, shuffled; the promotions reversed
        const split = lines.flatMap((l) => Array.from({ length: l.quantity }, () => ({ ...l, quantity: 1 })));
        const shuffled = split
          .map((l, i) => ({ l, k: (i * 7919 + seed) % 104_729 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        const other = applyPromotions({ lines: shuffled, promotions: [...ps].reverse(), shippingFee, shopper: { country: 'SA' } });
        expect(totals(other)).toEqual(totals(base));
        // merged: one line per variant
        const merged = new Map<number, PromotionLine>();
        for (const l of lines) merged.set(l.variantId, { ...l, quantity: (merged.get(l.variantId)?.quantity ?? 0) + l.quantity });
        expect(totals(applyPromotions({ lines: [...merged.values()], promotions: ps, shippingFee, shopper: { country: 'SA' } }))).toEqual(
          totals(base),
        );
      }),
    );
  });

  it('no line and no total goes below zero, and the line shares add up to the discounts', () => {
    fc.assert(
      fc.property(cart, promotions, (lines, ps) => {
        const out = applyPromotions({ lines, promotions: ps });
        expect(out.afterDiscounts).toBeGreaterThanOrEqual(0);
        for (const l of out.lines) {
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(l.discount)).toBe(true);
          expect(l.discount).toBe(l.shares.reduce((s, x) => s + x.amount, 0));
        }
        expect(out.lines.reduce((s, l) => s + l.discount, 0)).toBe(out.itemDiscount + out.orderDiscount);
        expect(out.subtotal - out.itemDiscount - out.orderDiscount).toBe(out.afterDiscounts);
        for (const a of out.applied) {
          const p = ps.find((x) => x.id === a.promotionId)!;
          if (p.budgetLeft != null) expect(a.amount).toBeLessThanOrEqual(p.budgetLeft);
        }
      }),
    );
  });

  it('the choice is the best for the shopper: never worse than any single promotion alone', () => {
    fc.assert(
      fc.property(cart, promotions, (lines, ps) => {
        const saved = (out: ReturnType<typeof applyPromotions>) => out.subtotal - out.afterDiscounts + out.shippingDiscount;
        const best = saved(applyPromotions({ lines, promotions: ps, shippingFee: 2_000 }));
        for (const p of ps.filter((x) => !x.combinable))
          expect(best).toBeGreaterThanOrEqual(saved(applyPromotions({ lines, promotions: [p], shippingFee: 2_000 })));
        expect(best).toBeGreaterThanOrEqual(
          saved(applyPromotions({ lines, promotions: ps.filter((x) => x.combinable), shippingFee: 2_000 })),
        );
      }),
    );
  });

  it('buy X get Y: applications = min(max, ⌊units / (X+Y)⌋) in one set, the cheapest units discounted', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        (raw, x, y, max) => {
          const lines = raw.map(toLine);
          const out = applyPromotions({
            lines,
            promotions: [
              promo(1, {
                type: 'buyXgetY',
                buy: { quantity: x, items: {} },
                get: { quantity: y, items: {} },
                percentOff: 100,
                maxApplications: max,
              }),
            ],
          });
          const prices = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.unitPrice)).sort((a, b) => a - b);
          const apps = Math.min(max ?? Infinity, Math.floor(prices.length / (x + y)));
          expect(out.itemDiscount).toBe(prices.slice(0, apps * y).reduce((s, p) => s + p, 0));
        },
      ),
    );
  });
});

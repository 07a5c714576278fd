import { applyPromotions } from './apply.js';
import { scheduleRunsAt } from './schedule.js';
import type { PromotionLine, PromotionRule, PromotionTerms } from './types.js';

const promo = (id: number, rule: PromotionRule, extra: Partial<PromotionTerms> = {}): PromotionTerms => ({
  id,
  priority: 0,
  combinable: true,
  combinesWithCoupons: true,
  rule,
  ...extra,
});
const line = (
  variantId: number,
  unitPrice: number,
  quantity: number,
  productId = variantId,
  categoryIds: number[] = [],
): PromotionLine => ({
  variantId,
  productId,
  unitPrice,
  quantity,
  categoryIds,
});

describe('applyPromotions: each rule', () => {
  it('buy 2 get the 3rd free repeats and frees the cheapest units', () => {
    const rule: PromotionRule = { type: 'buyXgetY', buy: { quantity: 2, items: {} }, get: { quantity: 1, items: {} }, percentOff: 100 };
    const out = applyPromotions({ lines: [line(1, 30_000, 3), line(2, 10_000, 3)], promotions: [promo(1, rule)] });
    // six units: two applications, the two cheapest (100 SAR each) free
    expect(out.itemDiscount).toBe(20_000);
    expect(out.lines.map((l) => l.discount)).toEqual([0, 20_000]);
    const capped = applyPromotions({
      lines: [line(1, 30_000, 3), line(2, 10_000, 3)],
      promotions: [promo(1, { ...rule, maxApplications: 1 })],
    });
    expect(capped.itemDiscount).toBe(10_000);
  });

  it('buy X of one set gets Y of another at a percent off', () => {
    const rule: PromotionRule = {
      type: 'buyXgetY',
      buy: { quantity: 1, items: { productIds: [10] } },
      get: { quantity: 1, items: { categoryIds: [7] } },
      percentOff: 50,
    };
    const out = applyPromotions({ lines: [line(1, 40_000, 1, 10), line(2, 9_999, 2, 20, [7])], promotions: [promo(1, rule)] });
    expect(out.itemDiscount).toBe(5_000); // one application: half of 99.99 rounded to the halala
    expect(out.lines[1].shares).toEqual([{ promotionId: 1, amount: 5_000 }]);
  });

  it('item discount: percent of matching items, fixed per unit never below zero', () => {
    const pct = applyPromotions({
      lines: [line(1, 10_001, 3, 5), line(2, 5_000, 1, 6)],
      promotions: [promo(1, { type: 'itemDiscount', items: { productIds: [5] }, discount: { percent: 15 } })],
    });
    expect(pct.itemDiscount).toBe(Math.round(30_003 * 0.15));
    expect(pct.lines[1].discount).toBe(0);
    const fixed = applyPromotions({
      lines: [line(1, 1_000, 2)],
      promotions: [promo(1, { type: 'itemDiscount', items: {}, discount: { fixed: 5_000 } })],
    });
    expect(fixed.afterDiscounts).toBe(0);
  });

  it('order discount after item discounts, above its minimum only, and free shipping after both', () => {
    const promotions = [
      promo(1, { type: 'itemDiscount', items: {}, discount: { percent: 10 } }),
      promo(2, { type: 'orderDiscount', discount: { fixed: 2_000 }, minSubtotal: 20_000 }),
      promo(3, { type: 'freeShipping', minSubtotal: 25_000, countries: ['SA'] }),
    ];
    const out = applyPromotions({ lines: [line(1, 30_000, 1)], promotions, shopper: { country: 'SA' }, shippingFee: 2_500 });
    expect(out.applied.map((a) => [a.promotionId, a.level, a.amount])).toEqual([
      [1, 'item', 3_000],
      [2, 'order', 2_000],
      [3, 'shipping', 2_500],
    ]);
    expect(out.afterDiscounts).toBe(25_000);
    const short = applyPromotions({ lines: [line(1, 20_000, 1)], promotions, shopper: { country: 'SA' }, shippingFee: 2_500 });
    expect(short.applied.map((a) => a.promotionId)).toEqual([1]);
    // 180 after the item discount: 20 SAR short of the order discount, 70 short of free shipping
    expect(short.nudges).toEqual([
      { promotionId: 2, type: 'orderDiscount', missing: { amount: 2_000 } },
      { promotionId: 3, type: 'freeShipping', missing: { amount: 7_000 } },
    ]);
    const abroad = applyPromotions({ lines: [line(1, 30_000, 1)], promotions, shopper: { country: 'AE' }, shippingFee: 2_500 });
    expect(abroad.freeShipping).toBe(false);
  });

  it('tiered: the highest tier met, and a nudge to the next', () => {
    const rule: PromotionRule = {
      type: 'tiered',
      basis: 'quantity',
      items: {},
      tiers: [
        { min: 2, discount: { percent: 5 } },
        { min: 4, discount: { percent: 10 } },
      ],
    };
    const out = applyPromotions({ lines: [line(1, 10_000, 3)], promotions: [promo(1, rule)] });
    expect(out.orderDiscount).toBe(1_500);
    expect(out.nudges).toEqual([{ promotionId: 1, type: 'tiered', missing: { items: 1 } }]);
  });

  it('bundle price: any N of the set for a price, dearest first, never raising a price', () => {
    const rule: PromotionRule = { type: 'bundlePrice', items: { categoryIds: [3] }, size: 3, price: 20_000 };
    const out = applyPromotions({ lines: [line(1, 10_000, 2, 1, [3]), line(2, 9_000, 2, 2, [3])], promotions: [promo(1, rule)] });
    expect(out.itemDiscount).toBe(29_000 - 20_000);
    expect(out.nudges).toEqual([{ promotionId: 1, type: 'bundlePrice', missing: { items: 2 } }]);
    const cheap = applyPromotions({ lines: [line(1, 5_000, 3, 1, [3])], promotions: [promo(1, rule)] });
    expect(cheap.itemDiscount).toBe(0);
  });

  it('conditions: payment method, country, first order, customer id or tag, coupon', () => {
    const p = promo(
      1,
      { type: 'orderDiscount', discount: { percent: 20 } },
      {
        combinesWithCoupons: false,
        conditions: { paymentMethods: ['stcpay'], firstOrderOnly: true, customerTags: ['vip'] },
      },
    );
    const lines = [line(1, 10_000, 1)];
    const got = (shopper: object) => applyPromotions({ lines, promotions: [p], shopper }).orderDiscount;
    expect(got({ paymentMethod: 'stcpay', firstOrder: true, customerTags: ['vip'] })).toBe(2_000);
    expect(got({ paymentMethod: 'mada', firstOrder: true, customerTags: ['vip'] })).toBe(0);
    expect(got({ paymentMethod: 'stcpay', firstOrder: false, customerTags: ['vip'] })).toBe(0);
    expect(got({ paymentMethod: 'stcpay', firstOrder: true, customerTags: [] })).toBe(0);
    expect(got({ paymentMethod: 'stcpay', firstOrder: true, customerTags: ['vip'], withCoupon: true })).toBe(0);
  });

  it('a budget caps what a promotion gives', () => {
    const out = applyPromotions({
      lines: [line(1, 10_000, 2), line(2, 5_000, 1)],
      promotions: [promo(1, { type: 'itemDiscount', items: {}, discount: { percent: 50 } }, { budgetLeft: 1_001 })],
    });
    expect(out.itemDiscount).toBe(1_001);
    expect(out.lines.reduce((s, l) => s + l.discount, 0)).toBe(1_001);
  });

  it('non-combinable promotions: the best one for the shopper alone, ties to the higher priority', () => {
    const lines = [line(1, 10_000, 2)];
    const a = promo(1, { type: 'orderDiscount', discount: { percent: 10 } });
    const b = promo(2, { type: 'orderDiscount', discount: { percent: 10 } });
    const c = promo(3, { type: 'itemDiscount', items: {}, discount: { fixed: 1_500 } }, { combinable: false });
    // together a and b take 2,000 + 1,800; c alone takes 3,000
    expect(applyPromotions({ lines, promotions: [a, b, c] }).applied.map((x) => x.promotionId)).toEqual([1, 2]);
    const d = promo(4, { type: 'orderDiscount', discount: { fixed: 5_000 } }, { combinable: false });
    expect(applyPromotions({ lines, promotions: [a, b, c, d] }).applied.map((x) => x.promotionId)).toEqual([4]);
    const e = promo(5, { type: 'orderDiscount', discount: { fixed: 5_000 } }, { combinable: false, priority: 9 });
    expect(applyPromotions({ lines, promotions: [a, b, c, d, e] }).applied.map((x) => x.promotionId)).toEqual([5]);
  });
});

describe('scheduleRunsAt (Riyadh time)', () => {
  it('starts at Riyadh midnight and keeps to its days and hours', () => {
    const s = { startsAt: '2026-03-20T00:00:00+03:00', endsAt: '2026-03-23T00:00:00+03:00' };
    expect(scheduleRunsAt(s, new Date('2026-03-19T20:59:59Z'))).toBe(false);
    expect(scheduleRunsAt(s, new Date('2026-03-19T21:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(s, new Date('2026-03-22T21:00:00Z'))).toBe(false);
    // Friday 2026-03-20 only, 20:00–02:00 Riyadh
    const nights = { ...s, days: [5], hours: { from: 20, to: 2 } };
    expect(scheduleRunsAt(nights, new Date('2026-03-20T17:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(nights, new Date('2026-03-20T16:59:00Z'))).toBe(false);
    expect(scheduleRunsAt(nights, new Date('2026-03-21T17:00:00Z'))).toBe(false);
  });
});

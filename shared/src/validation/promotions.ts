import { z } from 'zod';
import { COUNTRIES, PAYMENT_METHODS } from '../constants.js';
import { toHalalas } from '../money.js';
import type { DiscountAmount, ItemSet, PromotionConditions, PromotionRule } from '../promotions/types.js';
import { cartLineSchema, dateOrDateTime, MAX_CART_LINES, optionalCouponCode } from './checkout.js';
import { id as positiveId, localized } from './rules.js';

/**
 * A promotion as the back office sends it (issue 28): amounts in SAR like every price on the wire,
 * dates as Riyadh days (a start date is 00:00, an end date the end of that day) or instants.
 */

const id = () => positiveId().max(2_147_483_647, { error: 'validation.invalid' });
const ids = () => z.array(id(), { error: 'validation.invalid' }).max(500, { error: 'validation.max' }).default([]);
const sar = (min = 0) =>
  z
    .number({ error: 'validation.number' })
    .finite({ error: 'validation.number' })
    .min(min, { error: min > 0 ? 'validation.positive' : 'validation.nonNegative' })
    .max(10_000_000, { error: 'validation.max' })
    .transform((v) => Math.round(v * 100) / 100);
const count = (min: number, max = 10_000) =>
  z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });
const percent = () =>
  z.number({ error: 'validation.number' }).finite().min(0.01, { error: 'validation.positive' }).max(100, { error: 'coupon.percentMax' });

const itemSet = z
  .object({ productIds: ids(), variantIds: ids(), categoryIds: ids() })
  .strict()
  .default({ productIds: [], variantIds: [], categoryIds: [] });
/** `{ percent }` or `{ fixed }` (SAR) */
const amount = z.union([z.object({ percent: percent() }).strict(), z.object({ fixed: sar(0.01) }).strict()], { error: 'promotion.amount' });

export const promotionRuleSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('orderDiscount'),
        discount: amount,
        minSubtotal: sar().nullable().default(null),
        minItems: count(1).nullable().default(null),
      })
      .strict(),
    z.object({ type: z.literal('itemDiscount'), items: itemSet, discount: amount }).strict(),
    z
      .object({
        type: z.literal('buyXgetY'),
        buy: z.object({ quantity: count(1, 100), items: itemSet }).strict(),
        get: z.object({ quantity: count(1, 100), items: itemSet }).strict(),
        percentOff: percent().default(100),
        maxApplications: count(1).nullable().default(null),
      })
      .strict(),
    z
      .object({
        type: z.literal('tiered'),
        basis: z.enum(['spend', 'quantity'], { error: 'validation.invalid' }),
        items: itemSet,
        tiers: z
          .array(
            z
              .object({
                min: z.number({ error: 'validation.number' }).finite().positive({ error: 'validation.positive' }),
                discount: amount,
              })
              .strict(),
          )
          .min(1, { error: 'validation.required' })
          .max(20, { error: 'validation.max' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('freeShipping'),
        countries: z.array(z.enum(COUNTRIES, { error: 'validation.country' })).default([]),
        minSubtotal: sar(),
      })
      .strict(),
    z
      .object({
        type: z.literal('bundlePrice'),
        items: itemSet,
        size: count(1, 100),
        price: sar(),
        maxApplications: count(1).nullable().default(null),
      })
      .strict(),
  ],
  { error: 'promotion.ruleType' },
);
export type PromotionRuleInput = z.infer<typeof promotionRuleSchema>;

export const promotionConditionsSchema = z
  .object({
    paymentMethods: z.array(z.enum(PAYMENT_METHODS, { error: 'validation.invalid' })).default([]),
    countries: z.array(z.enum(COUNTRIES, { error: 'validation.country' })).default([]),
    firstOrderOnly: z.boolean({ error: 'validation.invalid' }).default(false),
    customerIds: ids(),
  })
  .strict();

const limit = () => count(1, 10_000_000).nullable().default(null);

export const promotionSchema = z
  .object({
    name: localized(2, 120),
    label: localized(2, 120),
    isActive: z.boolean({ error: 'validation.invalid' }).default(true),
    startsAt: dateOrDateTime(false),
    endsAt: dateOrDateTime(true).nullable().default(null),
    /** Riyadh weekdays, 0 = Sunday */
    days: z.array(count(0, 6)).max(7).nullable().default(null),
    /** Riyadh hours [from, to); to ≤ from runs past midnight */
    hours: z
      .object({ from: count(0, 23), to: count(1, 24) })
      .strict()
      .nullable()
      .default(null),
    priority: count(0, 1000).default(0),
    combinable: z.boolean({ error: 'validation.invalid' }).default(true),
    combinesWithCoupons: z.boolean({ error: 'validation.invalid' }).default(true),
    usageLimit: limit(),
    perCustomerLimit: limit(),
    /** the most discount it may give, SAR; then it stops */
    budget: sar(0.01).nullable().default(null),
    conditions: promotionConditionsSchema.default({ paymentMethods: [], countries: [], firstOrderOnly: false, customerIds: [] }),
    rule: promotionRuleSchema,
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (p.endsAt && new Date(p.endsAt) <= new Date(p.startsAt)) issue(['endsAt'], 'promotion.endBeforeStart');
    if (p.hours && p.hours.from === p.hours.to) issue(['hours', 'to'], 'promotion.emptyHours');
    const rule = p.rule;
    if (rule.type === 'tiered')
      rule.tiers.forEach((t, i) => {
        if (i > 0 && t.min <= rule.tiers[i - 1].min) issue(['rule', 'tiers', i, 'min'], 'promotion.tiersOrder');
        if (rule.basis === 'quantity' && !Number.isInteger(t.min)) issue(['rule', 'tiers', i, 'min'], 'validation.integer');
      });
    if (rule.type === 'bundlePrice' && rule.size < 2) issue(['rule', 'size'], 'promotion.bundleOfOne');
  });
export type PromotionInput = z.infer<typeof promotionSchema>;

const halalasAmount = (a: { percent: number } | { fixed: number }): DiscountAmount =>
  'percent' in a ? { percent: a.percent } : { fixed: toHalalas(a.fixed) };
const set = (s: ItemSet): ItemSet => ({ productIds: s.productIds ?? [], variantIds: s.variantIds ?? [], categoryIds: s.categoryIds ?? [] });

/** A stored rule (SAR) as the engine takes it (halalas). */
export function ruleInHalalas(rule: PromotionRuleInput): PromotionRule {
  switch (rule.type) {
    case 'orderDiscount':
      return {
        ...rule,
        discount: halalasAmount(rule.discount),
        minSubtotal: rule.minSubtotal === null ? null : toHalalas(rule.minSubtotal),
      };
    case 'itemDiscount':
      return { ...rule, items: set(rule.items), discount: halalasAmount(rule.discount) };
    case 'buyXgetY':
      return { ...rule, buy: { ...rule.buy, items: set(rule.buy.items) }, get: { ...rule.get, items: set(rule.get.items) } };
    case 'tiered':
      return {
        ...rule,
        items: set(rule.items),
        tiers: rule.tiers.map((t) => ({ min: rule.basis === 'spend' ? toHalalas(t.min) : t.min, discount: halalasAmount(t.discount) })),
      };
    case 'freeShipping':
      return { ...rule, minSubtotal: toHalalas(rule.minSubtotal) };
    case 'bundlePrice':
      return { ...rule, items: set(rule.items), price: toHalalas(rule.price) };
  }
}

/** Stored conditions as the engine takes them. */
export const conditionsOf = (c: z.infer<typeof promotionConditionsSchema>): PromotionConditions => ({ ...c });

/**
 * "Try it on this cart" (issue 28): a promotion as the editor holds it (saved or not) priced through
 * the one pricing path on sample lines or on a past order's lines, alone and as if running now.
 */
export const promotionPreviewSchema = z
  .object({
    promotion: promotionSchema,
    items: z.array(cartLineSchema, { error: 'validation.required' }).max(MAX_CART_LINES, { error: 'validation.max' }).default([]),
    /** a past order whose lines, customer, country and payment method to try */
    orderId: id().nullable().default(null),
    country: z.enum(COUNTRIES, { error: 'validation.country' }).default('SA'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }).nullable().default(null),
    /** beside the promotions running now (the one being edited, `promotionId`, as the form has it) */
    together: z.boolean({ error: 'validation.invalid' }).default(false),
    promotionId: id().nullable().default(null),
    /** a coupon the shopper would add */
    couponCode: optionalCouponCode,
  })
  .strict()
  .superRefine((p, ctx) => {
    if (!p.items.length && p.orderId === null) ctx.addIssue({ code: 'custom', path: ['items'], message: 'promotion.previewEmpty' });
  });
export type PromotionPreviewInput = z.infer<typeof promotionPreviewSchema>;

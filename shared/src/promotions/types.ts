import type { CountryCode, PaymentMethod } from '../constants.js';
import type { Halalas } from '../money.js';
import type { Localized } from '../types.js';

/** Promotions (issue 28): one rule each, applied by `applyPromotions` in the one pricing path. */

export const PROMOTION_TYPES = ['orderDiscount', 'itemDiscount', 'buyXgetY', 'tiered', 'freeShipping', 'bundlePrice'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Which items a rule looks at: any listed product, variant or category; all lists empty = every item. */
export interface ItemSet {
  productIds?: number[];
  variantIds?: number[];
  categoryIds?: number[];
}

/** A percent (0–100] of an amount, or a fixed amount in halalas. */
export type DiscountAmount = { percent: number } | { fixed: Halalas };

export interface OrderDiscountRule {
  type: 'orderDiscount';
  discount: DiscountAmount;
  /** the subtotal after item-level promotions must reach this (halalas) */
  minSubtotal?: Halalas | null;
  minItems?: number | null;
}

/** Percent off each matching unit, or a fixed amount off each matching unit. */
export interface ItemDiscountRule {
  type: 'itemDiscount';
  items: ItemSet;
  discount: DiscountAmount;
}

/** Buy `buy.quantity` of one set, get `get.quantity` of a set (the same or another) at `percentOff` (100 = free), repeated. */
export interface BuyXGetYRule {
  type: 'buyXgetY';
  buy: { quantity: number; items: ItemSet };
  get: { quantity: number; items: ItemSet };
  percentOff: number;
  /** most applications per order; null = as many as the cart allows */
  maxApplications?: number | null;
}

/** The highest met tier's discount on the matching items (spend in halalas, or quantity in units). */
export interface TieredRule {
  type: 'tiered';
  basis: 'spend' | 'quantity';
  items: ItemSet;
  /** ascending by `min` */
  tiers: Array<{ min: number; discount: DiscountAmount }>;
}

export interface FreeShippingRule {
  type: 'freeShipping';
  /** empty or absent = every country the shop ships to */
  countries?: CountryCode[];
  /** the order after discounts must reach this (halalas) */
  minSubtotal: Halalas;
}

/** Any `size` units of the set for `price` halalas (mix and match), repeated. */
export interface BundlePriceRule {
  type: 'bundlePrice';
  items: ItemSet;
  size: number;
  price: Halalas;
  maxApplications?: number | null;
}

export type PromotionRule = OrderDiscountRule | ItemDiscountRule | BuyXGetYRule | TieredRule | FreeShippingRule | BundlePriceRule;

/** Who may have it: every given condition must hold (absent = anyone). */
export interface PromotionConditions {
  paymentMethods?: PaymentMethod[];
  countries?: CountryCode[];
  firstOrderOnly?: boolean;
  customerIds?: number[];
  customerTags?: string[];
}

/** A promotion as the engine needs it (already known to be scheduled now and within its limits). */
export interface PromotionTerms {
  id: number;
  /** higher first; breaks ties between equally good choices */
  priority: number;
  /** applies together with other combinable promotions; false: alone or not at all */
  combinable: boolean;
  /** may be used together with a coupon code */
  combinesWithCoupons: boolean;
  rule: PromotionRule;
  conditions?: PromotionConditions;
  label?: Localized;
  /** the most discount it may still give (halalas); null = no budget */
  budgetLeft?: Halalas | null;
}

/** A cart line as the engine prices it: unit price after the product's own discount. */
export interface PromotionLine {
  variantId: number;
  productId: number;
  categoryIds?: number[];
  unitPrice: Halalas;
  quantity: number;
}

export interface PromotionShopper {
  customerId?: number | null;
  customerTags?: string[];
  /** the customer has no earlier counted order */
  firstOrder?: boolean;
  paymentMethod?: PaymentMethod | null;
  country?: CountryCode | null;
  /** a coupon code is applied to this order */
  withCoupon?: boolean;
}

export interface PromotionCart {
  lines: ReadonlyArray<PromotionLine>;
  promotions: ReadonlyArray<PromotionTerms>;
  shopper?: PromotionShopper;
  /** the carrier's fee before any free-shipping rule (halalas); 0 or absent when not known */
  shippingFee?: Halalas;
}

export type PromotionLevel = 'item' | 'order' | 'shipping';

export interface AppliedPromotion {
  promotionId: number;
  type: PromotionType;
  level: PromotionLevel;
  /** halalas taken off (for free shipping: the fee waived) */
  amount: Halalas;
  label?: Localized;
}

export interface PromotedLine {
  /** the input line's place */
  index: number;
  /** halalas off this line, all promotions together */
  discount: Halalas;
  /** unitPrice × quantity − discount */
  total: Halalas;
  /** each promotion's share of this line */
  shares: Array<{ promotionId: number; amount: Halalas }>;
}

/** How close the cart is to a promotion it does not (fully) get yet. */
export interface PromotionNudge {
  promotionId: number;
  type: PromotionType;
  /** "add N more items" or "add N halalas" */
  missing: { items: number } | { amount: Halalas };
  label?: Localized;
}

export interface PromotionOutcome {
  lines: PromotedLine[];
  applied: AppliedPromotion[];
  /** Σ line totals before promotions */
  subtotal: Halalas;
  itemDiscount: Halalas;
  orderDiscount: Halalas;
  /** subtotal − item and order discounts: never negative */
  afterDiscounts: Halalas;
  freeShipping: boolean;
  /** the shipping fee waived */
  shippingDiscount: Halalas;
  /** nearest first */
  nudges: PromotionNudge[];
}

/** A promotion as a quote, an order and their lines tell it (SAR). */
export interface AppliedPromotionDto {
  promotionId: number;
  type: PromotionType;
  level: PromotionLevel;
  label: Localized;
  /** SAR off (free shipping: the fee waived) */
  amount: number;
}

/** A quote's or an order's line: what the promotions took off it (issue 28), SAR, in the `discount`, not in `lineTotal`. */
export interface PromotionLineDto {
  promotionDiscount: number;
  /** each promotion's share of this line */
  promotions: Array<{ promotionId: number; amount: number }>;
}

/** A quote or an order: the promotions applied (item-level, order-level, shipping), SAR. */
export interface PromotionTotalsDto {
  /** the promotions' part of `discount` (which holds the coupon too) */
  promotionDiscount: number;
  promotions: AppliedPromotionDto[];
}

/** "Add 1 more to get one free", "add 45 SAR for free shipping": the nearest promotion not had yet. */
export interface PromotionNudgeDto {
  promotionId: number;
  type: PromotionType;
  label: Localized;
  /** items still to add, or null */
  items: number | null;
  /** SAR still to add, or null */
  amount: number | null;
  /** translated: "Add 1 more item: Buy 2, get the 3rd free" */
  message: string;
}

/** The back office's promotion (amounts in SAR). */
export interface PromotionDto {
  id: number;
  name: Localized;
  label: Localized;
  type: PromotionType;
  rule: unknown;
  conditions: { paymentMethods: PaymentMethod[]; countries: CountryCode[]; firstOrderOnly: boolean; customerIds: number[] };
  isActive: boolean;
  startsAt: string;
  endsAt: string | null;
  days: number[] | null;
  hours: { from: number; to: number } | null;
  priority: number;
  combinable: boolean;
  combinesWithCoupons: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  budget: number | null;
  spent: number;
  /** scheduled (not started), active, usedUp (uses or budget), ended, or off */
  status: 'scheduled' | 'active' | 'usedUp' | 'ended' | 'off';
  createdAt: string;
}

/** What a promotion would give a cart (the back office's preview), SAR, from the one pricing path. */
export interface PromotionPreviewDto {
  lines: Array<{
    variantId: number | null;
    name: Localized | null;
    quantity: number;
    lineTotal: number;
    promotionDiscount: number;
  }>;
  subtotal: number;
  /** what the promotion took off the items and the order (tried together: every promotion) */
  promotionDiscount: number;
  /** the shipping fee it waived */
  shippingDiscount: number;
  /** the cart's total without the promotion, and with it */
  totalWithout: number;
  total: number;
  /** false: the cart does not meet it (or the shopper's conditions do not) */
  applies: boolean;
  nudge: PromotionNudgeDto | null;
  /** the order tried, when one was */
  orderNumber: string | null;
  /** tried together: the running promotions that applied beside it */
  others: AppliedPromotionDto[];
  /** the coupon tried: what it took off with the promotion in place, or why it cannot be used */
  coupon: { code: string; discount: number } | null;
  couponError: string | null;
}

/** A promotion's results (issue 28): orders placed with it and not cancelled, SAR. */
export interface PromotionReportDto {
  promotionId: number;
  /** counted uses (its usage limit counts these) */
  uses: number;
  orders: number;
  customers: number;
  /** customers for whom it was their first order */
  newCustomers: number;
  /** what those orders cost the shoppers in all */
  revenue: number;
  /** what it took off them */
  discountGiven: number;
  budget: number | null;
}

import {
  applyPromotions,
  ruleInHalalas,
  scheduleRunsAt,
  toHalalas,
  type CountryCode,
  type PaymentMethod,
  type PromotionOutcome,
  type PromotionTerms,
} from '@ward/shared';
import type { CheckoutContext } from './checkout-context.js';

/** The promotions a shopper may get now: running on this Riyadh day and hour, under this customer's limit. */
export function promotionTermsOf(context: CheckoutContext, now: Date): PromotionTerms[] {
  return context.promotions
    .filter((p) => scheduleRunsAt({ startsAt: p.startsAt, days: p.days, hours: p.hours }, now))
    .filter((p) => p.perCustomerLimit === null || p.customerUses < p.perCustomerLimit)
    .map((p) => ({
      id: p.id,
      priority: p.priority,
      combinable: p.combinable,
      combinesWithCoupons: p.combinesWithCoupons,
      rule: ruleInHalalas(p.rule),
      conditions: {
        paymentMethods: p.conditions.paymentMethods as PaymentMethod[],
        countries: p.conditions.countries as CountryCode[],
        firstOrderOnly: p.conditions.firstOrderOnly,
        customerIds: p.conditions.customerIds,
      },
      label: p.label,
      budgetLeft: p.budgetLeft === null ? null : toHalalas(p.budgetLeft),
    }));
}

/** What the sellable lines get from the promotions (null when none is running: pricing is as it always was). */
export function checkoutPromotions(
  context: CheckoutContext,
  terms: PromotionTerms[],
  lines: ReadonlyArray<{ variantId: number; productId: number; categoryId: number; unitPrice: number; quantity: number }>,
  shopper: { paymentMethod: PaymentMethod | null; withCoupon: boolean; shippingFee: number },
): PromotionOutcome | null {
  if (!terms.length) return null;
  return applyPromotions({
    lines: lines.map((l) => ({ ...l, categoryIds: [l.categoryId] })),
    promotions: terms,
    shippingFee: shopper.shippingFee,
    shopper: {
      customerId: context.customer?.id ?? null,
      firstOrder: !context.hasOrder,
      paymentMethod: shopper.paymentMethod,
      country: context.country,
      withCoupon: shopper.withCoupon,
    },
  });
}

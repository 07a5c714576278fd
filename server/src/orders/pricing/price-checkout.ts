import {
  allocateStock,
  priceLine,
  priceOrder,
  shelfRule,
  toHalalas,
  vatTreatmentFor,
  type CountryCode,
  type Halalas,
  type OrderPricing,
  type OrderPricingInput,
  type PaymentMethod,
  type PricedLine,
  type PromotedLine,
  type PromotionOutcome,
  weightShippingFee,
  type QuoteLineProblem,
  type VariantOptions,
} from '@ward/shared';
import { ConflictError, NotFoundError, type DomainError } from '../../common/domain-errors.js';
import { couponRefusal, couponTerms, type CouponFacts } from '../../coupons/coupon-rules.js';
import { chooseRate, rateTerms, ShippingError, type ChosenRate } from '../../shipping/rate-choice.js';
import type { CheckoutContext, VariantForPricing } from './checkout-context.js';
import { resolveLines } from './resolve-lines.js';
import { checkoutSamples, type CheckoutSamples } from './sample-lines.js';
import { checkoutPromotions, promotionTermsOf } from './checkout-promotions.js';

export interface CheckoutRequestLine {
  productId?: number;
  variantId?: number;
  options?: VariantOptions;
  quantity: number;
}

export interface CheckoutRequest {
  items: ReadonlyArray<CheckoutRequestLine>;
  carrierId?: number | null;
  paymentMethod?: PaymentMethod | null;
  /** gifting as asked for: only the wrap costs anything */
  gift?: { wrap?: boolean } | null;
  /** free samples chosen at checkout: they never change the totals */
  samples?: ReadonlyArray<{ productId: number }>;
}

export interface CheckoutLine {
  /** the request's first line for this variant (field errors name `items.{index}`) */
  index: number;
  productId: number | null;
  variantId: number | null;
  /** null when gone or not chosen */
  variant: VariantForPricing | null;
  requestedQuantity: number;
  /** what can be sold now: the quote prices this much */
  quantity: number;
  /** what this line could have (the "only N left" figure) */
  available: number;
  problem: QuoteLineProblem | null;
  /** null when the variant is gone or not chosen */
  priced: PricedLine | null;
  /** the shelf items one unit takes: the variant itself, or a gift set's items */
  parts: Array<{ id: number; perUnit: number }>;
  /** what the promotions took off this line (null: none, or nothing sold) */
  promotion: PromotedLine | null;
}

/** What a cart costs: lines, coupon, shipping, COD fee, VAT (every figure from the database). */
export interface PricedCheckout {
  lines: CheckoutLine[];
  coupon: CouponFacts | null;
  /** why the coupon asked for cannot be used (the totals are then without it) */
  couponError: DomainError | null;
  country: CountryCode | null;
  shipping: ChosenRate | null;
  /** why shipping cannot be priced for the destination (a product without weight, no carrier) */
  shippingError: ShippingError | null;
  /** gift wrap was asked for while the shop offers none (the totals are then without it) */
  giftWrapError: DomainError | null;
  /** the free samples asked for, each with its problem */
  samples: CheckoutSamples;
  grams: number;
  /** the promotions applied, per line and in all, with the nudges (null: none running) */
  promotions: PromotionOutcome | null;
  totals: OrderPricing;
  /** the free-shipping threshold as this order counts it (an export's without VAT), halalas */
  freeShippingThreshold: Halalas;
  /** the total of the same cart paid cash on delivery (whether COD is offered) */
  codTotal: Halalas;
}

/** The variant and product ids a request names: what the checkout context reads. */
export function lookupIds(
  items: CheckoutRequest['items'],
  samples: CheckoutRequest['samples'] = [],
): { variantIds: number[]; productIds: number[]; sampleProductIds: number[] } {
  const variantIds = new Set<number>();
  const productIds = new Set<number>();
  for (const item of items) {
    if (item.variantId !== undefined) variantIds.add(item.variantId);
    else if (item.productId !== undefined) productIds.add(item.productId);
  }
  return { variantIds: [...variantIds], productIds: [...productIds], sampleProductIds: [...new Set(samples.map((s) => s.productId))] };
}

/** What a VAT-inclusive shelf amount costs this order: divided out for an export unless the shop keeps shelf prices. */
export const shelfPriceOf = (context: Pick<CheckoutContext, 'country' | 'settings'>) =>
  shelfRule(vatTreatmentFor(context.country), context.settings.exportPricing === 'shelf');

export const pricingLineOf = (variant: VariantForPricing, quantity: number, shelf: (gross: Halalas) => Halalas = (g) => g) => ({
  price: shelf(toHalalas(variant.price)),
  discountPercent: variant.isDiscounted ? variant.discountValue : null,
  quantity,
});

/** The shelf items one unit of a variant takes: a gift set's items, or the variant itself. */
export const partsOf = (v: VariantForPricing) =>
  v.components.length ? v.components.map((c) => ({ id: c.variantId, perUnit: c.quantity })) : [{ id: v.id, perUnit: 1 }];

/** How much of each shelf item is there now, as read with the context. */
function shelfOf(lines: Array<{ variant: VariantForPricing | null }>): Map<number, number> {
  const shelf = new Map<number, number>();
  for (const { variant } of lines) {
    if (!variant) continue;
    if (!variant.components.length) shelf.set(variant.id, variant.stock);
    for (const c of variant.components) shelf.set(c.variantId, c.stock);
  }
  return shelf;
}

/**
 * The one pricing path (DESIGN.md §8, after Vendure's order calculator): from a checkout context
 * and the request, every line with its problem, the coupon, the shipping rate and the totals.
 * Quote, shipping calculation, order placement and the demo seed all call this; nothing else
 * adds up money. Problems are answered, not thrown: the quote reports them, placement refuses;
 * only a malformed line (a variant of another product, options naming no variant) throws 400.
 * `couponCodeError` is the refusal of a malformed code found before the context was loaded.
 */
export function priceCheckout(
  context: CheckoutContext,
  request: CheckoutRequest,
  couponCode: { asked: boolean; error: DomainError | null },
  now = new Date(),
): PricedCheckout {
  const shelf = shelfPriceOf(context);
  const lines = checkoutLines(request, context, shelf);
  const orderable = lines.filter((l) => l.quantity > 0);
  const pricingLines = orderable.map((l) => pricingLineOf(l.variant!, l.quantity, shelf));
  const subtotal = priceOrder({ lines: pricingLines }).subtotal;

  const grams = orderable.reduce((g, l) => g + (l.variant!.weight ?? 0) * l.quantity, 0);
  const { shipping, shippingError } = shippingOf(context, orderable, grams, request.carrierId, shelf);

  // promotions first (item-level, order-level, shipping), then the coupon on what they leave
  const terms = promotionTermsOf(context, now);
  const promotionLines = orderable.map((l) => ({
    variantId: l.variant!.id,
    productId: l.variant!.productId,
    categoryId: l.variant!.categoryId,
    unitPrice: l.priced!.unitPrice,
    quantity: l.quantity,
  }));
  const shippingFee = shipping ? weightShippingFee(grams, rateTerms(shipping.rate, shelf)) : 0;
  const promote = (paymentMethod: PaymentMethod | null, withCoupon: boolean) =>
    checkoutPromotions(context, terms, promotionLines, { paymentMethod, withCoupon, shippingFee });
  const paymentMethod = request.paymentMethod ?? null;

  let coupon: CouponFacts | null = null;
  let couponError = couponCode.error;
  const couponFound = couponCode.asked && !couponError && !!context.coupon;
  let promotions = promote(paymentMethod, couponFound);
  if (couponCode.asked && !couponError) {
    const history = context.customer ? { orderCount: context.customerOrderCount, couponUses: context.customerCouponUses } : null;
    const left = subtotal - (promotions ? promotions.itemDiscount + promotions.orderDiscount : 0);
    couponError = context.coupon ? couponRefusal(context.coupon, left, 'couponCode', now, history) : new NotFoundError('coupon.notFound');
    if (!couponError) coupon = context.coupon;
    // a refused coupon is not used: promotions that do not combine with codes apply again
    else if (couponFound) promotions = promote(paymentMethod, false);
  }
  orderable.forEach((line, k) => (line.promotion = promotions?.lines[k] ?? null));

  const wrap = giftWrapOf(context, request);
  const input: OrderPricingInput = {
    lines: pricingLines,
    coupon: coupon ? couponTerms(coupon) : null,
    shipping: shipping && context.country ? { country: context.country, grams, rate: rateTerms(shipping.rate, shelf) } : null,
    codFee: shelf(toHalalas(context.settings.codFee)),
    freeShippingThreshold: shelf(toHalalas(context.settings.freeShippingThreshold)),
    giftWrap: wrap.fee === null ? null : shelf(wrap.fee),
    zeroRated: vatTreatmentFor(context.country) === 'export',
  };
  const codPromotions = paymentMethod === 'cod' || !terms.length ? promotions : promote('cod', !!coupon);
  return {
    lines,
    coupon,
    couponError,
    country: context.country,
    shipping,
    shippingError,
    giftWrapError: wrap.error,
    samples: checkoutSamples(request.samples ?? [], context, orderable.length),
    grams,
    promotions,
    totals: priceOrder({ ...input, promotions, paymentMethod }),
    freeShippingThreshold: input.freeShippingThreshold!,
    codTotal: priceOrder({ ...input, promotions: codPromotions, paymentMethod: 'cod' }).total,
  };
}

/** The request's lines resolved to variants, with what stock allows each (lines sharing a shelf share it). */
function checkoutLines(request: CheckoutRequest, context: CheckoutContext, shelf: (gross: Halalas) => Halalas): CheckoutLine[] {
  const resolved = resolveLines(request.items, context);
  const demands = resolved.map((l) => ({ asked: l.quantity, parts: l.variant ? partsOf(l.variant) : [] }));
  const allocation = allocateStock(demands, shelfOf(resolved));
  return resolved.map((l, i) => {
    const { available, quantity, problem } = allocation[i];
    return {
      index: l.index,
      productId: l.productId,
      variantId: l.variant?.id ?? l.variantId,
      variant: l.variant,
      requestedQuantity: l.quantity,
      quantity: l.variant ? quantity : 0,
      available: l.variant ? available : 0,
      problem: l.problem ?? problem,
      priced: l.variant ? priceLine(pricingLineOf(l.variant, quantity, shelf)) : null,
      parts: demands[i].parts,
      promotion: null,
    };
  });
}

/** The carrier's rate for the destination, or why shipping cannot be priced (a product without weight, no carrier). */
function shippingOf(
  context: CheckoutContext,
  orderable: CheckoutLine[],
  grams: number,
  carrierId: number | null | undefined,
  shelf: (gross: Halalas) => Halalas,
): { shipping: ChosenRate | null; shippingError: ShippingError | null } {
  if (!context.country || !orderable.length) return { shipping: null, shippingError: null };
  if (orderable.some((l) => l.variant!.weight === null))
    return { shipping: null, shippingError: new ShippingError('shipping.incompleteProduct') };
  try {
    return { shipping: chooseRate(context.rates, grams, carrierId, shelf), shippingError: null };
  } catch (error) {
    return { shipping: null, shippingError: error as ShippingError };
  }
}

/** The gift wrap's price from the settings, or why it cannot be had. */
function giftWrapOf(context: CheckoutContext, request: CheckoutRequest): { fee: number | null; error: DomainError | null } {
  if (!request.gift?.wrap) return { fee: null, error: null };
  if (!context.settings.giftWrapEnabled)
    return { fee: null, error: new ConflictError('gift.wrapUnavailable', {}, { 'gift.wrap': 'gift.wrapUnavailable' }) };
  return { fee: toHalalas(context.settings.giftWrapPrice), error: null };
}

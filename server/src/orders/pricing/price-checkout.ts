import {
  priceLine,
  priceOrder,
  sellableQuantity,
  stockProblem,
  toHalalas,
  type CountryCode,
  type Halalas,
  type OrderPricing,
  type OrderPricingInput,
  type PaymentMethod,
  type PricedLine,
  type QuoteLineProblem,
} from '@ward/shared';
import { NotFoundError, type DomainError } from '../../common/domain-errors.js';
import { couponRefusal, couponTerms, type CouponFacts } from '../../coupons/coupon-rules.js';
import { chooseRate, ShippingError, type ChosenRate } from '../../shipping/rate-choice.js';
import type { CheckoutContext, ProductForPricing } from './checkout-context.js';

export interface CheckoutRequest {
  items: ReadonlyArray<{ productId: number; quantity: number }>;
  carrierId?: number | null;
  paymentMethod?: PaymentMethod | null;
}

export interface CheckoutLine {
  productId: number;
  product: ProductForPricing | null;
  requestedQuantity: number;
  /** what can be sold now: the quote prices this much */
  quantity: number;
  problem: QuoteLineProblem | null;
  /** null when the product is gone */
  priced: PricedLine | null;
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
  grams: number;
  totals: OrderPricing;
  /** the total of the same cart paid cash on delivery (whether COD is offered) */
  codTotal: Halalas;
}

/** Merges repeated product ids, keeping the first position. */
export function mergeLines(items: CheckoutRequest['items']): Array<{ productId: number; quantity: number }> {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

export const pricingLineOf = (product: ProductForPricing, quantity: number) => ({
  price: toHalalas(product.price),
  discountPercent: product.isDiscounted ? product.discountValue : null,
  quantity,
});

function lineOf(product: ProductForPricing | undefined, productId: number, asked: number): CheckoutLine {
  if (!product) return { productId, product: null, requestedQuantity: asked, quantity: 0, problem: 'productGone', priced: null };
  const quantity = sellableQuantity(product.stock, asked);
  return {
    productId,
    product,
    requestedQuantity: asked,
    quantity,
    problem: stockProblem(product.stock, asked),
    priced: priceLine(pricingLineOf(product, quantity)),
  };
}

/**
 * The one pricing path (DESIGN.md §8, after Vendure's order calculator): from a checkout context
 * and the request, every line with its problem, the coupon, the shipping rate and the totals.
 * Quote, shipping calculation, order placement and the demo seed all call this; nothing else
 * adds up money. Problems are answered, not thrown: the quote reports them, placement refuses.
 * `couponCodeError` is the refusal of a malformed code found before the context was loaded.
 */
export function priceCheckout(
  context: CheckoutContext,
  request: CheckoutRequest,
  couponCode: { asked: boolean; error: DomainError | null },
  now = new Date(),
): PricedCheckout {
  const lines = mergeLines(request.items).map(({ productId, quantity }) => lineOf(context.products.get(productId), productId, quantity));
  const orderable = lines.filter((l) => l.quantity > 0);
  const pricingLines = orderable.map((l) => pricingLineOf(l.product!, l.quantity));
  const subtotal = priceOrder({ lines: pricingLines }).subtotal;

  let coupon: CouponFacts | null = null;
  let couponError = couponCode.error;
  if (couponCode.asked && !couponError) {
    const history = context.customer ? { orderCount: context.customerOrderCount, couponUses: context.customerCouponUses } : null;
    couponError = context.coupon
      ? couponRefusal(context.coupon, subtotal, 'couponCode', now, history)
      : new NotFoundError('coupon.notFound');
    if (!couponError) coupon = context.coupon;
  }

  const grams = orderable.reduce((g, l) => g + (l.product!.weight ?? 0) * l.quantity, 0);
  let shipping: ChosenRate | null = null;
  let shippingError: ShippingError | null = null;
  if (context.country && orderable.length) {
    if (orderable.some((l) => l.product!.weight === null)) shippingError = new ShippingError('shipping.incompleteProduct');
    else {
      try {
        shipping = chooseRate(context.rates, grams, request.carrierId);
      } catch (error) {
        shippingError = error as ShippingError;
      }
    }
  }

  const input: OrderPricingInput = {
    lines: pricingLines,
    coupon: coupon ? couponTerms(coupon) : null,
    shipping: shipping && context.country ? { country: context.country, grams, rate: rateTerms(shipping) } : null,
    codFee: toHalalas(context.settings.codFee),
    freeShippingThreshold: toHalalas(context.settings.freeShippingThreshold),
  };
  return {
    lines,
    coupon,
    couponError,
    country: context.country,
    shipping,
    shippingError,
    grams,
    totals: priceOrder({ ...input, paymentMethod: request.paymentMethod ?? null }),
    codTotal: priceOrder({ ...input, paymentMethod: 'cod' }).total,
  };
}

const rateTerms = ({ rate }: ChosenRate) => ({ firstKg: toHalalas(rate.firstKgFee), additionalKg: toHalalas(rate.additionalKgFee) });

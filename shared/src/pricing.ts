import { COUNTRIES, VAT_RATE_PERCENT, type CountryCode, type PaymentMethod } from './constants.js';
import { discountedPrice, toHalalas, toSar, type Halalas } from './money.js';
import type { PromotionOutcome } from './promotions/types.js';

/**
 * Checkout pricing (DESIGN.md §5), pure and over integer halalas. The storefront shows these
 * numbers and the server uses the same functions as the authority; prices are VAT-inclusive.
 *
 *   subtotal  = Σ unitPrice × quantity            (unit price after the product discount)
 *   discount  = promotions (applyPromotions: item-level, then order-level) + the coupon on what
 *               the promotions leave, 0 ≤ discount ≤ subtotal
 *   shipping  = first kg + each further kg, 0 when subtotal − discount ≥ threshold or a
 *               free-shipping promotion applies
 *   codFee    = cash-on-delivery fee (cod only)
 *   giftWrap  = the gift-wrap price (when asked for)
 *   total     = subtotal − discount + shipping + codFee + giftWrap
 *   vat       = round(total × 15 / 115)          (included in total)
 *
 * Exports (issue 32): an order delivered outside the Kingdom is zero-rated (vat = 0). By default
 * every VAT-inclusive shelf amount that goes in (list prices, carrier rates, COD fee, gift wrap,
 * free-shipping threshold) is first divided out by `exportAmount`, so the Gulf shopper pays the
 * price without Saudi VAT; the shop may keep shelf prices instead (settings.exportPricing).
 */

export interface PricingLineInput {
  /** list price of one unit, halalas */
  price: Halalas;
  /** product discount in percent (1–99) or null */
  discountPercent: number | null;
  quantity: number;
}

export interface PricedLine {
  /** list price of one unit */
  itemPrice: Halalas;
  /** price of one unit after the product discount */
  unitPrice: Halalas;
  /** product discount of one unit (itemPrice − unitPrice) */
  unitDiscount: Halalas;
  quantity: number;
  lineTotal: Halalas;
}

export interface CouponTerms {
  isPercentage: boolean;
  /** percent (0–100] when isPercentage, otherwise a fixed amount in halalas */
  value: number;
  /** the subtotal must reach this (halalas) for the coupon to apply */
  minOrderTotal?: Halalas | null;
}

export interface ShippingRateTerms {
  /** fee for the first kilogram (or part of it), halalas */
  firstKg: Halalas;
  /** fee for each further kilogram (or part of it), halalas */
  additionalKg: Halalas;
}

/** Countries where free shipping applies above the threshold: the Kingdom and the listed Gulf states. */
export const FREE_SHIPPING_COUNTRIES: readonly CountryCode[] = COUNTRIES;

/** Unit price after the product's percentage discount, rounded to the halala. */
export function unitPrice(price: Halalas, discountPercent: number | null | undefined): Halalas {
  if (!discountPercent || discountPercent <= 0) return price;
  return discountedPrice(price, discountPercent);
}

export function priceLine(line: PricingLineInput): PricedLine {
  const unit = unitPrice(line.price, line.discountPercent);
  return {
    itemPrice: line.price,
    unitPrice: unit,
    unitDiscount: line.price - unit,
    quantity: line.quantity,
    lineTotal: unit * line.quantity,
  };
}

export function subtotalOf(lines: ReadonlyArray<{ lineTotal: Halalas }>): Halalas {
  return lines.reduce((sum, l) => sum + l.lineTotal, 0);
}

/** Whether the subtotal reaches the coupon's minimum order (no minimum: always). */
export function meetsCouponMinimum(subtotal: Halalas, coupon: CouponTerms): boolean {
  return !coupon.minOrderTotal || subtotal >= coupon.minOrderTotal;
}

/**
 * The coupon discount on a subtotal: percentage (rounded to the halala) or fixed, never more
 * than the subtotal (a fixed discount never takes a total below zero), 0 below the minimum.
 */
export function couponDiscount(subtotal: Halalas, coupon: CouponTerms | null | undefined): Halalas {
  if (!coupon || subtotal <= 0 || !(coupon.value > 0)) return 0;
  if (!meetsCouponMinimum(subtotal, coupon)) return 0;
  const raw = coupon.isPercentage ? Math.round((subtotal * Math.min(coupon.value, 100)) / 100) : Math.round(coupon.value);
  return Math.min(Math.max(raw, 0), subtotal);
}

/** Billable kilograms: every started kilogram counts, at least one. */
export function billableKg(grams: number): number {
  return Math.max(1, Math.ceil(Math.max(0, grams) / 1000));
}

/** Carrier fee by weight: first kg + each further (started) kg. */
export function weightShippingFee(grams: number, rate: ShippingRateTerms): Halalas {
  return rate.firstKg + (billableKg(grams) - 1) * rate.additionalKg;
}

/** Free shipping: the order after coupon is at least the threshold, inside the Kingdom or the Gulf. */
export function qualifiesForFreeShipping(amountAfterDiscount: Halalas, country: CountryCode, threshold: Halalas): boolean {
  return FREE_SHIPPING_COUNTRIES.includes(country) && amountAfterDiscount >= threshold;
}

/** The VAT contained in a VAT-inclusive amount: round(gross × rate / (100 + rate)). */
export function vatIncluded(gross: Halalas, ratePercent = VAT_RATE_PERCENT): Halalas {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}

/** How an order's VAT is treated: standard-rated in the Kingdom, zero-rated as an export elsewhere (ZATCA VATEX-SA-32). */
export type VatTreatment = 'standard' | 'export';

export const vatTreatmentFor = (country: CountryCode | null | undefined): VatTreatment =>
  country && country !== 'SA' ? 'export' : 'standard';

/**
 * A VAT-inclusive shelf amount without its Saudi VAT: round(gross × 100 / 115), to the nearest
 * halala. No tie can occur (gross × 100 / 115 = k + ½ would need gross × 40 = 23 × odd), and it is
 * exactly gross − vatIncluded(gross): the shelf price splits into export price + VAT with no halala
 * invented or lost. Applied per unit price and per fee, so lines still add up to the totals.
 */
export function exportAmount(gross: Halalas): Halalas {
  return gross - vatIncluded(gross);
}

/** What the shelf amounts become for an order: divided out for an export (unless the shop keeps shelf prices), else as they are. */
export function shelfRule(treatment: VatTreatment, keepShelfPrices: boolean): (gross: Halalas) => Halalas {
  return treatment === 'export' && !keepShelfPrices ? exportAmount : (gross) => gross;
}

export interface OrderPricingInput {
  lines: ReadonlyArray<PricingLineInput>;
  coupon?: CouponTerms | null;
  /** omitted: shipping not calculated yet (0) */
  shipping?: { country: CountryCode; grams: number; rate: ShippingRateTerms } | null;
  paymentMethod?: PaymentMethod | null;
  /** cash-on-delivery fee, halalas */
  codFee?: Halalas;
  /** free-shipping threshold, halalas (default 250 SAR) */
  freeShippingThreshold?: Halalas;
  /** gift wrap asked for: its price, halalas (VAT included, like every price) */
  giftWrap?: Halalas | null;
  /** the promotions applied to these lines (applyPromotions), or none */
  promotions?: PromotionOutcome | null;
  /** an export (delivery outside the Kingdom): zero-rated, vat 0; amounts go in as already decided (shelfRule) */
  zeroRated?: boolean;
}

export interface OrderPricing {
  lines: PricedLine[];
  itemCount: number;
  subtotal: Halalas;
  /** promotions and coupon together */
  discount: Halalas;
  /** the promotions' part of `discount` */
  promotionDiscount: Halalas;
  /** the coupon's part of `discount` */
  couponDiscount: Halalas;
  /** subtotal − discount: what the free-shipping threshold is compared with */
  afterDiscount: Halalas;
  /** shipping before the free-shipping rule (0 when not calculated) */
  shippingFee: Halalas;
  shipping: Halalas;
  freeShipping: boolean;
  /** how much more (after coupon) would make shipping free; 0 when already free */
  amountToFreeShipping: Halalas;
  codFee: Halalas;
  giftWrap: Halalas;
  total: Halalas;
  vat: Halalas;
  /** total without VAT */
  net: Halalas;
  /** an export: no Saudi VAT (ZATCA category Z, VATEX-SA-32) */
  zeroRated: boolean;
}

export const DEFAULT_FREE_SHIPPING_THRESHOLD: Halalas = 25_000;

/** Every figure of a cart or an order, from list prices and quantities (never client totals). */
export function priceOrder(input: OrderPricingInput): OrderPricing {
  const lines = input.lines.map(priceLine);
  const subtotal = subtotalOf(lines);
  const promotions = input.promotions;
  const promotionDiscount = promotions ? Math.min(subtotal, promotions.itemDiscount + promotions.orderDiscount) : 0;
  const coupon = couponDiscount(subtotal - promotionDiscount, input.coupon);
  const discount = promotionDiscount + coupon;
  const afterDiscount = subtotal - discount;
  const threshold = input.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD;
  let shippingFee = 0;
  let freeShipping = false;
  if (input.shipping) {
    shippingFee = weightShippingFee(input.shipping.grams, input.shipping.rate);
    freeShipping = qualifiesForFreeShipping(afterDiscount, input.shipping.country, threshold) || !!promotions?.freeShipping;
  }
  const shipping = freeShipping ? 0 : shippingFee;
  const codFee = input.paymentMethod === 'cod' ? Math.max(0, input.codFee ?? 0) : 0;
  const giftWrap = Math.max(0, input.giftWrap ?? 0);
  const total = afterDiscount + shipping + codFee + giftWrap;
  const vat = input.zeroRated ? 0 : vatIncluded(total);
  return {
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    discount,
    promotionDiscount,
    couponDiscount: coupon,
    afterDiscount,
    shippingFee,
    shipping,
    freeShipping,
    amountToFreeShipping: promotions?.freeShipping ? 0 : Math.max(0, threshold - afterDiscount),
    codFee,
    giftWrap,
    total,
    vat,
    net: total - vat,
    zeroRated: !!input.zeroRated,
  };
}

/**
 * The local cart of SPEC.md §4 in SAR: unit price is `discountPrice` when present, otherwise
 * `price`; subtotal = Σ unit × quantity; total = subtotal + shipping. Computed in halalas.
 */
export function cartTotals(
  items: ReadonlyArray<{ price: number; discountPrice?: number | null; quantity: number }>,
  shipping = 0,
): { itemCount: number; subtotal: number; shipping: number; total: number } {
  const subtotal = items.reduce((sum, i) => sum + toHalalas(i.discountPrice ?? i.price) * Math.max(1, Math.floor(i.quantity)), 0);
  const ship = toHalalas(shipping);
  return {
    itemCount: items.reduce((n, i) => n + Math.max(1, Math.floor(i.quantity)), 0),
    subtotal: toSar(subtotal),
    shipping: toSar(ship),
    total: toSar(subtotal + ship),
  };
}

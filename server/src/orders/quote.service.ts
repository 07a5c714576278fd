import { Injectable } from '@nestjs/common';
import {
  billableKg,
  DELIVERY_DAYS,
  optionLabels,
  toHalalas,
  toSar,
  translate,
  type Language,
  type QuoteDto,
  type QuoteInput,
  type QuoteLineDto,
  type ShippingCalculateInput,
  type ShippingQuoteDto,
} from '@ward/shared';
import { ConflictError, NotFoundError, type DomainError } from '../common/domain-errors.js';
import { CouponsService, missKeys, toCouponCheckDto, type CodeTrier } from '../coupons/coupons.service.js';
import { CheckoutPricer } from './pricing/checkout-pricer.js';
import type { CheckoutLine, PricedCheckout } from './pricing/price-checkout.js';
import { sampleRefusal } from './pricing/sample-lines.js';
import { appliedPromotionsDto, linePromotionsDto, nudgeDto } from './pricing/promotion-dtos.js';

const PROBLEM_KEYS = {
  productGone: 'cart.productGone',
  outOfStock: 'cart.outOfStock',
  insufficientStock: 'cart.insufficientStock',
  variantRequired: 'cart.variantRequired',
} as const;

export function toQuoteLine(line: CheckoutLine, lang: Language): QuoteLineDto {
  const { variant: p, priced } = line;
  return {
    productId: line.productId,
    variantId: p?.id ?? null,
    sku: p?.sku ?? null,
    optionLabels: p ? optionLabels(p.productOptions, p.options) : [],
    name: p ? { ar: p.nameAr, en: p.nameEn } : null,
    image: p?.images?.[0] ?? null,
    requestedQuantity: line.requestedQuantity,
    quantity: line.quantity,
    itemPrice: priced ? toSar(priced.itemPrice) : 0,
    discountPercent: p?.isDiscounted ? p.discountValue : null,
    discount: priced ? toSar(priced.unitDiscount) : 0,
    finalPrice: priced ? toSar(priced.unitPrice) : 0,
    lineTotal: priced ? toSar(priced.lineTotal) : 0,
    ...linePromotionsDto(line),
    stock: line.available,
    weight: p?.weight ?? null,
    problem: line.problem,
    message: line.problem ? translate(PROBLEM_KEYS[line.problem], lang, { available: line.available }) : null,
  };
}

/**
 * The storefront's answers about a cart, from the one pricing path (`CheckoutPricer`):
 * `POST /api/cart/quote` and `POST /api/shipping/calculate`. Client prices are never read.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly pricer: CheckoutPricer,
    private readonly coupons: CouponsService,
  ) {}

  /**
   * Prices for the signed-in shopper when known, with the coupon code limits (CouponsService)
   * when a code is given: the client's miss count is read in the same statement, and over the
   * limit the answer is 429 whatever the code was.
   */
  private async priceLimited(input: QuoteInput | ShippingCalculateInput, who: CodeTrier) {
    const codeMissKeys = input.couponCode ? missKeys(who) : [];
    const result = await this.pricer.price({ ...input, customerId: who.userId, codeMissKeys });
    if (input.couponCode) {
      this.coupons.refuseIfGuessing(result.context.codeMisses);
      await this.coupons.countMiss(who, result.priced.couponError);
    }
    return result;
  }

  /**
   * Authoritative lines and totals. Line problems (gone, sold out, less in stock) and a refused
   * coupon are reported without failing the quote; shipping that cannot be priced for the
   * country asked for (a product without weight, no carrier) fails it with 422, gift wrap the
   * shop no longer offers with 409.
   */
  async quote(input: QuoteInput, lang: Language, who: CodeTrier): Promise<QuoteDto> {
    const { context, priced } = await this.priceLimited(input, who);
    if (priced.shippingError) throw priced.shippingError;
    if (priced.giftWrapError) throw priced.giftWrapError;
    const { totals, shipping, couponError } = priced;
    const settings = context.settings;
    return {
      lines: priced.lines.map((l) => toQuoteLine(l, lang)),
      itemCount: totals.itemCount,
      subtotal: toSar(totals.subtotal),
      coupon: priced.coupon ? toCouponCheckDto(priced.coupon, totals.subtotal - totals.promotionDiscount) : null,
      couponError: couponError
        ? { key: couponError.messageKey, message: translate(couponError.messageKey, lang, couponError.params) }
        : null,
      discount: toSar(totals.discount),
      promotionDiscount: toSar(totals.promotionDiscount),
      promotions: appliedPromotionsDto(priced.promotions),
      nudge: nudgeDto(priced.promotions, lang),
      country: input.country ?? null,
      shipping: toSar(totals.shipping),
      shippingFee: toSar(totals.shippingFee),
      freeShipping: totals.freeShipping,
      freeShippingThreshold: toSar(priced.freeShippingThreshold),
      amountToFreeShipping: toSar(totals.amountToFreeShipping),
      carrier: shipping ? { id: shipping.rate.carrier.id, name: { ...shipping.rate.carrier.name } } : null,
      shippingOptions: shipping?.options ?? [],
      deliveryDays: shipping ? { min: shipping.rate.minDays, max: shipping.rate.maxDays } : { ...DELIVERY_DAYS },
      paymentMethod: input.paymentMethod ?? null,
      codFee: toSar(totals.codFee),
      giftWrap: toSar(totals.giftWrap),
      codAvailable: priced.codTotal <= toHalalas(settings.codMaxTotal),
      zeroRated: totals.zeroRated,
      vat: toSar(totals.vat),
      net: toSar(totals.net),
      total: toSar(totals.total),
      currency: 'SAR',
      ...quoteSamples(priced, lang),
      isValid:
        priced.lines.length > 0 &&
        priced.lines.every((l) => l.problem === null) &&
        !couponError &&
        !priced.samples.error &&
        priced.samples.lines.every((s) => s.problem === null),
    };
  }

  /**
   * Fee, carrier and days for a cart and country (what the quote prices as shipping). An
   * unusable coupon simply does not count here; the quote reports why.
   */
  async shipping(input: ShippingCalculateInput, who: CodeTrier): Promise<ShippingQuoteDto> {
    const { priced } = await this.priceLimited(input, who);
    if (priced.lines.some((l) => l.problem === 'productGone')) throw new NotFoundError('product.notFound');
    if (priced.shippingError) throw priced.shippingError;
    const shipping = requireShipping(priced);
    const { totals } = priced;
    return {
      country: input.country,
      fee: toSar(totals.shipping),
      carrierFee: toSar(totals.shippingFee),
      isFree: totals.freeShipping,
      freeShippingThreshold: toSar(priced.freeShippingThreshold),
      amountToFreeShipping: toSar(totals.amountToFreeShipping),
      carrier: { id: shipping.rate.carrier.id, name: { ...shipping.rate.carrier.name } },
      days: { min: shipping.rate.minDays, max: shipping.rate.maxDays },
      weight: priced.grams,
      billableKg: billableKg(priced.grams),
      options: shipping.options,
    };
  }
}

/** The samples asked for as the quote reports them: each with its translated problem, and the limit. */
function quoteSamples({ samples }: PricedCheckout, lang: Language): Pick<QuoteDto, 'samples' | 'maxSamples' | 'sampleError'> {
  const message = (error: DomainError | null) =>
    error ? { key: error.messageKey, message: translate(error.messageKey, lang, error.params) } : null;
  return {
    samples: samples.lines.map((line) => {
      const v = line.variant;
      return {
        productId: line.productId,
        variantId: v?.id ?? null,
        sku: v?.sku ?? null,
        name: v ? { ar: v.nameAr, en: v.nameEn } : null,
        image: v?.images?.[0] ?? null,
        problem: line.problem,
        message: message(sampleRefusal(line, lang))?.message ?? null,
      };
    }),
    maxSamples: samples.max,
    sampleError: message(samples.error),
  };
}

/** Shipping was priced, or nothing in the cart can be sold now. */
function requireShipping(priced: PricedCheckout) {
  if (!priced.shipping) throw new ConflictError('cart.outOfStock');
  return priced.shipping;
}

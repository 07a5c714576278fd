import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DELIVERY_DAYS,
  priceLine,
  priceOrder,
  toHalalas,
  toSar,
  translate,
  type Language,
  type QuoteDto,
  type QuoteInput,
  type QuoteLineDto,
  type QuoteLineProblem,
} from '@ward/shared';
import { In, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-errors.js';
import { SettingsService } from '../content/settings.service.js';
import { Product } from '../catalog/product.entity.js';
import { CouponsService, couponTerms } from '../coupons/coupons.service.js';
import { ShippingError, ShippingService } from '../shipping/shipping.service.js';
import type { Coupon } from '../coupons/coupon.entity.js';

/** Merges repeated product ids, keeping the first position. */
export function mergeLines(items: ReadonlyArray<{ productId: number; quantity: number }>): Array<{ productId: number; quantity: number }> {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

const PROBLEM_KEYS = {
  productGone: 'cart.productGone',
  outOfStock: 'cart.outOfStock',
  insufficientStock: 'cart.insufficientStock',
} as const;

/**
 * `POST /api/cart/quote`: authoritative lines and totals from product ids and quantities
 * (client prices are never read). Line problems (gone, sold out, less in stock) and a refused
 * coupon are reported without failing the quote; a product without weight fails it (422) when
 * shipping is asked for, with the catalogue's message.
 */
@Injectable()
export class QuoteService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly coupons: CouponsService,
    private readonly shipping: ShippingService,
    private readonly settings: SettingsService,
  ) {}

  async quote(input: QuoteInput, lang: Language): Promise<QuoteDto> {
    const requested = mergeLines(input.items);
    const products = requested.length ? await this.products.find({ where: { id: In(requested.map((l) => l.productId)) } }) : [];
    const byId = new Map(products.map((p) => [p.id, p]));
    const settings = await this.settings.get();

    const lines: QuoteLineDto[] = requested.map(({ productId, quantity: asked }) => {
      const p = byId.get(productId);
      let problem: QuoteLineProblem | null = null;
      let quantity = asked;
      if (!p) [problem, quantity] = ['productGone', 0];
      else if (p.stock <= 0) [problem, quantity] = ['outOfStock', 0];
      else if (p.stock < asked) [problem, quantity] = ['insufficientStock', p.stock];
      const priced = p
        ? priceLine({ price: toHalalas(p.price), discountPercent: p.isDiscounted ? p.discountValue : null, quantity })
        : null;
      return {
        productId,
        name: p ? { ar: p.name.ar, en: p.name.en } : null,
        image: p?.images?.[0] ?? null,
        requestedQuantity: asked,
        quantity,
        itemPrice: priced ? toSar(priced.itemPrice) : 0,
        discountPercent: p?.isDiscounted ? p.discountValue : null,
        discount: priced ? toSar(priced.unitDiscount) : 0,
        finalPrice: priced ? toSar(priced.unitPrice) : 0,
        lineTotal: priced ? toSar(priced.lineTotal) : 0,
        stock: p?.stock ?? 0,
        weight: p?.weight ?? null,
        problem,
        message: problem ? translate(PROBLEM_KEYS[problem], lang, { available: p?.stock ?? 0 }) : null,
      };
    });

    const orderable = lines.filter((l) => l.quantity > 0);
    const pricingLines = orderable.map((l) => {
      const p = byId.get(l.productId)!;
      return { price: toHalalas(p.price), discountPercent: p.isDiscounted ? p.discountValue : null, quantity: l.quantity };
    });
    const subtotal = pricingLines.reduce((s, l) => s + priceLine(l).lineTotal, 0);

    let coupon: Coupon | null = null;
    let couponError: QuoteDto['couponError'] = null;
    if (input.couponCode) {
      try {
        coupon = await this.coupons.check(input.couponCode, subtotal);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        couponError = { key: error.messageKey, message: translate(error.messageKey, lang, error.params) };
      }
    }

    let chosen: Awaited<ReturnType<ShippingService['chooseRate']>> | null = null;
    let grams = 0;
    if (input.country && orderable.length) {
      if (orderable.some((l) => l.weight === null)) throw new ShippingError('shipping.incompleteProduct');
      grams = orderable.reduce((g, l) => g + l.weight! * l.quantity, 0);
      chosen = await this.shipping.chooseRate(input.country, grams, input.carrierId);
    }
    const codFee = toHalalas(settings.codFee);
    const pricingInput = {
      lines: pricingLines,
      coupon: coupon ? couponTerms(coupon) : null,
      shipping:
        chosen && input.country
          ? {
              country: input.country,
              grams,
              rate: { firstKg: toHalalas(chosen.rate.firstKgFee), additionalKg: toHalalas(chosen.rate.additionalKgFee) },
            }
          : null,
      codFee,
      freeShippingThreshold: toHalalas(settings.freeShippingThreshold),
    };
    const pricing = priceOrder({ ...pricingInput, paymentMethod: input.paymentMethod ?? null });
    const asCod = priceOrder({ ...pricingInput, paymentMethod: 'cod' });

    return {
      lines,
      itemCount: pricing.itemCount,
      subtotal: toSar(pricing.subtotal),
      coupon: coupon ? this.coupons.checkDto(coupon, subtotal) : null,
      couponError,
      discount: toSar(pricing.discount),
      country: input.country ?? null,
      shipping: toSar(pricing.shipping),
      shippingFee: toSar(pricing.shippingFee),
      freeShipping: pricing.freeShipping,
      freeShippingThreshold: settings.freeShippingThreshold,
      amountToFreeShipping: toSar(pricing.amountToFreeShipping),
      carrier: chosen ? { id: chosen.rate.carrier.id, name: { ar: chosen.rate.carrier.name.ar, en: chosen.rate.carrier.name.en } } : null,
      deliveryDays: chosen ? { min: chosen.rate.minDays, max: chosen.rate.maxDays } : { ...DELIVERY_DAYS },
      paymentMethod: input.paymentMethod ?? null,
      codFee: toSar(pricing.codFee),
      codAvailable: asCod.total <= toHalalas(settings.codMaxTotal),
      vat: toSar(pricing.vat),
      net: toSar(pricing.net),
      total: toSar(pricing.total),
      currency: 'SAR',
      isValid: lines.length > 0 && lines.every((l) => l.problem === null) && !couponError,
    };
  }
}

import { lineTitle, optionLabels, sampleLineName, toSar, type Language, type OptionLabelDto } from '@ward/shared';
import type { OrderItem } from './order.entity.js';
import type { CheckoutLine } from './pricing/price-checkout.js';
import { linePromotionsDto } from './pricing/promotion-dtos.js';
import { sampleRefusal, type CheckoutSamples, type SampleLine } from './pricing/sample-lines.js';

type NewOrderItem = Omit<OrderItem, 'id' | 'orderId' | 'order'>;

/** An order item as stored (or as a tax document sees it): what names it as bought. */
export type StoredLine = { nameAr: string; nameEn: string; optionLabels?: readonly OptionLabelDto[] | null; sku?: string | null };

/** The stored item's title in one language ("name — 100 ml · EDP (SKU)"): the shared `lineTitle`. */
export const itemTitle = (i: StoredLine, lang: Language, options?: { sku?: boolean }) =>
  lineTitle({ name: { ar: i.nameAr, en: i.nameEn }, optionLabels: i.optionLabels, sku: i.sku }, lang, options);

/** The order item a priced line becomes: the variant as bought (SKU, option labels, a set's items), at the line's prices. */
export function orderItemOf(line: CheckoutLine): NewOrderItem {
  const v = line.variant!;
  const priced = line.priced!;
  return {
    productId: v.productId,
    variantId: v.id,
    sku: v.sku,
    optionLabels: optionLabels(v.productOptions, v.options),
    components: v.components.map((c) => ({ variantId: c.variantId, quantity: c.quantity })),
    nameAr: v.nameAr,
    nameEn: v.nameEn,
    image: v.images?.[0] ?? null,
    quantity: line.quantity,
    itemPrice: toSar(priced.itemPrice),
    discountPercent: v.isDiscounted ? v.discountValue : null,
    finalPrice: toSar(priced.unitPrice),
    lineTotal: toSar(priced.lineTotal),
    promotions: linePromotionsDto(line).promotions,
    weight: v.weight ?? 0,
    isSample: false,
  };
}

/**
 * The order item a chosen sample becomes: one vial at 0 (so 0 VAT), its name saying it is a
 * free sample as bought, so every place that shows lines (pages, packing slip, mails, invoice,
 * ZATCA XML) says so without knowing samples.
 */
export function sampleItemOf(sample: SampleLine): NewOrderItem {
  const v = sample.variant!;
  const name = sampleLineName({ ar: v.nameAr, en: v.nameEn });
  return {
    productId: v.productId,
    variantId: v.id,
    sku: v.sku,
    optionLabels: [],
    components: [],
    nameAr: name.ar,
    nameEn: name.en,
    image: v.images?.[0] ?? null,
    quantity: 1,
    itemPrice: 0,
    discountPercent: null,
    finalPrice: 0,
    lineTotal: 0,
    promotions: [],
    weight: v.weight ?? 0,
    isSample: true,
  };
}

/** The samples an order may take, or the first reason it may not (4xx, naming the sample): nothing is written then. */
export function refuseSampleProblems(samples: CheckoutSamples, lang: Language): SampleLine[] {
  if (samples.error) throw samples.error;
  for (const line of samples.lines) {
    const refusal = sampleRefusal(line, lang);
    if (refusal) throw refusal;
  }
  return samples.lines;
}

/** Products whose shown stock a sale or a return of these lines changes: their own, and gift sets holding what they take. */
export function stockTouchedProducts(lines: CheckoutLine[]): number[] {
  const ids = new Set<number>();
  for (const { variant } of lines) {
    if (!variant) continue;
    ids.add(variant.productId);
    variant.setProductIds.forEach((id) => ids.add(id));
    for (const c of variant.components) {
      ids.add(c.productId);
      c.setProductIds.forEach((id) => ids.add(id));
    }
  }
  return [...ids];
}

import { optionLabels, toSar } from '@ward/shared';
import type { OrderItem } from './order.entity.js';
import type { CheckoutLine } from './pricing/price-checkout.js';

/** The order item a priced line becomes: the variant as bought (SKU, option labels, a set's items), at the line's prices. */
export function orderItemOf(line: CheckoutLine): Omit<OrderItem, 'id' | 'orderId' | 'order'> {
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
    weight: v.weight ?? 0,
  };
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

import { labelText, optionLabels, toHalalas, toSar, unpaidHoldRefusal, type Language } from '@ward/shared';
import { BadInputError, ConflictError } from '../common/domain-errors.js';
import type { CheckoutContext, VariantForPricing } from './pricing/checkout-context.js';
import type { CheckoutLine } from './pricing/price-checkout.js';

/** "Taif Rose (50 ml · EDP)": the product's name with the variant's option values. */
function variantName(v: VariantForPricing, lang: Language): string {
  const label = labelText(optionLabels(v.productOptions, v.options), lang);
  const name = lang === 'en' ? v.nameEn : v.nameAr;
  return label ? `${name} (${label})` : name;
}

/** 409 naming the variant and what is left of it, on the line's quantity field. */
export function outOfStock(variant: VariantForPricing, available: number, index: number, lang: Language): ConflictError {
  return new ConflictError(
    'order.outOfStock',
    { name: variantName(variant, lang), available },
    { [`items.${index}.quantity`]: 'cart.insufficientStock' },
  );
}

/** 409 on the line's product field: the product (or its variant) is no longer sold. */
export const productGone = (index: number) =>
  new ConflictError('order.productGone', {}, { [`items.${index}.productId`]: 'cart.productGone' });

/** The totals, when the shopper pays the total they were shown; else 409 with the new one (a promotion ended, a price changed). */
export function unchangedTotals<T extends { total: number }>(expectedTotal: number | undefined, totals: T): T {
  if (expectedTotal !== undefined && toHalalas(expectedTotal) !== totals.total)
    throw new ConflictError('order.totalChanged', { total: toSar(totals.total).toFixed(2) }, { expectedTotal: 'order.totalChanged' });
  return totals;
}

/** A card or e-wallet order may not take a customer's unpaid holdings past the shop's caps (409, naming the line). */
export function refuseUnpaidHold(lines: CheckoutLine[], context: CheckoutContext, lang: Language): void {
  const caps = { perProduct: context.settings.unpaidHoldPerProduct, total: context.settings.unpaidHoldTotal };
  // the caps count units per product, whichever of its variants they are
  const perProduct = new Map<number, number>();
  for (const l of lines) perProduct.set(l.variant!.productId, (perProduct.get(l.variant!.productId) ?? 0) + l.quantity);
  const asked = [...perProduct].map(([productId, quantity]) => ({ productId, quantity }));
  const refusal = unpaidHoldRefusal(context.unpaidHeld, asked, caps);
  if (!refusal) return;
  if (refusal.kind === 'total')
    throw new ConflictError('order.unpaidHoldTotal', { max: refusal.max }, { paymentMethod: 'order.unpaidHoldTotal' });
  const line = lines.find((l) => l.variant!.productId === refusal.productId)!;
  throw new ConflictError(
    'order.unpaidHoldProduct',
    { max: refusal.max, name: lang === 'en' ? line.variant!.nameEn : line.variant!.nameAr },
    { [`items.${line.index}.quantity`]: 'order.unpaidHoldProduct' },
  );
}

/** A variant gone, not chosen or short of stock refuses the order (409, or 400 for no choice), naming the line. */
export function refuseLineProblems(lines: CheckoutLine[], lang: Language): void {
  for (const line of lines) {
    if (line.problem === 'productGone') throw productGone(line.index);
    if (line.problem === 'variantRequired')
      throw new BadInputError('cart.variantRequired', { [`items.${line.index}.variantId`]: 'cart.variantRequired' });
    if (line.problem) throw outOfStock(line.variant!, line.available, line.index, lang);
  }
}

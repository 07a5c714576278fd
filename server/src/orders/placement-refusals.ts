import { labelText, optionLabels, toHalalas, toSar, type Language } from '@ward/shared';
import { ConflictError } from '../common/domain-errors.js';
import type { VariantForPricing } from './pricing/checkout-context.js';

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

import { variantWithOptions, type QuoteLineProblem } from '@ward/shared';
import { BadInputError } from '../../common/domain-errors.js';
import type { CheckoutContext, VariantForPricing } from './checkout-context.js';
import type { CheckoutRequest } from './price-checkout.js';

/** A request line turned into the variant it names (merged with repeats of the same variant). */
export interface ResolvedLine {
  index: number;
  productId: number | null;
  variantId: number | null;
  variant: VariantForPricing | null;
  quantity: number;
  /** the line names nothing that can be sold: gone, or a product with several variants and no choice */
  problem: Extract<QuoteLineProblem, 'productGone' | 'variantRequired'> | null;
}

/**
 * Which variant each line names: its `variantId`; or the variant of `productId` with exactly the
 * `options` given; or the only variant of `productId`. A line naming a gone variant or product is
 * a problem (a stale cart); a variant of another product, or options that name no variant, is a
 * malformed request (400, naming the line).
 */
function resolveOne(item: CheckoutRequest['items'][number], index: number, context: CheckoutContext): Omit<ResolvedLine, 'quantity'> {
  const asked = { index, productId: item.productId ?? null, variantId: item.variantId ?? null };
  if (item.variantId !== undefined) {
    const variant = context.variants.get(item.variantId) ?? null;
    // a sample vial is had only as a sample (checkout `samples`), never bought as a line
    if (!variant || variant.isSample) return { ...asked, variant: null, problem: 'productGone' };
    if (item.productId !== undefined && item.productId !== variant.productId)
      throw new BadInputError('cart.variantMismatch', { [`items.${index}.variantId`]: 'cart.variantMismatch' });
    if (item.options && variantWithOptions([variant], variant.productOptions, item.options) !== variant)
      throw new BadInputError('cart.noSuchVariant', { [`items.${index}.options`]: 'cart.noSuchVariant' });
    return { ...asked, productId: variant.productId, variant, problem: null };
  }
  const variants = context.productVariants.get(item.productId!) ?? [];
  if (!variants.length) return { ...asked, variant: null, problem: 'productGone' };
  if (item.options) {
    const variant = variantWithOptions(variants, variants[0].productOptions, item.options);
    if (!variant) throw new BadInputError('cart.noSuchVariant', { [`items.${index}.options`]: 'cart.noSuchVariant' });
    return { ...asked, variantId: variant.id, variant, problem: null };
  }
  if (variants.length > 1) return { ...asked, variant: null, problem: 'variantRequired' };
  return { ...asked, variantId: variants[0].id, variant: variants[0], problem: null };
}

/** Every line resolved, repeats of one variant (or of one unresolved name) merged at the first one's place. */
export function resolveLines(items: CheckoutRequest['items'], context: CheckoutContext): ResolvedLine[] {
  const merged = new Map<string, ResolvedLine>();
  items.forEach((item, index) => {
    const line = resolveOne(item, index, context);
    const key = line.variant ? `v${line.variant.id}` : `${line.problem}:${line.productId}:${line.variantId}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += item.quantity;
    else merged.set(key, { ...line, quantity: item.quantity });
  });
  return [...merged.values()];
}

import type { Language, SampleProblem } from '@ward/shared';
import { BadInputError, ConflictError, type DomainError } from '../../common/domain-errors.js';
import type { CheckoutContext, VariantForPricing } from './checkout-context.js';

/** A free sample the shopper chose (issue 14 §2): the product's sample vial, or why it cannot be had. */
export interface SampleLine {
  /** its place in the request's `samples` (field errors name `samples.{index}`) */
  index: number;
  productId: number;
  /** the vial; null when the product offers no sample */
  variant: VariantForPricing | null;
  problem: SampleProblem | null;
}

/** The samples of a checkout: each with its problem, and why they cannot be had at all (off, too many, nothing paid). */
export interface CheckoutSamples {
  lines: SampleLine[];
  error: DomainError | null;
  /** the shop's limit now */
  max: number;
}

/**
 * Each sample asked for, in order: the first of a product's repeats is the one that counts, a
 * product without a sample vial or with none left is a problem. Samples never change what the
 * order costs; one unit of each vial is taken with the order.
 */
export function checkoutSamples(
  asked: ReadonlyArray<{ productId: number }>,
  context: Pick<CheckoutContext, 'samples' | 'settings'>,
  paidLines: number,
): CheckoutSamples {
  const max = context.settings.maxSamplesPerOrder;
  const seen = new Set<number>();
  const lines = asked.map(({ productId }, index): SampleLine => {
    const variant = context.samples.get(productId) ?? null;
    const duplicate = seen.has(productId);
    seen.add(productId);
    const problem = duplicate ? 'duplicate' : !variant ? 'notOffered' : variant.stock < 1 ? 'outOfStock' : null;
    return { index, productId, variant, problem };
  });
  return { lines, error: asked.length ? wholeRefusal(asked.length, max, paidLines) : null, max };
}

function wholeRefusal(count: number, max: number, paidLines: number): DomainError | null {
  if (max === 0) return new ConflictError('sample.unavailable', {}, { samples: 'sample.unavailable' });
  if (count > max) return new ConflictError('sample.tooMany', { max }, { samples: 'sample.tooMany' });
  if (!paidLines) return new BadInputError('sample.needsPaidLine', { samples: 'sample.needsPaidLine' });
  return null;
}

/** Why one sample cannot be had, as the error placement answers (400 for a repeat, 409 otherwise), naming it. */
export function sampleRefusal(line: SampleLine, lang: Language): DomainError | null {
  const field = `samples.${line.index}.productId`;
  if (line.problem === 'duplicate') return new BadInputError('sample.duplicate', { [field]: 'sample.duplicate' });
  if (line.problem === 'notOffered') return new ConflictError('sample.notOffered', {}, { [field]: 'sample.notOffered' });
  if (line.problem === 'outOfStock') {
    const name = lang === 'en' ? line.variant!.nameEn : line.variant!.nameAr;
    return new ConflictError('sample.outOfStock', { name }, { [field]: 'sample.outOfStock' });
  }
  return null;
}

import { z } from 'zod';
import { MAX_SAMPLES_CEILING } from '../samples.js';
import { id, nonNegativeInt } from './rules.js';
import { SKU_PATTERN } from './variants.js';

/** Row ids PostgreSQL can hold (int4). */
const rowId = () => id().max(2_147_483_647, { error: 'validation.invalid' });

/** One sample chosen at checkout: the product whose sample it is (never a price or a variant). */
export const sampleChoiceSchema = z.object({ productId: rowId() }, { error: 'validation.invalid' });

/** The samples of a quote or an order: at most the ceiling here; the shop's own limit is checked by the server. */
export const sampleChoicesSchema = z
  .array(sampleChoiceSchema, { error: 'validation.invalid' })
  .max(MAX_SAMPLES_CEILING, { error: 'validation.max' })
  .optional()
  .transform((v) => v ?? []);
export type SampleChoiceInput = z.infer<typeof sampleChoiceSchema>;

/**
 * The back office's "offers a free sample": the vial's own SKU, stock and weight. `null` turns
 * the sample off; leaving the field out keeps it as it is (clients that do not know samples).
 */
export const productSampleInputSchema = z
  .object({
    sku: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .regex(SKU_PATTERN, { error: 'variant.sku' }),
    stock: nonNegativeInt().default(0),
    weight: nonNegativeInt(100_000)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .nullable()
  .optional();
export type ProductSampleInput = z.infer<typeof productSampleInputSchema>;

import { z } from 'zod';
import { id, money, nonNegativeInt } from './rules.js';
import { discountSchema } from './variants.js';

/** How many products one bulk edit may change (a page of the back office's list at most). */
export const MAX_BULK_PRODUCTS = 500;

/**
 * The back office's bulk edit of selected products (issue 14). Price, stock and discount apply
 * to every variant of each product: `set` writes the same figure on each, `percent` / `add`
 * adjust each variant's own figure (so a 30/50/100 ml range keeps its steps). A gift set's stock
 * is what its components make and is never written. Price and discount follow the product form's
 * rules (`money`, `withDiscountRules`); a change that would leave a variant out of them (a price
 * under 0.01, stock under 0) refuses the whole edit.
 */
export const bulkPriceSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('set'), value: money() }),
    z.strictObject({
      mode: z.literal('percent'),
      value: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.integer' })
        .min(-90, { error: 'validation.min' })
        .max(500, { error: 'validation.max' })
        .refine((v) => v !== 0, { error: 'bulk.zeroChange' }),
    }),
  ],
  { error: 'validation.oneOf' },
);

export const bulkStockSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('set'), value: nonNegativeInt(1_000_000) }),
    z.strictObject({
      mode: z.literal('add'),
      value: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.integer' })
        .min(-1_000_000, { error: 'validation.min' })
        .max(1_000_000, { error: 'validation.max' })
        .refine((v) => v !== 0, { error: 'bulk.zeroChange' }),
    }),
  ],
  { error: 'validation.oneOf' },
);

export const bulkProductEditSchema = z
  .strictObject({
    ids: z
      .array(id(), { error: 'validation.required' })
      .min(1, { error: 'bulk.noneSelected' })
      .max(MAX_BULK_PRODUCTS, { error: 'validation.max' }),
    price: bulkPriceSchema.optional(),
    stock: bulkStockSchema.optional(),
    discount: discountSchema.optional(),
    isFeatured: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine((b) => b.price || b.stock || b.discount || b.isFeatured !== undefined, { path: ['_'], message: 'bulk.nothingToChange' });
export type BulkProductEdit = z.infer<typeof bulkProductEditSchema>;

/** What a bulk edit answers (and the audit log keeps): how many products and variants it changed, which, and how. */
export interface BulkProductEditResult {
  products: number;
  variants: number;
  ids: number[];
  applied: Omit<BulkProductEdit, 'ids'>;
}

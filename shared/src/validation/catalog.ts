import { z } from 'zod';
import { CATEGORY_SECTIONS } from '../constants.js';
import { id, localized, money, nonNegativeInt } from './rules.js';
import { imageRefSchema } from './images.js';
import { componentSchema, MAX_SET_COMPONENTS, optionsListSchema, variantsListSchema, variantStructureIssues } from './variants.js';
import { productSampleInputSchema } from './samples.js';
import { sfdaNumberSchema } from '../sfda.js';

export { imageRefSchema, type ImageRef } from './images.js';

/**
 * A product (SPEC.md §5) with its options and variants (issue 14). A product without options is
 * a one-variant product: today's fields (`price`, `stock`, `weight`, discount) describe it when
 * given, so existing clients keep working even when they send back the `variants` they read
 * (its one variant then only adds its SKU, barcode and pictures). A product with options is
 * described by its `variants`; the top-level fields are then ignored.
 */
/** Whether a product's price, stock and discount come from its `variants` rather than its top-level fields. */
export function describedByVariants(p: { options: unknown; variants?: unknown; price?: unknown }): boolean {
  // the discount rules read this even when other fields failed: any shape may arrive here
  return Array.isArray(p.variants) && ((Array.isArray(p.options) && p.options.length > 0) || p.price === undefined);
}

export const productSchema = z
  .object({
    name: localized(3, 150),
    description: localized(10, 5000),
    price: money().optional(),
    categoryId: id()
      .or(z.null())
      .refine((v) => v !== null, { error: 'validation.categoryRequired' }),
    images: z.array(imageRefSchema).min(1, { error: 'validation.imageRequired' }).max(12),
    stock: nonNegativeInt().optional(),
    weight: nonNegativeInt(100_000).nullable().optional(),
    isFeatured: z.boolean().default(false),
    isDiscounted: z.boolean().default(false),
    discountValue: z.number({ error: 'validation.number' }).nullable().optional(),
    options: optionsListSchema,
    variants: variantsListSchema.optional(),
    /** a product without options that is a gift set: its contents (today's one-variant fields, like price and stock) */
    components: z.array(componentSchema).max(MAX_SET_COMPONENTS, { error: 'validation.max' }).optional(),
    /** a free sample vial (own SKU and stock); null: none; left out: unchanged */
    sample: productSampleInputSchema,
    /** the SFDA eCosma notification number (issue 33 §5) */
    sfdaNumber: sfdaNumberSchema(),
  })
  .superRefine((p, ctx) => {
    const parts = new Set<number>();
    p.components?.forEach((c, j) => {
      if (parts.has(c.variantId))
        ctx.addIssue({ code: 'custom', path: ['components', j, 'variantId'], message: 'variant.componentRepeated' });
      parts.add(c.variantId);
    });
    if (p.variants) {
      for (const issue of variantStructureIssues(p.options, p.variants)) ctx.addIssue({ code: 'custom', ...issue });
      return;
    }
    if (p.options.length) ctx.addIssue({ code: 'custom', path: ['variants'], message: 'variant.required' });
    if (p.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.required' });
    if (p.stock === undefined) ctx.addIssue({ code: 'custom', path: ['stock'], message: 'validation.required' });
  })
  // `when`: run even if other fields failed, so the form shows every problem at once
  .refine(
    (p) => describedByVariants(p) || p.isDiscounted || p.discountValue === null || p.discountValue === undefined || p.discountValue === 0,
    {
      path: ['discountValue'],
      message: 'validation.discountNotEnabled',
      when: (payload) => typeof (payload.value as { isDiscounted?: unknown })?.isDiscounted !== 'string',
    },
  )
  .refine(
    (p) =>
      describedByVariants(p) ||
      !p.isDiscounted ||
      (Number.isInteger(p.discountValue) && (p.discountValue as number) >= 1 && (p.discountValue as number) <= 99),
    {
      path: ['discountValue'],
      message: 'validation.discountRange',
      when: (payload) => typeof (payload.value as { isDiscounted?: unknown })?.isDiscounted !== 'string',
    },
  );
export type ProductInput = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  name: localized(2, 100),
  description: localized(5, 1000),
  section: z.enum(CATEGORY_SECTIONS, { error: 'validation.oneOf' }).nullable().optional(),
});
export type CategoryInput = z.infer<typeof categorySchema>;

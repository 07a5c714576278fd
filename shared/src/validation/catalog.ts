import { z } from 'zod';
import { CATEGORY_SECTIONS } from '../constants.js';
import { id, localized, money, nonNegativeInt } from './rules.js';

export const imageRefSchema = z.object({
  url: z.string().regex(/^\/media\/[\w./-]+$/, { error: 'validation.invalid' }),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z.record(z.string(), z.string()).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const productSchema = z
  .object({
    name: localized(3, 150),
    description: localized(10, 5000),
    price: money(),
    categoryId: id()
      .or(z.null())
      .refine((v) => v !== null, { error: 'validation.categoryRequired' }),
    images: z.array(imageRefSchema).min(1, { error: 'validation.imageRequired' }).max(12),
    stock: nonNegativeInt(),
    weight: nonNegativeInt(100_000).nullable().optional(),
    isFeatured: z.boolean().default(false),
    isDiscounted: z.boolean().default(false),
    discountValue: z.number({ error: 'validation.number' }).nullable().optional(),
  })
  // `when`: run even if other fields failed, so the form shows every problem at once
  .refine((p) => p.isDiscounted || p.discountValue === null || p.discountValue === undefined || p.discountValue === 0, {
    path: ['discountValue'],
    message: 'validation.discountNotEnabled',
    when: (payload) => typeof (payload.value as { isDiscounted?: unknown })?.isDiscounted !== 'string',
  })
  .refine(
    (p) => !p.isDiscounted || (Number.isInteger(p.discountValue) && (p.discountValue as number) >= 1 && (p.discountValue as number) <= 99),
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

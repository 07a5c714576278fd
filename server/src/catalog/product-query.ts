import { PRODUCT_SORTS, MAX_PAGE_SIZE } from '@ward/shared';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.oneOf' })
  .transform((v) => v === 'true' || v === '1')
  .optional();
const amount = z.coerce.number({ error: 'validation.number' }).min(0, { error: 'validation.nonNegative' }).max(100_000_000).optional();

/** `GET /api/products` query: every filter of SPEC.md §2/§9 (price ranges via minPrice/maxPrice). */
export const productListQuerySchema = z
  .object({
    // a longer query is cut rather than refused: search answers whatever a shopper pastes
    search: z
      .string()
      .transform((s) => s.trim().slice(0, 100))
      .optional(),
    categoryId: z.coerce.number().int().positive().optional(),
    minPrice: amount,
    maxPrice: amount,
    featured: flag,
    discounted: flag,
    inStock: flag,
    facets: flag,
    sort: z.enum(PRODUCT_SORTS, { error: 'validation.oneOf' }).optional(),
    page: z.coerce.number({ error: 'validation.number' }).int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number({ error: 'validation.number' }).int().min(1).max(MAX_PAGE_SIZE).default(12),
    lang: z.enum(['ar', 'en']).optional(),
  })
  .strip();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

import type { ImageDto, ProductDto, ProductOptionDto } from '@ward/shared';
import type { Pool } from 'pg';
import { variantSummary, type VariantRow } from './product.mapper.js';
import { variantsJson } from './variants/variant-sql.js';

/**
 * A storefront product with its category's name and its variants (variant-sql.ts), as one
 * statement's row: what a product page and every listing card show. Money and rating come as
 * float8 (exact for numeric(12,2) and numeric(3,2) amounts), dates as ISO text, so a row maps to
 * the answer without conversions.
 */
const PRODUCT_ROWS = `
  SELECT p.id, p."nameAr", p."nameEn", p."descriptionAr", p."descriptionEn", p.price::float8 AS price, p."finalPrice"::float8 AS "finalPrice",
    p."categoryId", c."nameAr" AS "categoryAr", c."nameEn" AS "categoryEn", p.images, p.weight, p."isFeatured", p."isDiscounted",
    p."discountValue", p."ratingAverage"::float8 AS "ratingAverage", p."ratingCount", p.options, p."sfdaNumber", ${variantsJson('p')} AS variants,
    to_char(p."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM products p LEFT JOIN categories c ON c.id = p."categoryId"`;

interface ProductRow {
  id: number;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: number;
  finalPrice: number;
  categoryId: number;
  categoryAr: string | null;
  categoryEn: string | null;
  images: ImageDto[];
  weight: number | null;
  isFeatured: boolean;
  isDiscounted: boolean;
  discountValue: number | null;
  ratingAverage: number;
  ratingCount: number;
  createdAt: string;
  options: ProductOptionDto[];
  variants: VariantRow[] | null;
  sfdaNumber: string | null;
}

const toDto = (r: ProductRow): ProductDto => ({
  id: r.id,
  name: { ar: r.nameAr, en: r.nameEn },
  description: { ar: r.descriptionAr, en: r.descriptionEn },
  categoryId: r.categoryId,
  category: r.categoryAr === null ? null : { id: r.categoryId, name: { ar: r.categoryAr, en: r.categoryEn ?? '' } },
  images: r.images ?? [],
  isFeatured: r.isFeatured,
  ratingAverage: r.ratingAverage,
  ratingCount: r.ratingCount,
  createdAt: r.createdAt,
  // absent until the shop enters it (issue 33 §5)
  ...(r.sfdaNumber ? { sfdaNumber: r.sfdaNumber } : {}),
  ...variantSummary(r, r.variants),
});

/** The statements a product page and a listing page send (the bench's pg ceiling sends the very same). */
export const PRODUCT_BY_ID = `${PRODUCT_ROWS} WHERE p.id = $1`;
export const PRODUCTS_BY_IDS = `${PRODUCT_ROWS} WHERE p.id = ANY($1::int[])`;

/** One product, or null. */
export async function productById(pool: Pool, id: number): Promise<ProductDto | null> {
  const { rows } = await pool.query<ProductRow>({ name: 'product-by-id', text: PRODUCT_BY_ID, values: [id] });
  return rows[0] ? toDto(rows[0]) : null;
}

/** These products, in the order of `ids` (missing ones left out). */
export async function productsByIds(pool: Pool, ids: number[]): Promise<ProductDto[]> {
  if (!ids.length) return [];
  const { rows } = await pool.query<ProductRow>({
    name: 'products-by-ids',
    text: PRODUCTS_BY_IDS,
    values: [ids],
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toDto(byId.get(id)!)] : []));
}

import type { ProductDto } from '@ward/shared';
import type { SelectQueryBuilder } from 'typeorm';
import type { Product } from './product.entity.js';
import { toProductDto, type VariantRow } from './product.mapper.js';
import { variantsJson } from './variants/variant-sql.js';

/**
 * Reads products with their variants in the query builder's one statement: the variants come as
 * a JSON column beside each product row (variant-sql.ts), so no read costs a second query.
 */
export async function readProducts(qb: SelectQueryBuilder<Product>, options: { admin?: boolean } = {}): Promise<ProductDto[]> {
  const alias = qb.alias;
  const { entities, raw } = await qb.addSelect(variantsJson(alias, options), 'product_variants').getRawAndEntities();
  const variantsById = new Map<number, VariantRow[]>();
  for (const row of raw as Array<Record<string, unknown>>)
    variantsById.set(Number(row[`${alias}_id`]), row.product_variants as VariantRow[]);
  return entities.map((p) => toProductDto(p, variantsById.get(p.id) ?? null));
}

import type { ProductDto } from '@ward/shared';
import type { SelectQueryBuilder } from 'typeorm';
import { pgPool } from '../database/pool.js';
import type { Product } from './product.entity.js';
import { productsByIds } from './product-rows.js';

/**
 * The back office's reads: the query builder (its filters, sort and page) picks the ids, and the
 * products come from the storefront's own statement (product-rows.ts), fresh from PostgreSQL
 * rather than the in-memory cards, so both sides of the shop map a product one way.
 */
export async function readProducts(qb: SelectQueryBuilder<Product>): Promise<ProductDto[]> {
  const rows = await qb.select(`${qb.alias}.id`, 'id').getRawMany<{ id: number | string }>();
  return productsByIds(
    pgPool(qb.connection),
    rows.map((r) => Number(r.id)),
  );
}

import type { ProductSampleInput } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../common/domain-errors.js';
import { sqlRows } from '../../database/sql-rows.js';

/**
 * Writes a product's free sample vial in the caller's transaction (issue 14 §2): a variant of the
 * product flagged `isSample`, priced 0, with its own SKU, stock and weight, never the default
 * and never one of the product's option combinations. `null` removes it (orders keep their
 * lines as bought); `undefined` leaves it as it is. Answers the vial's id when it was written, for
 * the inventory to write its stock (a new vial starts with none).
 */
export async function writeSample(m: EntityManager, productId: number, sample: ProductSampleInput): Promise<number | null> {
  if (sample === undefined) return null;
  if (sample === null) {
    await m.query(`DELETE FROM product_variants WHERE "productId" = $1 AND "isSample"`, [productId]);
    return null;
  }
  const [taken] = await sqlRows<{ one: number }>(
    m,
    `SELECT 1 AS one FROM product_variants WHERE lower(sku) = lower($1) AND NOT ("productId" = $2 AND "isSample")`,
    [sample.sku, productId],
  );
  if (taken) throw new BadInputError('error.validation', { 'sample.sku': 'variant.skuTaken' });
  const [vial] = await sqlRows<{ id: number }>(
    m,
    `INSERT INTO product_variants ("productId", sku, options, price, "finalPrice", weight, "isDefault", "isSample", position)
     VALUES ($1, $2, '{}', 0, 0, $3, false, true, 1000)
     ON CONFLICT ("productId") WHERE "isSample" DO UPDATE SET sku = EXCLUDED.sku, weight = EXCLUDED.weight, "updatedAt" = now()
     RETURNING id`,
    [productId, sample.sku, sample.weight],
  );
  return vial.id;
}

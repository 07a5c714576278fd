import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';

/** Units of order lines to put back: `itemId` is an order item's id. */
export interface ShelfReturn {
  itemId: number;
  quantity: number;
}

/** Each line's own variant, or for a gift set its items as sold, summed per variant in id order (no deadlocks with placements). */
const VARIANT_UNITS = `
  WITH l AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS l("itemId" int, quantity int) WHERE quantity > 0)
  SELECT id, sum(units)::int AS quantity FROM (
    SELECT i."variantId" AS id, l.quantity AS units FROM order_items i JOIN l ON l."itemId" = i.id
     WHERE i."variantId" IS NOT NULL AND i.components = '[]'
    UNION ALL
    SELECT (c->>'variantId')::int, (c->>'quantity')::int * l.quantity FROM order_items i JOIN l ON l."itemId" = i.id, jsonb_array_elements(i.components) c
  ) taken GROUP BY id ORDER BY id`;

/** Products whose shown stock follows these variants: their own, and those of gift sets holding them. */
const PRODUCTS_SHOWING = `
  SELECT "productId" AS id FROM product_variants WHERE id = ANY($1::int[])
  UNION SELECT s."productId" FROM variant_components k JOIN product_variants s ON s.id = k."setId" WHERE k."componentId" = ANY($1::int[])`;

/**
 * Puts order lines' units back on the shelf (a cancelled order, a refund that restocks) and
 * answers the products whose stock changed, for the caller to tell every instance's caches.
 */
export async function putBackOnShelf(m: EntityManager, lines: ShelfReturn[]): Promise<number[]> {
  const returns = await sqlRows<{ id: number; quantity: number }>(m, VARIANT_UNITS, [JSON.stringify(lines)]);
  for (const r of returns)
    await m.query(`UPDATE product_variants SET stock = stock + $2, "updatedAt" = now() WHERE id = $1`, [r.id, r.quantity]);
  if (!returns.length) return [];
  const products = await sqlRows<{ id: number }>(m, PRODUCTS_SHOWING, [returns.map((r) => r.id)]);
  return products.map((p) => p.id);
}

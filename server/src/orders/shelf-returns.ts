import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import type { StockMove } from '../inventory/stock-writes.js';

/** Units of order lines to put back: `itemId` is an order item's id. */
export interface ShelfReturn {
  itemId: number;
  quantity: number;
}

/** Each line's own variant, or for a gift set its items as sold, summed per variant. */
const VARIANT_UNITS = `
  WITH l AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS l("itemId" int, quantity int) WHERE quantity > 0)
  SELECT id AS "variantId", sum(units)::int AS delta FROM (
    SELECT i."variantId" AS id, l.quantity AS units FROM order_items i JOIN l ON l."itemId" = i.id
     WHERE i."variantId" IS NOT NULL AND i.components = '[]'
    UNION ALL
    SELECT (c->>'variantId')::int, (c->>'quantity')::int * l.quantity FROM order_items i JOIN l ON l."itemId" = i.id, jsonb_array_elements(i.components) c
  ) taken GROUP BY id ORDER BY id`;

/**
 * What putting order lines' units back on the shelf (a cancelled order, a refund that restocks)
 * gives each variant, for the inventory to move (it locks them in id order: no deadlocks with placements).
 */
export function shelfReturns(m: EntityManager, lines: ShelfReturn[]): Promise<StockMove[]> {
  return sqlRows<StockMove>(m, VARIANT_UNITS, [JSON.stringify(lines)]);
}

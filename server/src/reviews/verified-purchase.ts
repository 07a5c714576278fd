import type { EntityManager } from 'typeorm';
import { updateReturning } from '../database/sql-rows.js';

/**
 * "Verified purchase" (issue 11 §12): the reviewer has a completed (delivered) order of the
 * product whose payment was not refunded. An order still New, unpaid, rejected or refunded does
 * not count. `$1` is the reviewer, `$2` the product.
 */
export const BOUGHT_AND_DELIVERED = `EXISTS (
  SELECT 1 FROM orders o JOIN order_items i ON i."orderId" = o.id
  WHERE o."userId" = $1 AND i."productId" = $2 AND o.status = 'Completed'
    AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay."orderId" = o.id AND pay.status = 'Refunded')
)`;

/** Re-decides the flag on the reviews an order's customer wrote about the order's products; answers the products whose reviews it touched. */
export async function recomputeVerifiedPurchases(m: EntityManager, orderId: number): Promise<number[]> {
  const rows = await updateReturning<{ productId: number }>(
    m,
    `UPDATE reviews r SET "isVerifiedPurchase" = ${BOUGHT_AND_DELIVERED.replace('$1', 'r."userId"').replace('$2', 'r."productId"')}
     FROM orders o
     WHERE o.id = $1 AND r."userId" = o."userId"
       AND r."productId" IN (SELECT "productId" FROM order_items WHERE "orderId" = $1 AND "productId" IS NOT NULL)
     RETURNING r."productId"`,
    [orderId],
  );
  return [...new Set(rows.map((r) => r.productId))];
}

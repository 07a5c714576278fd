import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import type { OrderStatus, PaymentMethod } from '@ward/shared';

/** An order's line as a return sees it: what was bought, and how many units a refund already paid back. */
export interface ReturnableItem {
  id: number;
  name: { ar: string; en: string };
  quantity: number;
  refunded: number;
}

/**
 * The orders module's read model for returns (issue 30): whose the order is, where it stands, and
 * its lines less what refunds paid back. Read with the order row locked (as refunds lock it), so a
 * return and a refund of the same units never pass their checks side by side.
 */
export interface ReturnableOrder {
  id: number;
  userId: number;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: Date;
  /** when it was delivered (Completed) */
  completedAt: Date | null;
  items: ReturnableItem[];
}

export async function lockReturnableOrder(m: EntityManager, orderId: number): Promise<ReturnableOrder | null> {
  const [order] = await sqlRows<Omit<ReturnableOrder, 'items'>>(
    m,
    `SELECT id, "userId", "orderNumber", status, "paymentMethod", "createdAt", "completedAt" FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!order) return null;
  const items = await sqlRows<ReturnableItem>(
    m,
    `WITH refunded AS (
       SELECT (l->>'itemId')::int AS "itemId", sum((l->>'quantity')::int)::int AS q
       FROM payment_refunds r, jsonb_array_elements(r.lines) l WHERE r."orderId" = $1 GROUP BY 1)
     SELECT i.id, json_build_object('ar', i."nameAr", 'en', i."nameEn") AS name, i.quantity, coalesce(r.q, 0) AS refunded
     FROM order_items i LEFT JOIN refunded r ON r."itemId" = i.id WHERE i."orderId" = $1 ORDER BY i.id`,
    [orderId],
  );
  return { ...order, items };
}

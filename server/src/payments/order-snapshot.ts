import { toHalalas } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import type { OrderSnapshot } from './gateway.js';

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The order behind a payment as pay-later providers want it: lines with names and prices, the
 * buyer and the delivery address, all from the order as placed (never from the client).
 */
export async function loadOrderSnapshot(db: Queryable, orderId: number): Promise<OrderSnapshot> {
  const [order] = await db.query(
    `SELECT o."orderNumber", o.subtotal, o.discount, o.shipping, o."codFee", o.vat, o.address, o."customerName", o."customerEmail",
            o."customerPhone", u."createdAt" AS "registeredSince"
       FROM orders o JOIN users u ON u.id = o."userId" WHERE o.id = $1`,
    [orderId],
  );
  const items: Array<Record<string, unknown>> = await db.query(
    `SELECT id, "productId", "nameAr", "nameEn", quantity, "finalPrice", "lineTotal" FROM order_items WHERE "orderId" = $1 ORDER BY id`,
    [orderId],
  );
  const address = order.address as Record<string, string | null>;
  return {
    orderNumber: order.orderNumber,
    subtotal: toHalalas(Number(order.subtotal)),
    discount: toHalalas(Number(order.discount)),
    shipping: toHalalas(Number(order.shipping)),
    codFee: toHalalas(Number(order.codFee)),
    vat: toHalalas(Number(order.vat)),
    items: items.map((i) => ({
      id: Number(i.id),
      productId: i.productId === null ? null : Number(i.productId),
      name: { ar: String(i.nameAr), en: String(i.nameEn) },
      quantity: Number(i.quantity),
      unitPrice: toHalalas(Number(i.finalPrice)),
      total: toHalalas(Number(i.lineTotal)),
    })),
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone ?? address.phone ?? null,
      registeredSince: new Date(order.registeredSince).toISOString(),
    },
    address: {
      recipientName: address.recipientName ?? null,
      phone: address.phone ?? null,
      street: address.street ?? '',
      district: address.district ?? null,
      city: address.city ?? '',
      country: address.country ?? 'SA',
      postalCode: address.postalCode ?? null,
    },
  };
}

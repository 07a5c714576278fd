import { toHalalas } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import type { OrderSnapshot } from './gateway.js';
import { sqlRows } from '../database/sql-rows.js';

type Queryable = Pick<EntityManager, 'query'>;

/** Money columns are numeric: they arrive as strings. */
interface OrderRow {
  orderNumber: string;
  subtotal: string;
  discount: string;
  shipping: string;
  codFee: string;
  vat: string;
  address: Record<string, string | null>;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  registeredSince: Date;
}

interface ItemRow {
  id: number;
  productId: number | null;
  nameAr: string;
  nameEn: string;
  quantity: number;
  finalPrice: string;
  lineTotal: string;
}

/**
 * The order behind a payment as pay-later providers want it: lines with names and prices, the
 * buyer and the delivery address, all from the order as placed (never from the client).
 */
export async function loadOrderSnapshot(db: Queryable, orderId: number): Promise<OrderSnapshot> {
  const [order] = await sqlRows<OrderRow>(
    db,
    `SELECT o."orderNumber", o.subtotal, o.discount, o.shipping, o."codFee", o.vat, o.address, o."customerName", o."customerEmail",
            o."customerPhone", u."createdAt" AS "registeredSince"
       FROM orders o JOIN users u ON u.id = o."userId" WHERE o.id = $1`,
    [orderId],
  );
  const items = await sqlRows<ItemRow>(
    db,
    `SELECT id, "productId", "nameAr", "nameEn", quantity, "finalPrice", "lineTotal" FROM order_items WHERE "orderId" = $1 ORDER BY id`,
    [orderId],
  );
  const address = order.address;
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
      name: { ar: i.nameAr, en: i.nameEn },
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

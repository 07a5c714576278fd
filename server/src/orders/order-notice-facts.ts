import type { Localized, OrderStatus, PaymentMethod } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';

/**
 * The orders module's read model for what a customer is told about an order (messaging's order
 * notices read it after an order event): the order's contact, its sums and its parcel. Nothing else
 * about the order leaves the module this way.
 */
export interface OrderNoticeFacts {
  id: number;
  userId: number;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  guestCheckout: boolean;
  paymentMethod: PaymentMethod;
  total: number;
  /** what store credit paid (SAR) */
  walletAmount: number;
  rejectionReason: string | null;
  carrierName: Localized | null;
  trackingNumber: string | null;
  trackingUrlTemplate: string | null;
  /** the language the order was placed in: a guest's texts */
  language: 'ar' | 'en';
}

export async function orderNoticeFacts(m: Pick<EntityManager, 'query'>, orderId: number): Promise<OrderNoticeFacts | null> {
  const [row] = await sqlRows<Omit<OrderNoticeFacts, 'carrierName'> & { carrierNameAr: string | null; carrierNameEn: string | null }>(
    m,
    `SELECT id, "userId", "orderNumber", status, "customerName", "customerEmail", "customerPhone", "guestCheckout", "paymentMethod",
            total::float AS total, "walletAmount"::float AS "walletAmount", "rejectionReason", "carrierNameAr", "carrierNameEn", "trackingNumber", "trackingUrlTemplate",
            language
       FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!row) return null;
  const { carrierNameAr, carrierNameEn, ...facts } = row;
  return { ...facts, carrierName: carrierNameAr || carrierNameEn ? { ar: carrierNameAr ?? '', en: carrierNameEn ?? '' } : null };
}

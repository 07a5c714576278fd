import type { EntityManager } from 'typeorm';
import { Order, OrderItem } from '../../orders/order.entity.js';
import type { BuyerAddress } from '../documents/document.js';
import type { OrderForDocument } from '../documents/from-order.js';

export interface InvoicedOrder extends OrderForDocument {
  id: number;
  invoiceNumber: string | null;
  invoicedAt: Date | null;
  /** the delivery address snapshot: the buyer's address in the XML */
  address: BuyerAddress;
  /** what store credit paid (a second payment means on the invoice) */
  walletAmount: number;
}

/** The order as its tax documents see it (amounts as stored, VAT included). */
export async function loadOrderForDocument(m: EntityManager, orderId: number, lock = false): Promise<InvoicedOrder | null> {
  const order = await m
    .getRepository(Order)
    .findOne({ where: { id: orderId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (!order) return null;
  const items = await m.getRepository(OrderItem).find({ where: { orderId }, order: { id: 'ASC' } });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    couponCode: order.couponCode,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    codFee: order.codFee,
    giftWrap: order.giftWrap,
    total: order.total,
    vatCategory: order.vatCategory,
    walletAmount: order.walletAmount,
    promotions: order.promotions ?? [],
    invoiceNumber: order.invoiceNumber,
    invoicedAt: order.invoicedAt,
    address: { ...order.address, shortAddress: order.address.shortAddress ?? null },
    items: items.map((i) => ({
      id: i.id,
      nameAr: i.nameAr,
      nameEn: i.nameEn,
      optionLabels: i.optionLabels,
      sku: i.sku,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
      promotions: i.promotions ?? [],
    })),
  };
}

import {
  estimateDelivery,
  toHalalas,
  toSar,
  type CreditNoteSummaryDto,
  type OrderDto,
  type OrderItemDto,
  type PaymentStatus,
  type RefundDto,
} from '@ward/shared';
import type { Order, OrderItem } from './order.entity.js';
import type { OrderEvent } from './order-event.entity.js';
import { trackingUrl } from '../shipping/shipping.service.js';

/** The SAR amounts' sum, added in halalas. */
const sumSar = (parts: ReadonlyArray<{ amount: number }>) => toSar(parts.reduce((sum, p) => sum + toHalalas(p.amount), 0));

export function toOrderItemDto(i: OrderItem, refunds: RefundDto[] = []): OrderItemDto {
  return {
    id: i.id,
    productId: i.productId,
    variantId: i.variantId,
    sku: i.sku,
    optionLabels: i.optionLabels ?? [],
    name: { ar: i.nameAr, en: i.nameEn },
    image: i.image,
    quantity: i.quantity,
    itemPrice: i.itemPrice,
    discount: toSar(toHalalas(i.itemPrice) - toHalalas(i.finalPrice)),
    discountPercent: i.discountPercent,
    finalPrice: i.finalPrice,
    lineTotal: i.lineTotal,
    promotionDiscount: sumSar(i.promotions ?? []),
    promotions: i.promotions ?? [],
    refundedQuantity: refunds.reduce((n, r) => n + (r.lines ?? []).filter((l) => l.itemId === i.id).reduce((q, l) => q + l.quantity, 0), 0),
    isSample: i.isSample ?? false,
  };
}

/** When the parcel should arrive: from shipping (or, before that, from the order) plus the carrier's business days. */
export function deliveryWindow(
  o: Pick<Order, 'status' | 'shippedAt' | 'createdAt' | 'deliveryMinDays' | 'deliveryMaxDays'>,
): { from: string; to: string } | null {
  if (o.status === 'Rejected' || o.status === 'PaymentFailure') return null;
  return estimateDelivery(o.shippedAt ?? o.createdAt, { min: o.deliveryMinDays, max: o.deliveryMaxDays });
}

export function toOrderDto(
  o: Order,
  items: OrderItem[],
  events: OrderEvent[],
  payment: { id: string; status: PaymentStatus; refundedAmount?: number } | null,
  refunds: RefundDto[] = [],
  creditNotes: CreditNoteSummaryDto[] = [],
): OrderDto {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentId: payment?.id ?? null,
    paymentStatus: payment?.status ?? null,
    // the payment's and what went back to the wallet because store credit paid it
    refundedAmount: toSar(toHalalas(payment?.refundedAmount ?? 0) + refunds.reduce((s, r) => s + toHalalas(r.storeCreditPart), 0)),
    refunds,
    creditNotes,
    couponCode: o.couponCode,
    customerId: o.userId,
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    guestCheckout: o.guestCheckout,
    customerEmail: o.customerEmail,
    items: items.map((i) => toOrderItemDto(i, refunds)),
    // what was bought, as the quote counted it (free samples apart)
    itemCount: items.reduce((n, i) => n + (i.isSample ? 0 : i.quantity), 0),
    subtotal: o.subtotal,
    discount: o.discount,
    promotionDiscount: sumSar((o.promotions ?? []).filter((p) => p.level !== 'shipping')),
    promotions: o.promotions ?? [],
    shipping: o.shipping,
    codFee: o.codFee,
    giftWrap: o.giftWrap,
    vatCategory: o.vatCategory,
    vat: o.vat,
    total: o.total,
    walletAmount: o.walletAmount,
    currency: 'SAR',
    exportProof: o.exportProof ?? null,
    // snapshots taken before the short address was asked have none
    address: { ...o.address, shortAddress: o.address.shortAddress ?? null },
    gift: o.gift,
    carrier:
      o.carrierNameAr || o.carrierNameEn ? { id: o.carrierId, name: { ar: o.carrierNameAr ?? '', en: o.carrierNameEn ?? '' } } : null,
    trackingNumber: o.trackingNumber,
    trackingUrl: trackingUrl(o.trackingUrlTemplate, o.trackingNumber),
    estimatedDelivery: deliveryWindow(o),
    rejectionReason: o.rejectionReason,
    notes: o.notes,
    invoiceNumber: o.invoiceNumber,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    history: [...events]
      .sort((a, b) => a.id - b.id)
      .map((e) => ({
        from: e.fromStatus,
        status: e.toStatus,
        at: e.createdAt.toISOString(),
        actor: { type: e.actorType, id: e.actorId, name: e.actorName },
        note: e.note,
      })),
  };
}

/** What tracking answers: the owner's shipment page and a tracking link (`/track/{token}`). */
import type { CountryCode, OrderStatus } from './constants.js';
import type { PaymentStatus } from './orders.js';
import type { Localized } from './types.js';
import type { OptionLabelDto } from './variants.js';

export interface ShipmentDto {
  paymentId: string;
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  /** shipped: a carrier has the parcel (on the way or delivered) */
  isShipped: boolean;
  carrier: { id: number | null; name: Localized } | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  estimatedDelivery: { from: string; to: string };
  deliveryDays: { min: number; max: number };
  address: { city: string; country: CountryCode };
  /** for `/track/{shareToken}`: a link the owner can send on (status and carrier only) */
  shareToken: string;
}

/**
 * `GET /api/track/{token}`: what a shared tracking link shows anyone holding it (a gift
 * recipient): where the parcel is and who carries it, nothing about the buyer.
 */
export interface PublicShipmentDto {
  status: OrderStatus;
  isShipped: boolean;
  carrier: { name: Localized } | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  estimatedDelivery: { from: string; to: string } | null;
  /** paid, pending, refunded… (null for cash on delivery before it is collected) */
  paymentStatus: PaymentStatus | null;
  /** every status the order went through, oldest first: the page's timeline */
  timeline: Array<{ status: OrderStatus; at: string }>;
  /**
   * The order number and what is in it: only through the link of a contact look-up (whoever holds
   * it gave the order's number and contact); null through a link the owner shared on. The ids and
   * the units refunded let a guest ask for a return there (with the look-up's order access), the
   * time it was placed and its total for the late-delivery cancel.
   */
  order: {
    id: number;
    orderNumber: string;
    placedAt: string;
    /** SAR */
    total: number;
    items: Array<{
      id: number;
      name: Localized;
      optionLabels: OptionLabelDto[];
      quantity: number;
      refundedQuantity: number;
      isSample: boolean;
    }>;
  } | null;
}

import { DELIVERY_DAYS, type OrderStatus } from './constants.js';
import { RIYADH_OFFSET_MS } from './riyadh-time.js';

/**
 * The order state machine of DESIGN.md §5. Cash on delivery starts at `New`; card and
 * e-wallet at `WaitingForPayment`. Anything not listed here is refused (HTTP 409).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  WaitingForPayment: ['New', 'PaymentFailure'],
  New: ['InPreparation', 'Rejected'],
  InPreparation: ['OnTheWay'],
  OnTheWay: ['Completed'],
  Rejected: [],
  PaymentFailure: [],
  Completed: [],
};

/**
 * A customer may cancel an order still not delivered this many days after placing it (Saudi
 * e-commerce law; the settings' `returns.lateDeliveryDays`): from any of these states it becomes
 * `Rejected`, through the same path as a rejection (full refund, stock and coupon back, credit note).
 */
export const LATE_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['New', 'InPreparation', 'OnTheWay'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The admin's order actions (`POST /api/admin/orders/{id}/{action}`) and the move each makes. */
export const ADMIN_ORDER_ACTIONS = {
  approve: { from: 'New', to: 'InPreparation' },
  reject: { from: 'New', to: 'Rejected' },
  ship: { from: 'InPreparation', to: 'OnTheWay' },
  complete: { from: 'OnTheWay', to: 'Completed' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;
export type AdminOrderAction = keyof typeof ADMIN_ORDER_ACTIONS;

/** The actions an admin may take on an order in this status (for buttons). */
export function adminActionsFor(status: OrderStatus): AdminOrderAction[] {
  return (Object.keys(ADMIN_ORDER_ACTIONS) as AdminOrderAction[]).filter((a) => ADMIN_ORDER_ACTIONS[a].from === status);
}

/** Statuses whose orders count as sales (revenue, reports, invoices issued). */
export const CONFIRMED_ORDER_STATUSES: readonly OrderStatus[] = ['New', 'InPreparation', 'OnTheWay', 'Completed'];

/** SPEC.md §4's display labels include two that are never stored. */
export const ORDER_DISPLAY_STATUSES = [
  'NotFound',
  'New',
  'Rejected',
  'WaitingForPayment',
  'PaymentFailure',
  'InPreparation',
  'OnTheWay',
  'Completed',
  'Unknown',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

/** Catalogue key of an order status label; anything unexpected shows as "unknown". */
export function orderStatusLabelKey(status: string | null | undefined): `orderStatus.${OrderDisplayStatus}` {
  if (status === null || status === undefined) return 'orderStatus.NotFound';
  return (ORDER_DISPLAY_STATUSES as readonly string[]).includes(status)
    ? (`orderStatus.${status}` as `orderStatus.${OrderDisplayStatus}`)
    : 'orderStatus.Unknown';
}

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Canceled', 'Failed', 'Expired', 'Refunded', 'PartiallyRefunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the payment result screen shows (DESIGN.md §5): paid, pending and canceled as they are, a
 * failed (declined) payment as "declined" with its reason, expired and refunded by name, and
 * "unknown" only when the status cannot be read.
 */
export type PaymentResultKind = 'paid' | 'pending' | 'canceled' | 'declined' | 'expired' | 'refunded' | 'unknown';
export function paymentResultStatus(status: string | null | undefined): PaymentResultKind {
  switch (status) {
    case 'Paid':
      return 'paid';
    case 'Pending':
      return 'pending';
    case 'Canceled':
      return 'canceled';
    case 'Failed':
      return 'declined';
    case 'Expired':
      return 'expired';
    case 'Refunded':
    case 'PartiallyRefunded':
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** Catalogue key of a gateway's reason for a failed payment (`card_declined`…); unknown reasons read as "declined". */
const PAYMENT_REASONS = ['card_declined', 'insufficient_funds', 'authentication_failed'] as const;
export function paymentReasonKey(reason: string | null | undefined): `paymentReason.${(typeof PAYMENT_REASONS)[number] | 'other'}` {
  return (PAYMENT_REASONS as readonly string[]).includes(reason ?? '')
    ? (`paymentReason.${reason}` as `paymentReason.${(typeof PAYMENT_REASONS)[number]}`)
    : 'paymentReason.other';
}

/**
 * The status label of an order in a list or on its page: a payment failure says how it failed
 * (a shopper who cancelled sees "payment cancelled", not "payment failure").
 */
export function orderDisplayStatusKey(
  status: string | null | undefined,
  paymentStatus?: string | null,
): `orderStatus.${OrderDisplayStatus | 'PaymentCanceled' | 'PaymentExpired'}` {
  if (status === 'PaymentFailure' && paymentStatus === 'Canceled') return 'orderStatus.PaymentCanceled';
  if (status === 'PaymentFailure' && paymentStatus === 'Expired') return 'orderStatus.PaymentExpired';
  return orderStatusLabelKey(status);
}

/** A parcel can be followed once the order is confirmed (paid, or cash on delivery) and not refused. */
export function canTrackShipment(status: string): boolean {
  return (CONFIRMED_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * An order's timeline note in one language: the gateway's and the system's codes (`paid`,
 * `card_declined`, `expired`…) are translated; anything else (an admin's reason) stays as written.
 */
export const ORDER_EVENT_NOTES = [
  'paid',
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'canceled_by_shopper',
  'canceled',
  'expired',
  'failed',
] as const;
export function orderEventNoteKey(note: string | null | undefined): `orderEvent.${(typeof ORDER_EVENT_NOTES)[number]}` | null {
  return (ORDER_EVENT_NOTES as readonly string[]).includes(note ?? '')
    ? (`orderEvent.${note}` as `orderEvent.${(typeof ORDER_EVENT_NOTES)[number]}`)
    : null;
}

/** Minutes an online payment invoice stays payable; the unpaid order then expires. */
export const PAYMENT_EXPIRY_MINUTES = 30;

/** Saudi weekend: Friday and Saturday (getUTCDay numbering). */
export const WEEKEND_DAYS: readonly number[] = [5, 6];

/** The calendar date (YYYY-MM-DD, Riyadh time) `days` business days after `from`. */
export function addBusinessDays(from: Date, days: number, weekend: readonly number[] = WEEKEND_DAYS): string {
  const d = new Date(from.getTime() + RIYADH_OFFSET_MS);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (!weekend.includes(d.getUTCDay())) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** Estimated delivery window (3-5 business days by default, SPEC.md §9) from a start time. */
export function estimateDelivery(from: Date, window: { min: number; max: number } = DELIVERY_DAYS): { from: string; to: string } {
  return { from: addBusinessDays(from, window.min), to: addBusinessDays(from, window.max) };
}

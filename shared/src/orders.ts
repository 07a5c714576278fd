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
 * What the payment result screen says (DESIGN.md §5): pending and canceled as SPEC.md §4 has them,
 * paid, a failed payment as declined (with its reason and a retry), expired, refunded; "unknown"
 * only when the status cannot be read.
 */
export type PaymentResultKind = 'paid' | 'pending' | 'canceled' | 'declined' | 'expired' | 'refunded' | 'unknown';

export function paymentResultStatus(status: string | null | undefined): PaymentResultKind {
  switch (status) {
    case 'Pending':
      return 'pending';
    case 'Paid':
      return 'paid';
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

/**
 * The label of an order in lists: a failed payment says how it failed (cancelled, expired,
 * declined) rather than "payment failure".
 */
export function orderDisplayLabelKey(status: string | null | undefined, paymentStatus: string | null | undefined): string {
  if (status === 'PaymentFailure') {
    if (paymentStatus === 'Canceled') return 'orderStatus.PaymentCanceled';
    if (paymentStatus === 'Expired') return 'orderStatus.PaymentExpired';
    if (paymentStatus === 'Failed') return 'orderStatus.PaymentDeclined';
  }
  return orderStatusLabelKey(status);
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

import { z } from 'zod';
import { isSaudiIban, normalizeIban } from '../iban.js';
import { dateOrDateTime, shipOrderSchema } from './checkout.js';
import { text } from './rules.js';

/** Why a customer sends something back (issue 30). */
export const RETURN_REASONS = ['changedMind', 'damaged', 'wrong', 'late', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A sealed bottle can go back on the shelf; an opened one cannot. */
export const RETURN_CONDITIONS = ['sealed', 'opened'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** What the customer wants back: only a refund is offered today (store credit and exchanges come later). */
export const RETURN_WISHES = ['refund', 'wallet', 'exchange'] as const;
export type ReturnWish = (typeof RETURN_WISHES)[number];
export const OFFERED_RETURN_WISHES: readonly ReturnWish[] = ['refund', 'wallet'];

/**
 * A return's life: the customer asks, the shop approves or rejects, the parcel is on its way back
 * (the customer sent it, or the carrier picked it up, with a tracking number), the shop receives it,
 * inspects it (sealed units back on the shelf, the rest written off) and refunds — or closes it
 * without a refund.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'inTransit', 'rejected', 'received', 'inspected', 'refunded', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The back office's actions on a return: the states each applies to, and where it moves the return. */
export const RETURN_ACTIONS = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  /** the carrier picked the parcel up (the customer can say they sent it: `POST /api/orders/{id}/returns/{returnId}/sent`) */
  transit: { from: ['approved'], to: 'inTransit' },
  /** the parcel arrived, announced or not */
  receive: { from: ['approved', 'inTransit'], to: 'received' },
  inspect: { from: ['received'], to: 'inspected' },
  refund: { from: ['inspected'], to: 'refunded' },
  /** inspected and settled without a provider refund (cash on delivery, a written-off claim) */
  close: { from: ['inspected'], to: 'closed' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

/** Whether `action` applies to a return in `status`. */
export const returnActionApplies = (action: ReturnAction, status: ReturnStatus): boolean =>
  (RETURN_ACTIONS[action].from as readonly ReturnStatus[]).includes(status);

/** The shop's return rules (settings → `returns`). */
export const returnSettingsSchema = z.strictObject({
  /** days from delivery a customer may ask */
  windowDays: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(0).max(365),
  /** reasons for which an opened product may come back (otherwise sealed only) */
  openedAllowedFor: z.array(z.enum(RETURN_REASONS, { error: 'validation.invalid' })).max(RETURN_REASONS.length),
  /** days after placement an undelivered order may be cancelled by its customer, with a full refund */
  lateDeliveryDays: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(1).max(365),
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;

/** Saudi e-commerce law: 7 days from receipt; cancel when delivery is more than 15 days late. */
export const DEFAULT_RETURN_SETTINGS: ReturnSettings = { windowDays: 7, openedAllowedFor: ['damaged', 'wrong'], lateDeliveryDays: 15 };

/** `POST /api/orders/{id}/returns`: which units go back, why, in what state, and what the customer wants. */
export const returnRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        itemId: z.number({ error: 'validation.invalid' }).int().positive(),
        quantity: z.number({ error: 'validation.invalid' }).int().min(1, { error: 'refund.quantityPositive' }).max(1000),
      }),
      { error: 'return.chooseLines' },
    )
    .min(1, { error: 'return.chooseLines' })
    .max(200),
  reason: z.enum(RETURN_REASONS, { error: 'return.reasonInvalid' }),
  condition: z.enum(RETURN_CONDITIONS, { error: 'return.conditionInvalid' }),
  wish: z.enum(RETURN_WISHES, { error: 'return.wishInvalid' }),
  note: text(0, 500).optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** `POST /api/admin/returns/{id}/reject`: the reason is sent to the customer. */
export const rejectReturnSchema = z.strictObject({ reason: text(3, 300) });
export type RejectReturnInput = z.infer<typeof rejectReturnSchema>;

/** The parcel is on its way back: the carrier's tracking number (the customer's `sent`, the back office's `transit`). */
export const returnSentSchema = z.strictObject({ trackingNumber: shipOrderSchema.shape.trackingNumber });
export type ReturnSentInput = z.infer<typeof returnSentSchema>;

/**
 * How a return's money goes back: through the payment's provider; for a cash-on-delivery order by
 * bank transfer to the customer's IBAN or in cash at a branch (with the transfer's or the receipt's
 * reference); to the wallet once it exists (refused until then).
 */
export const REFUND_MEANS = ['provider', 'bankTransfer', 'cash', 'wallet'] as const;
export type RefundMeans = (typeof REFUND_MEANS)[number];
/** Money given back by hand (the shop records it; no provider is asked). */
export const MANUAL_REFUND_MEANS: readonly RefundMeans[] = ['bankTransfer', 'cash'];

/** `POST /api/admin/returns/{id}/refund`: how the money goes back (default: the provider). */
export const returnRefundSchema = z
  .strictObject({
    means: z.enum(REFUND_MEANS, { error: 'refund.meansInvalid' }).default('provider'),
    iban: z.string({ error: 'refund.ibanInvalid' }).max(40, { error: 'refund.ibanInvalid' }).optional(),
    reference: text(2, 100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.means === 'bankTransfer' && !(v.iban && isSaudiIban(v.iban)))
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'refund.ibanInvalid' });
    if (v.means !== 'bankTransfer' && v.iban !== undefined)
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'refund.ibanOnlyForTransfer' });
    if (MANUAL_REFUND_MEANS.includes(v.means) && v.reference === undefined)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'refund.referenceRequired' });
  })
  .transform((v) => ({ ...v, iban: v.iban === undefined ? undefined : normalizeIban(v.iban) }));
export type ReturnRefundInput = z.input<typeof returnRefundSchema>;
export type ReturnRefund = z.output<typeof returnRefundSchema>;

/** `POST /api/admin/returns/{id}/inspect`: why units that cannot be sold again are written off (needed when any are). */
export const inspectReturnSchema = z.strictObject({ writeOffReason: text(3, 300).optional() });
export type InspectReturnInput = z.infer<typeof inspectReturnSchema>;

export interface ReturnLineDto {
  itemId: number;
  name: { ar: string; en: string };
  quantity: number;
  /** after inspection: back on the shelf, or written off */
  outcome: 'restocked' | 'writtenOff' | null;
}

export interface ReturnDto {
  id: number;
  orderId: number;
  orderNumber: string;
  customerName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  condition: ReturnCondition;
  wish: ReturnWish;
  note: string | null;
  rejectionReason: string | null;
  writeOffReason: string | null;
  /** the parcel's tracking number on its way back */
  trackingNumber: string | null;
  /** SAR, once refunded */
  refundedAmount: number | null;
  refundId: number | null;
  /** how it was refunded, once it was */
  refundMeans: RefundMeans | null;
  /** a bank transfer's IBAN, masked (the country and the last four characters) */
  refundIban: string | null;
  /** the bank transfer's or the cash receipt's reference */
  refundReference: string | null;
  /** the order's payment method: cash on delivery is refunded by hand */
  paymentMethod: string;
  lines: ReturnLineDto[];
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/returns/report`: orders delivered between `from` and `to` (default: the last 30 days). */
export const returnReportQuerySchema = z
  .object({ from: dateOrDateTime(false).optional(), to: dateOrDateTime(true).optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.rangeInvalid' });
  });
export type ReturnReportQuery = z.infer<typeof returnReportQuerySchema>;

/** A product is flagged when at least this share of its delivered units came back (and more than one unit did). */
export const RETURN_RATE_FLAG = 0.2;

export interface ReturnReportDto {
  /** the period: orders delivered in it, and what of them was asked back (rejected returns left out) */
  from: string;
  to: string;
  byProduct: Array<{
    productId: number | null;
    name: { ar: string; en: string };
    /** units delivered */
    delivered: number;
    /** units asked back (not rejected) */
    returned: number;
    /** returned ÷ delivered, 0–1, four decimals */
    rate: number;
    flagged: boolean;
  }>;
  byReason: Array<{ reason: ReturnReason; returns: number; units: number }>;
}

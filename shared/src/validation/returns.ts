import { z } from 'zod';
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
export const OFFERED_RETURN_WISHES: readonly ReturnWish[] = ['refund'];

/**
 * A return's life: the customer asks, the shop approves or rejects, receives the parcel, inspects it
 * (sealed units back on the shelf, the rest written off) and refunds — or closes it without a refund.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The back office's actions on a return and the move each makes. */
export const RETURN_ACTIONS = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'approved', to: 'received' },
  inspect: { from: 'received', to: 'inspected' },
  refund: { from: 'inspected', to: 'refunded' },
  /** inspected and settled without a provider refund (cash on delivery, a written-off claim) */
  close: { from: 'inspected', to: 'closed' },
} as const satisfies Record<string, { from: ReturnStatus; to: ReturnStatus }>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

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
  /** SAR, once refunded */
  refundedAmount: number | null;
  refundId: number | null;
  lines: ReturnLineDto[];
  createdAt: string;
  updatedAt: string;
}

import { z } from 'zod';
import type { QuoteLineDto } from '../checkout-types.js';
import { cartLineSchema, dateOrDateTime, MAX_CART_LINES } from './checkout.js';
import { email, phone } from './rules.js';

/** Abandoned carts (issue 18 §6): carts kept on the server, reminders, restore links, the report. */

export const CART_REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export type CartReminderChannel = (typeof CART_REMINDER_CHANNELS)[number];

/** Settings → cart reminders: on/off, hours a cart waits untouched before its one reminder, the channel. */
export const cartReminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'validation.invalid' }),
  delayHours: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(720, { error: 'validation.max' }),
  channel: z.enum(CART_REMINDER_CHANNELS, { error: 'validation.oneOf' }),
});
export type CartReminderSettings = z.infer<typeof cartReminderSettingsSchema>;
export const DEFAULT_CART_REMINDERS: CartReminderSettings = { enabled: false, delayHours: 24, channel: 'email' };

/** An order placed this long after a reminder counts as recovered by it. */
export const CART_RECOVERY_DAYS = 7;

const cartItems = () => z.array(cartLineSchema, { error: 'validation.required' }).max(MAX_CART_LINES, { error: 'validation.max' });

/** The random token a guest's browser keeps for its cart (and the token of a restore link): base64url, 32–64 characters. */
const cartToken = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'validation.invalid' });

/** `PUT /api/carts/mine` and `POST /api/carts/mine/merge`: the browser's lines (ids and quantities, never prices). */
export const savedCartSchema = z.strictObject({ items: cartItems() });
export type SavedCartInput = z.infer<typeof savedCartSchema>;

/** `PUT /api/carts/guest`: an identified guest's cart, under the browser's token, with the contact given at checkout. */
export const guestCartSchema = z
  .strictObject({
    token: cartToken(),
    email: email().nullable().optional(),
    phone: phone().nullable().optional(),
    items: cartItems(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.contact' });
  });
export type GuestCartInput = z.infer<typeof guestCartSchema>;

/** `POST /api/carts/restore`: the token of a reminder's link and what the browser holds now. */
export const cartRestoreSchema = z.strictObject({ token: cartToken(), items: cartItems() });
export type CartRestoreInput = z.infer<typeof cartRestoreSchema>;

/** A cart as the server keeps it, priced by the one pricing path (lines only: no contact, no owner). */
export interface SavedCartDto {
  lines: QuoteLineDto[];
}

export const abandonedCartsQuerySchema = z
  .object({ from: dateOrDateTime(false).optional(), to: dateOrDateTime(true).optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.rangeInvalid' });
  });
export type AbandonedCartsQuery = z.infer<typeof abandonedCartsQuerySchema>;

/** `GET /api/admin/reports/abandoned-carts`: the figures over a range (by when the carts were left). */
export interface AbandonedCartsReportDto {
  from: string;
  to: string;
  abandoned: number;
  remindersSent: number;
  recovered: number;
  /** SAR, VAT included: the totals of the recovering orders that became sales */
  revenue: number;
}

/** `unconfirmed`: a contact was given but never stood behind (no order with it, never proved): no reminder (issue 26). */
export type AbandonedCartStatus = 'sent' | 'off' | 'optedOut' | 'noContact' | 'unconfirmed' | 'noConsent';

/** One abandoned cart in the back office's list. */
export interface AbandonedCartDto {
  id: number;
  abandonedAt: string;
  customerName: string | null;
  contact: string | null;
  isGuest: boolean;
  itemCount: number;
  status: AbandonedCartStatus;
  channel: CartReminderChannel | null;
  sentAt: string | null;
  restoredAt: string | null;
  recoveredOrderId: number | null;
  recoveredOrderNumber: string | null;
  recoveredTotal: number | null;
}

import { z } from 'zod';
import { email, id } from './rules.js';

/**
 * How a shopper hears that stock is back: an email, or a text message to the verified mobile of
 * a signed-in account (the server takes the number from the account, never from the body).
 * A WhatsApp channel is added here and in `server/src/stock-alerts/stock-alert-channels.ts`.
 */
export const STOCK_ALERT_CHANNELS = ['email', 'sms'] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

/** "Notify me when it is back": which variant (none: any of the product's) and where to write. */
export const stockAlertSchema = z
  .strictObject({
    channel: z.enum(STOCK_ALERT_CHANNELS, { error: 'validation.oneOf' }).default('email'),
    email: email().optional(),
    variantId: id().optional(),
  })
  .refine((v) => v.channel !== 'email' || v.email !== undefined, { path: ['email'], message: 'validation.required' });
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** One waiting row per product (product-level requests) or per variant in the back office. */
export interface StockAlertSummaryDto {
  /** `"12"` for requests about product 12 as a whole, `"12:34"` for its variant 34 (react-admin needs an id) */
  id: string;
  productId: number;
  variantId: number | null;
  name: { ar: string; en: string };
  /** the variant's SKU and option labels ("50 ml · EDP"); null for product-level rows */
  sku: string | null;
  label: { ar: string; en: string } | null;
  /** what can be sold now: the variant's, or the product's total */
  stock: number;
  waiting: number;
  /** of those, how many by text message */
  bySms: number;
  oldestAt: string;
}

import { z } from 'zod';
import { email } from './rules.js';

/** "Notify me when it is back": where to write. */
export const stockAlertSchema = z.strictObject({ email: email() });
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** One waiting row per product in the back office. */
export interface StockAlertSummaryDto {
  /** the product's id (react-admin needs an id) */
  id: number;
  name: { ar: string; en: string };
  stock: number;
  waiting: number;
  oldestAt: string;
}

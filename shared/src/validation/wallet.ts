import { z } from 'zod';
import { dateOrDateTime } from './checkout.js';
import { money, text } from './rules.js';

/**
 * An admin's wallet adjustment (issue 31): a goodwill credit or a correction debit, always with a
 * reason (it goes to the ledger line and the audit log). A credit may expire.
 */
export const walletAdjustmentSchema = z
  .object({
    direction: z.enum(['credit', 'debit'], { error: 'wallet.direction' }),
    amount: money(),
    reason: text(3, 300),
    /** a Riyadh day (the end of it) or an instant */
    expiresAt: dateOrDateTime(true)
      .nullable()
      .default(null)
      .refine((v) => v === null || new Date(v).getTime() > Date.now(), { error: 'wallet.expiryPast' }),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.direction === 'debit' && a.expiresAt !== null)
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'wallet.expiryOnCredit' });
  });
export type WalletAdjustmentInput = z.infer<typeof walletAdjustmentSchema>;

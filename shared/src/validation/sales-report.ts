import { z } from 'zod';
import { dateOrDateTime } from './checkout.js';

/** The back office's sales report: a period, how to group it, how many top products. */
export const SALES_GROUPINGS = ['day', 'week', 'month'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

export const salesReportQuerySchema = z
  .object({
    from: dateOrDateTime(false).optional(),
    to: dateOrDateTime(true).optional(),
    groupBy: z.enum(SALES_GROUPINGS, { error: 'validation.oneOf' }).default('day'),
    top: z.coerce.number().int().min(1).max(50).default(10),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'report.rangeInvalid' });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

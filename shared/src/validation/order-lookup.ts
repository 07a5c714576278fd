import { z } from 'zod';
import { normalizeGccMobile } from '../phone/mobile.js';

const REQUIRED = { error: 'validation.required', abort: true } as const;
const EMAIL = z.email();

/** The email or Gulf mobile an order was placed with: `{ email }` or `{ phone }` (E.164). */
export const orderContact = (invalid: 'validation.contact' | 'validation.guestContact' = 'validation.contact') =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, REQUIRED)
    .max(254, { error: invalid, abort: true })
    .transform((value, ctx): { email: string } | { phone: string } => {
      if (value.includes('@')) {
        const email = value.toLowerCase();
        if (EMAIL.safeParse(email).success) return { email };
      } else {
        const phone = normalizeGccMobile(value);
        if (phone) return { phone };
      }
      ctx.issues.push({ code: 'custom', message: invalid, input: value });
      return z.NEVER;
    });

/** `POST /api/track/lookup`: follow an order with its number (W100123, or its digits) and the email or mobile it was placed with. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, REQUIRED)
    .regex(/^[Ww]?\d{1,12}$/, { error: 'validation.orderNumber' })
    .transform((v) => `W${v.replace(/^w/i, '')}`),
  contact: orderContact(),
});
export type OrderLookupInput = z.infer<typeof orderLookupSchema>;

import { z } from 'zod';
import { password, personName, email } from './rules.js';
import { resetCode } from './auth.js';
import { orderAddressSchema, orderBody } from './checkout.js';
import { orderContact } from './order-lookup.js';

/** Who buys without an account: a name and a Gulf mobile or an email (`contact` → `{ phone }` or `{ email }`). */
export const guestCustomerSchema = z.object({
  name: personName(2, 100),
  contact: orderContact('validation.guestContact'),
});
export type GuestCustomerInput = z.infer<typeof guestCustomerSchema>;

/**
 * `POST /api/guest/orders`: the order body of `POST /api/orders` with a typed delivery address
 * (a guest has no address book) and the guest's name and contact.
 */
export const guestPlaceOrderSchema = orderBody
  .omit({ addressId: true, saveAddress: true })
  .extend({ address: orderAddressSchema, guest: guestCustomerSchema })
  .superRefine((o, ctx) => {
    if (o.country && o.address.country !== o.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'order.countryMismatch' });
  });
export type GuestPlaceOrderInput = z.infer<typeof guestPlaceOrderSchema>;

/** `POST /api/guest/account`: the code sent to the guest's mobile or email. */
export const guestClaimSchema = z.object({ code: resetCode() });
export type GuestClaimInput = z.infer<typeof guestClaimSchema>;

/**
 * `POST /api/Auth/first-password`: an account without a password (made by SMS code or from a
 * guest checkout) sets its first one; without an email yet, it gives one (then email and
 * password sign in too).
 */
export const firstPasswordSchema = z
  .object({
    email: email().optional(),
    password: password(8),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: 'validation.passwordsMatch',
    path: ['confirmPassword'],
  });
export type FirstPasswordInput = z.infer<typeof firstPasswordSchema>;

import { z } from 'zod';
import { normalizeGccMobile } from '../phone/mobile.js';
import { resetCode } from './auth.js';

/** A Gulf mobile number, answered as E.164; empty is "required", anything else unreadable is "not a mobile number". */
export const gccMobile = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(40, { error: 'validation.mobile', abort: true })
    .transform((value, ctx) => {
      const e164 = normalizeGccMobile(value);
      if (e164) return e164;
      ctx.issues.push({ code: 'custom', message: 'validation.mobile', input: value });
      return z.NEVER;
    });

/** `POST /api/Auth/phone/request-code` */
export const phoneCodeRequestSchema = z.object({ phone: gccMobile() });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/** `POST /api/Auth/phone/sign-in` and `/api/Auth/phone/link`: the number and the 6-digit code it received. */
export const phoneCodeVerifySchema = z.object({ phone: gccMobile(), code: resetCode() });
export type PhoneCodeVerify = z.infer<typeof phoneCodeVerifySchema>;

/**
 * `POST /api/Auth/phone/sign-in`: `newAccount` answers the offer made when the number is on an account
 * that never proved it (409 `auth.phoneOnAccount`): make a separate account with the number instead.
 */
export const phoneSignInSchema = phoneCodeVerifySchema.extend({ newAccount: z.boolean().optional() });
export type PhoneSignInInput = z.infer<typeof phoneSignInSchema>;

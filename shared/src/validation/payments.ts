import { z } from 'zod';
import { text } from './rules.js';

/** Real payment providers (the built-in test gateway is `test`, switched by PAYMENT_TEST_GATEWAY only). */
export const PAYMENT_PROVIDERS = ['moyasar', 'tabby', 'tamara'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A secret typed in the back office: a string sets it, '' or null clears it, absent keeps what is
 * saved (the API never answers secrets, so a form sends only what the admin typed).
 */
const secret = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(1000, { error: 'validation.maxLength' })
  .refine((s) => s === '' || (s.length >= 8 && !/\s/.test(s)), { error: 'payment.secretInvalid' })
  .nullable()
  .optional();
const token = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .refine((s) => !/\s/.test(s), { error: 'validation.invalid' })
    .nullable()
    .optional();

/** `PUT /api/admin/payment-providers/{provider}` */
export const paymentProviderInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.invalid' }),
  /** Tamara's sandbox host; Moyasar and Tabby tell test keys by their prefix */
  sandbox: z.boolean({ error: 'validation.invalid' }).optional(),
  publicKey: token(300),
  secretKey: secret,
  webhookSecret: secret,
  merchantCode: token(100),
});
export type PaymentProviderInput = z.infer<typeof paymentProviderInputSchema>;

const cardProvider = z.enum(['moyasar', 'test'], { error: 'payment.routeInvalid' }).nullable();

/** `PUT /api/admin/payment-settings/1`: which provider takes each method (null: not offered), and Apple Pay's file. */
export const paymentSettingsInputSchema = z.strictObject({
  routes: z.strictObject({
    mada: cardProvider,
    card: cardProvider,
    applepay: cardProvider,
    stcpay: cardProvider,
    tabby: z.enum(['tabby'], { error: 'payment.routeInvalid' }).nullable(),
    tamara: z.enum(['tamara'], { error: 'payment.routeInvalid' }).nullable(),
  }),
  /** the domain association file Apple (through Moyasar) gives for this domain; null removes it */
  applePayAssociation: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(20_000, { error: 'validation.maxLength' })
    .refine((s) => /^[\x20-\x7e\r\n]*$/.test(s), { error: 'payment.associationInvalid' })
    .nullable(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

/** A refund from the back office: an amount, or lines (with quantities), with a reason; optionally the lines' stock back. */
export const refundRequestSchema = z
  .strictObject({
    amount: z.number({ error: 'validation.invalid' }).positive({ error: 'refund.amountPositive' }).max(10_000_000).optional(),
    lines: z
      .array(
        z.strictObject({
          itemId: z.number({ error: 'validation.invalid' }).int().positive(),
          quantity: z.number({ error: 'validation.invalid' }).int().min(1, { error: 'refund.quantityPositive' }),
        }),
      )
      .min(1, { error: 'refund.chooseLines' })
      .max(200)
      .optional(),
    reason: text(3, 300),
    restock: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.amount === undefined) === (v.lines === undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'refund.amountOrLines' });
    if (v.restock && v.lines === undefined) ctx.addIssue({ code: 'custom', path: ['restock'], message: 'refund.restockNeedsLines' });
  });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

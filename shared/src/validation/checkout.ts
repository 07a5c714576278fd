import { z } from 'zod';
import { COUNTRIES, PAYMENT_METHODS } from '../constants.js';
import { addressFields, checkAddress } from './customers.js';
import { giftSchema } from './gift.js';
import { sampleChoicesSchema } from './samples.js';
import { adminLink, id as positiveId, isPlainText, personName, phone, text } from './rules.js';
import { riyadhDayBound, riyadhYear } from '../riyadh-time.js';
import { consentTextVersion } from '../consent.js';

/** A row id PostgreSQL can hold (int4): larger numbers are refused as invalid, not sent to the database. */
const id = () => positiveId().max(2_147_483_647, { error: 'validation.invalid' });

/** Checkout bodies (DESIGN.md §3): cart lines are `{ variantId | productId, quantity }`, never prices. */

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/**
 * A cart line names what to buy: a `variantId`, or a `productId` with the `options` that pick
 * its variant, or a `productId` alone for a product with one variant (today's clients).
 */
export const cartLineSchema = z
  .object({
    productId: id().optional(),
    variantId: id().optional(),
    /** option code → value code, with `productId` */
    options: z
      .record(
        z.string().max(32, { error: 'validation.invalid' }),
        z.string({ error: 'validation.invalid' }).max(32, { error: 'validation.invalid' }),
      )
      .refine((o) => Object.keys(o).length <= 5, { error: 'validation.invalid' })
      .optional(),
    quantity: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.quantityMin' })
      .max(MAX_LINE_QUANTITY, { error: 'validation.max' }),
  })
  .superRefine((l, ctx) => {
    if (l.productId === undefined && l.variantId === undefined)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'cart.lineRequired' });
    if (l.options && l.productId === undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'validation.required' });
  });
export type CartLineInput = z.infer<typeof cartLineSchema>;

/** Coupon codes are case-insensitive: compared and stored upper-case, without spaces around. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
export const COUPON_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** An optional code as typed by a shopper; '' means none. Its format is checked by the service (coupon.invalid). */
export const optionalCouponCode = z
  .string({ error: 'validation.invalid' })
  .max(64, { error: 'coupon.invalid' })
  .nullable()
  .optional()
  .transform((v) => (v && v.trim() ? normalizeCouponCode(v) : null));

export const quoteSchema = z.object({
  items: z.array(cartLineSchema, { error: 'validation.required' }).max(MAX_CART_LINES, { error: 'validation.max' }),
  couponCode: optionalCouponCode,
  country: z.enum(COUNTRIES, { error: 'validation.country' }).nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethod' }).nullable().optional(),
  /** a specific carrier; by default the cheapest for the country */
  carrierId: id().nullable().optional(),
  /** gifting as the order will send it: the quote prices the gift wrap */
  gift: giftSchema.nullable().optional(),
  /** free samples the shopper chose (the quote reports each; they never change the totals) */
  samples: sampleChoicesSchema,
});
export type QuoteInput = z.infer<typeof quoteSchema>;

export const couponValidateSchema = z.object({
  code: z.string({ error: 'coupon.codeRequired' }).max(64, { error: 'coupon.invalid' }),
  /** the cart subtotal in SAR (after product discounts), to check the minimum and show the discount */
  subtotal: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.nonNegative' })
    .max(10_000_000, { error: 'validation.max' })
    .optional(),
});
export type CouponValidateInput = z.infer<typeof couponValidateSchema>;

export const shippingCalculateSchema = z.object({
  items: z
    .array(cartLineSchema, { error: 'validation.required' })
    .min(1, { error: 'cart.empty' })
    .max(MAX_CART_LINES, { error: 'validation.max' }),
  country: z.enum(COUNTRIES, { error: 'validation.country' }),
  /** a coupon counts for the free-shipping threshold (order after coupon ≥ 250 SAR) */
  couponCode: optionalCouponCode,
  carrierId: id().nullable().optional(),
});
export type ShippingCalculateInput = z.infer<typeof shippingCalculateSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .refine(isPlainText, { error: 'validation.textOnly' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A delivery address typed at checkout: the address-book rules (SPEC.md §5: street at least 5
 * characters; Saudi postal codes 5 digits; a map pin is both coordinates or neither), with an
 * optional title and the recipient's name and phone (both required).
 */
export const orderAddressSchema = z
  .object({
    ...addressFields,
    title: optionalText(60),
    /** who receives the parcel and the courier's call: required (the carrier needs both) */
    recipientName: personName(2, 100),
    phone: phone(),
  })
  .superRefine(checkAddress);
export type OrderAddressInput = z.infer<typeof orderAddressSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The order body's fields (`placeOrderSchema` adds the one-address rule; the guest checkout its customer). */
export const orderBody = z.object({
  items: z
    .array(cartLineSchema, { error: 'validation.required' })
    .min(1, { error: 'cart.empty' })
    .max(MAX_CART_LINES, { error: 'validation.max' }),
  couponCode: optionalCouponCode,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethod' }),
  /** must match the address's country when sent */
  country: z.enum(COUNTRIES, { error: 'validation.country' }).nullable().optional(),
  addressId: id().nullable().optional(),
  address: orderAddressSchema.nullable().optional(),
  /** keep a typed address in the customer's address book */
  saveAddress: z.boolean().optional().default(false),
  carrierId: id().nullable().optional(),
  notes: optionalText(500),
  /** gift wrap, a message for the card, another recipient, a packing slip without prices */
  gift: giftSchema.nullable().optional(),
  /** the customer asks for order updates on WhatsApp (stored on the account, with the time and language); `marketingConsent`: the ticked "offers and cart reminders" box's text version (issue 33) */
  whatsappOptIn: z.boolean({ error: 'validation.invalid' }).optional(),
  marketingConsent: consentTextVersion().optional(),
  /** free samples (up to the shop's maxSamplesPerOrder), order lines at 0 */
  samples: sampleChoicesSchema,
  /** store credit to spend, SAR (at most: capped at the balance and the total; accounts only; `storeCredit` spends the total) */
  walletAmount: z.number({ error: 'validation.number' }).finite().min(0, { error: 'validation.min' }).max(100_000_000).optional(),
  /** the total the shopper was shown (SAR): a different total now (a promotion ended, a price changed) is refused with 409 */
  expectedTotal: z.number({ error: 'validation.number' }).finite().min(0).max(100_000_000).optional(),
});

/** One delivery address: a saved one or a typed one, and the same country as asked for. */
export const oneAddress = (
  o: { addressId?: number | null; address?: { country: string } | null; country?: string | null },
  ctx: z.RefinementCtx,
) => {
  const hasId = o.addressId !== null && o.addressId !== undefined;
  const hasAddress = o.address !== null && o.address !== undefined;
  if (hasId === hasAddress) ctx.addIssue({ code: 'custom', path: ['address'], message: 'order.addressRequired' });
  if (hasAddress && o.country && o.address!.country !== o.country) {
    ctx.addIssue({ code: 'custom', path: ['country'], message: 'order.countryMismatch' });
  }
};

export const placeOrderSchema = orderBody.superRefine(oneAddress);
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/**
 * `POST /api/checkout/pay-later`: the cart and delivery address whose pay-later options to ask the
 * providers about, with the carrier and gift wrap chosen, so the amount asked about is the total the
 * order will have.
 */
export const payLaterCheckSchema = orderBody
  .pick({ items: true, couponCode: true, country: true, addressId: true, address: true, carrierId: true, gift: true })
  .superRefine(oneAddress);
export type PayLaterCheckInput = z.infer<typeof payLaterCheckSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(['New', 'Rejected', 'WaitingForPayment', 'PaymentFailure', 'InPreparation', 'OnTheWay', 'Completed']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A date (`2026-12-31`, end of that day in Riyadh) or an ISO date-time. */
export const dateOrDateTime = (endOfDay: boolean) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .transform((v, ctx) => {
      const parsed = riyadhDayBound(v, endOfDay);
      // the year as Riyadh counts it: `2000-01-01` starts at 1999-12-31T21:00Z and is still allowed
      if (!parsed || riyadhYear(parsed) < 2000 || riyadhYear(parsed) > 2200) {
        ctx.addIssue({ code: 'custom', message: 'validation.date' });
        return z.NEVER;
      }
      return parsed.toISOString();
    });

/** Admin coupon (SPEC.md §5): code ≥ 2 characters, value > 0, expiry date required. */
export const couponSchema = z
  .object({
    code: z
      .string({ error: 'validation.required' })
      .trim()
      .min(2, { error: 'validation.minLength' })
      .max(32, { error: 'validation.maxLength' })
      .regex(COUPON_CODE_PATTERN, { error: 'validation.couponCode' })
      .transform(normalizeCouponCode),
    discountValue: z
      .number({ error: 'validation.number' })
      .finite({ error: 'validation.number' })
      .min(0.01, { error: 'validation.positive' }) // rounded to the halala it must stay above zero
      .max(1_000_000, { error: 'validation.max' })
      .transform((v) => Math.round(v * 100) / 100),
    isPercentage: z.boolean({ error: 'validation.invalid' }).default(true),
    expiryDate: dateOrDateTime(true),
    usageLimit: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.positive' })
      .max(10_000_000)
      .nullable()
      .optional(),
    minOrderTotal: z
      .number({ error: 'validation.number' })
      .min(0, { error: 'validation.nonNegative' })
      .max(10_000_000)
      .nullable()
      .optional(),
    /** one order per customer with this coupon */
    oncePerCustomer: z.boolean({ error: 'validation.invalid' }).default(false),
    /** only a customer's first order (none before that was not rejected or unpaid) */
    firstOrderOnly: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .superRefine((c, ctx) => {
    if (c.isPercentage && c.discountValue > 100) ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'coupon.percentMax' });
  });
export type CouponInput = z.infer<typeof couponSchema>;

const fee = () =>
  z
    .number({ error: 'validation.number' })
    .finite({ error: 'validation.number' })
    .min(0, { error: 'validation.nonNegative' })
    .max(100_000, { error: 'validation.max' })
    .transform((v) => Math.round(v * 100) / 100);

/** A carrier: bilingual name and a tracking link template with `{n}` for the tracking number. */
export const carrierSchema = z.object({
  name: z.object({ ar: text(2, 80), en: text(2, 80) }),
  trackingUrlTemplate: adminLink({ sitePath: false }).refine((v) => v.includes('{n}'), { error: 'carrier.templateNeedsNumber' }),
  isActive: z.boolean().default(true),
});
export type CarrierInput = z.infer<typeof carrierSchema>;

export const shippingRateSchema = z
  .object({
    country: z.enum(COUNTRIES, { error: 'validation.country' }),
    carrierId: id(),
    firstKgFee: fee(),
    additionalKgFee: fee(),
    minDays: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(0).max(60).default(3),
    maxDays: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(0).max(60).default(5),
    isActive: z.boolean().default(true),
  })
  .superRefine((r, ctx) => {
    if (r.maxDays < r.minDays) ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'shipping.daysRange' });
  });
export type ShippingRateInput = z.infer<typeof shippingRateSchema>;

export const rejectOrderSchema = z.object({ reason: text(3, 500) });
export type RejectOrderInput = z.infer<typeof rejectOrderSchema>;

export const shipOrderSchema = z.object({
  /** default: the carrier chosen at checkout */
  carrierId: id().nullable().optional(),
  trackingNumber: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'validation.trackingNumber' }),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

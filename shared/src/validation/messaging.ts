import { z } from 'zod';
import { providerBaseUrl } from './provider-url.js';

/** What Ward tells a customer on WhatsApp; each is a template the shop registers with Meta in Arabic (`ar`) and English (`en`). */
export const WHATSAPP_TEMPLATES = ['placed', 'paid', 'shipped', 'delivered', 'backInStock', 'cartReminder'] as const;
export type WhatsAppTemplate = (typeof WHATSAPP_TEMPLATES)[number];

/** The names Ward uses until the back office sets others (Meta: lowercase letters, digits and underscores). */
export const DEFAULT_WHATSAPP_TEMPLATE_NAMES: Record<WhatsAppTemplate, string> = {
  placed: 'ward_order_placed',
  paid: 'ward_order_paid',
  shipped: 'ward_order_shipped',
  delivered: 'ward_order_delivered',
  backInStock: 'ward_back_in_stock',
  cartReminder: 'ward_cart_reminder',
};

/** A message's life: `kept` when WhatsApp is not set up (nothing leaves); then sent → delivered → read, or failed. */
export const WHATSAPP_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'kept'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** The one outbox's channels (server/src/messaging/outbox): every message to a shopper goes out through one of them. */
export const MESSAGE_CHANNELS = ['mail', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Every status a message can have: `kept` when its channel is not set up (nothing leaves), `refused`
 * over the texting budget (SMS), then pending → sent (→ delivered → read on WhatsApp) or failed.
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'kept', 'refused'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A secret typed in the back office: a string sets it, '' or null clears it, absent keeps what is saved. */
const secret = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(1000, { error: 'validation.maxLength' })
  .refine((s) => s === '' || (s.length >= 8 && !/\s/.test(s)), { error: 'payment.secretInvalid' })
  .nullable()
  .optional();
const plain = (pattern: RegExp, max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .refine((s) => s === '' || pattern.test(s), { error: 'validation.invalid' })
    .nullable()
    .optional();
/** A texting budget: a whole number of texts from 1 to 100,000; null goes back to the default. */
const budget = () =>
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.positive' })
    .max(100_000, { error: 'validation.max' })
    .nullable()
    .optional();

/**
 * What one shop may text when the back office sets nothing (issue 26 §4): sign-in codes and guest
 * texts cost money and premium numbers cost more, so a flood from many addresses stops here.
 */
export const TEXTING_BUDGET_DEFAULTS = { perHour: 300, perDay: 3000, perCountryPerHour: 50 } as const;

const templateName = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, { error: 'messaging.templateNameInvalid' });

/**
 * `PUT /api/admin/messaging-settings/1`: the WhatsApp Cloud API account, its template names and
 * Unifonic's SMS account. Plain values: a string sets it, '' or null clears it (the environment's
 * value applies again), absent keeps it; secrets likewise, and are never answered.
 */
export const messagingSettingsInputSchema = z.strictObject({
  whatsappPhoneNumberId: plain(/^\d{5,30}$/, 30),
  whatsappAccessToken: secret,
  whatsappAppSecret: secret,
  whatsappVerifyToken: secret,
  whatsappBaseUrl: providerBaseUrl(),
  // each name optional: a client that predates a template kind keeps working (absent names keep what is saved)
  whatsappTemplates: z
    .strictObject(
      Object.fromEntries(WHATSAPP_TEMPLATES.map((t) => [t, templateName.optional()])) as Record<
        WhatsAppTemplate,
        z.ZodOptional<typeof templateName>
      >,
    )
    .optional(),
  smsAppSid: secret,
  smsSenderId: plain(/^[A-Za-z0-9 ._-]{1,11}$/, 11),
  smsBaseUrl: providerBaseUrl(),
  smsBudgetPerHour: budget(),
  smsBudgetPerDay: budget(),
  smsBudgetPerCountryPerHour: budget(),
});
export type MessagingSettingsInput = z.infer<typeof messagingSettingsInputSchema>;

/** `PUT /api/account/whatsapp`: order updates on WhatsApp, yes or no (in the language of the request). */
export const whatsappOptInSchema = z.strictObject({ optIn: z.boolean({ error: 'validation.invalid' }) });
export type WhatsAppOptInInput = z.infer<typeof whatsappOptInSchema>;

/** `GET /api/admin/messaging/texting-budget`: texts against the budget now, and refusals in the last day. */
export interface TextingBudgetDto {
  hour: { used: number; limit: number };
  day: { used: number; limit: number };
  perCountryPerHour: number;
  refusedToday: number;
  lastRefusalAt: string | null;
}

import { z } from 'zod';
import { CONSENT_TEXTS, type ConsentTextVersion } from './consent-texts.js';

/**
 * Marketing consent (PDPL, issue 33 §1): a shopper agrees per channel to one purpose, with the
 * exact text they were shown. Transactional messages (order updates, codes, a back-in-stock alert
 * the shopper asked for) need none; cart reminders and promotions go only to a consenting contact.
 */
export const CONSENT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_PURPOSES = ['marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Where a consent event came from: the box at checkout, the customer area, the footer form, an admin
 * import, a mail's opt-out link, the "yes, remind me" of the one mail to a guest cart's typed-in email.
 */
export const CONSENT_SOURCES = ['checkout', 'profile', 'footer', 'adminImport', 'optOutLink', 'reminderConfirm'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export { CONSENT_TEXTS, CURRENT_CONSENT_TEXT, type ConsentTextVersion } from './consent-texts.js';

/** The versions a shopper's form may name (the boxes' wordings, not the confirmation mail's). */
const ASKED_VERSIONS = Object.keys(CONSENT_TEXTS).filter((v) => v.startsWith('marketing-')) as [
  ConsentTextVersion,
  ...ConsentTextVersion[],
];
export const consentTextVersion = () =>
  z.enum(ASKED_VERSIONS, { error: (issue) => (issue.input === undefined ? 'consent.required' : 'consent.unknownText') });

/** A customer's own toggle in the customer area: a grant names the text shown, a withdrawal needs none. */
export const consentChoiceSchema = z
  .strictObject({
    channel: z.enum(CONSENT_CHANNELS, { error: 'validation.oneOf' }),
    granted: z.boolean({ error: 'validation.invalid' }),
    textVersion: consentTextVersion().optional(),
  })
  .refine((v) => !v.granted || v.textVersion !== undefined, { path: ['textVersion'], message: 'validation.required' });
export type ConsentChoiceInput = z.infer<typeof consentChoiceSchema>;

/** One recorded event (the back office's history, the customer's export). */
export interface ConsentEventDto {
  id: number;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  /** the email address or E.164 mobile the consent is for */
  contact: string;
  granted: boolean;
  textVersion: string | null;
  source: ConsentSource;
  ip: string | null;
  at: string;
}

/** The customer area's toggles: the current state per channel for the account's own contacts. */
export interface MyConsentsDto {
  textVersion: ConsentTextVersion;
  channels: Array<{ channel: ConsentChannel; contact: string | null; granted: boolean }>;
}

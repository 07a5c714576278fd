import { z } from 'zod';
import { isSafeLink, type LinkRule } from '../links.js';
import { normalizeGccMobile } from '../phone/mobile.js';

/**
 * Field rules of SPEC.md §5, written once. Messages are catalogue keys (i18n/messages.ts);
 * `fieldErrors` turns a failed parse into translated messages per field.
 */

/**
 * The one rule for text people write (names, addresses, reviews, messages, notes): letters, marks,
 * digits, punctuation, spaces, line breaks, emoji and other pictographs, currency signs and a few
 * maths signs. Never `<`/`>` or look-alikes such as fullwidth `＜＞` (markup), control characters,
 * or format characters such as the bidi overrides U+202A–U+202E and U+2066–U+2069 that reorder
 * what others read (ZWNJ and ZWJ, which Arabic and emoji need, are kept).
 */
const TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}\p{So}\p{Sk}\p{Sc}+=~|×÷±\u200c\u200d\n\r\t]*$/u;
/** More combining marks on one letter than any language writes (Arabic: shadda with a vowel): "Zalgo" text. */
const MARK_PILE = /\p{M}{4,}/u;

export function isPlainText(value: string): boolean {
  return TEXT_PATTERN.test(value) && !MARK_PILE.test(value);
}

/** An empty field is "required", never "too short" or "not valid" (one message, then stop). */
const REQUIRED = { error: 'validation.required', abort: true } as const;

export const text = (min: number, max = 200) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, REQUIRED)
    .min(min, { error: 'validation.minLength' })
    .max(max, { error: 'validation.maxLength' })
    .refine(isPlainText, { error: 'validation.textOnly' });

/**
 * A word mixing Latin with Greek or Cyrillic letters: "Αdmin" (Greek capital alpha) looks like
 * "Admin". Arabic and English never need that inside one word, so a person's name may not.
 */
const MIXED_SCRIPT_WORD = /(?=\S*\p{Script=Latin})(?=\S*[\p{Script=Greek}\p{Script=Cyrillic}])\S+/u;

export const hasLookAlikeWord = (value: string): boolean => MIXED_SCRIPT_WORD.test(value);

/** A person's name (register, profile, customers, contact, recipients): plain text without look-alike words. */
export const personName = (min: number, max = 100) => text(min, max).refine((v) => !hasLookAlikeWord(v), { error: 'validation.lookAlike' });

/** A bilingual text `{ ar, en }` (DESIGN.md §5), both sides required. */
export const localized = (min: number, max = 200) => z.object({ ar: text(min, max), en: text(min, max) });

export const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, REQUIRED)
    .max(254, { error: 'validation.maxLength' })
    .pipe(z.email({ error: 'validation.email' }));

export const password = (min: number) =>
  z
    .string({ error: 'validation.required' })
    .min(1, REQUIRED)
    .min(min, { error: 'validation.passwordMin' })
    .max(128, { error: 'validation.maxLength' });

export const SAUDI_MOBILE = /^(?:\+966|00966|0)?5[013-9]\d{7}$/;

/** Saudi mobiles are stored as +9665XXXXXXXX (DESIGN.md §5). */
export function normalizeSaudiMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  const local = digits.replace(/^(?:\+966|00966|0)/, '');
  return `+966${local}`;
}

/** Phone: at least 8 characters (SPEC.md §5); Gulf mobiles are normalised to E.164 (phone/mobile.ts), so they match a sign-in number. */
export const phone = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, REQUIRED)
    .min(8, { error: 'validation.phone' })
    .max(20, { error: 'validation.phone' })
    .regex(/^\+?[\d\s-]+$/, { error: 'validation.phone' })
    .transform((v) => normalizeGccMobile(v) ?? v.replace(/[\s-]/g, ''));

export const money = () =>
  z
    .number({ error: 'validation.number' })
    .finite({ error: 'validation.number' })
    .min(0.01, { error: 'validation.positive' }) // rounded to the halala it must stay above zero
    .max(10_000_000, { error: 'validation.max' })
    .transform((v) => Math.round(v * 100) / 100);

export const nonNegativeInt = (max = 1_000_000_000) =>
  z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.nonNegative' })
    .max(max, { error: 'validation.max' });

export const id = () =>
  z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).positive({ error: 'validation.required' });

export const VAT_NUMBER = /^3\d{13}3$/;

/** A link an admin sets for visitors (shared/src/links.ts): https, or a same-site path when `sitePath`. */
export const adminLink = (rule: LinkRule, max = 500) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .refine((v) => isSafeLink(v, rule), { error: rule.sitePath ? 'validation.link' : 'validation.url' });

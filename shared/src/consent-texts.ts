/**
 * The wordings of the marketing consent boxes (issue 33 §1), apart from any validation so that a
 * storefront page can show them without loading zod.
 */
/**
 * Every wording a shopper was ever asked with, by version. A wording never changes once shipped:
 * a new wording is a new version (the records name the version they agreed to).
 */
export const CONSENT_TEXTS = {
  /** the one mail to a guest cart's typed-in email (server/src/mail/templates.ts `cartContactConfirm`), answered "yes, remind me" */
  'cart-confirm-2026-11': {
    ar: 'إن كنت أنت وتريد أن نذكّرك بسلتك برابط يعيدها، فأكّد ذلك من الرابط.',
    en: 'If it was you and you would like a reminder with a link back to your cart, confirm with the link.',
  },
  'marketing-2026-11': {
    ar: 'أوافق على أن يراسلني ورد بالعروض وتذكيرات السلة عبر هذه الوسيلة، ويمكنني إلغاء ذلك في أي وقت.',
    en: 'I agree that Ward may send me offers and cart reminders this way; I can stop this at any time.',
  },
} as const;
export type ConsentTextVersion = keyof typeof CONSENT_TEXTS;
/** The wording the shop asks with today. */
export const CURRENT_CONSENT_TEXT: ConsentTextVersion = 'marketing-2026-11';

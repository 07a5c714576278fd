import type { Language } from '@ward/shared/constants';
import { translate as translateCatalogue } from '@ward/shared/i18n/messages';
import { canTrackShipment, orderDisplayStatusKey, orderEventNoteKey, paymentReasonKey, paymentResultStatus } from '@ward/shared/orders';

/**
 * The error catalogue and status labels of `@ward/shared` (the server's own texts, ar and en).
 * Imported only by the lazily loaded order, payment and shipment pages.
 */
export function catalogue(key: string, lang: Language, params?: Record<string, string | number>): string {
  return translateCatalogue(key, lang, params);
}

/** An order's status; with its payment's status, a failed payment says how it failed (cancelled, expired). */
export function orderStatusLabel(status: string | null | undefined, lang: Language, paymentStatus?: string | null): string {
  return translateCatalogue(orderDisplayStatusKey(status, paymentStatus), lang);
}

export function paymentStatusLabel(status: string | null | undefined, lang: Language): string {
  if (status === 'PartiallyRefunded') return translateCatalogue('paymentStatus.partiallyRefunded', lang);
  return translateCatalogue(`paymentStatus.${paymentResultStatus(status)}`, lang);
}

export { canTrackShipment, paymentReasonKey, paymentResultStatus };

/** A timeline note in the shopper's language: the gateway's codes (`card_declined`) translated, a person's words as written. */
export function orderEventNote(h: { note: string | null }, lang: Language): string | null {
  const key = orderEventNoteKey(h.note);
  return key ? translateCatalogue(key, lang) : h.note;
}

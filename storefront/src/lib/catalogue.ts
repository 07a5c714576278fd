import type { Language } from '@ward/shared/constants';
import { translate as translateCatalogue } from '@ward/shared/i18n/messages';
import { orderDisplayLabelKey, orderStatusLabelKey, paymentResultStatus } from '@ward/shared/orders';

/**
 * The error catalogue and status labels of `@ward/shared` (the server's own texts, ar and en).
 * Imported only by the lazily loaded order, payment and shipment pages.
 */
export function catalogue(key: string, lang: Language, params?: Record<string, string | number>): string {
  return translateCatalogue(key, lang, params);
}

export function orderStatusLabel(status: string | null | undefined, lang: Language): string {
  return translateCatalogue(orderStatusLabelKey(status), lang);
}

/** An order's label in lists: a failed payment says how it failed (cancelled, expired, declined). */
export function orderDisplayLabel(status: string | null | undefined, paymentStatus: string | null | undefined, lang: Language): string {
  return translateCatalogue(orderDisplayLabelKey(status, paymentStatus), lang);
}

export function paymentStatusLabel(status: string | null | undefined, lang: Language): string {
  if (status === 'PartiallyRefunded') return translateCatalogue('paymentStatus.partiallyRefunded', lang);
  return translateCatalogue(`paymentStatus.${paymentResultStatus(status)}`, lang);
}

export { paymentResultStatus };

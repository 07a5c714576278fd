import type { Localized } from './types.js';

/**
 * What a shopper and a printed invoice are told of an export (issue 32): why there is no VAT, and
 * that the destination may charge its own duties and VAT on delivery. One wording for the
 * storefront's pages, the mails and the prints.
 */
export const EXPORT_VAT_TEXT: { zeroRated: Localized; duties: Localized } = {
  zeroRated: { ar: 'تصدير — خاضع لنسبة صفر من ضريبة القيمة المضافة', en: 'Export — zero-rated' },
  duties: {
    ar: 'قد تُحصِّل دولة الوجهة رسوماً جمركية وضريبة استيراد عند التسليم',
    en: 'The destination may collect import duties and VAT on delivery',
  },
};

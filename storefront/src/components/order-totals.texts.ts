import { EXPORT_VAT_TEXT } from '@ward/shared';
import { pageTexts } from '../i18n/page-texts';

/** An export's VAT row and its note (issue 32): only the cart, checkout and order pages show them, in their chunk. */
export const useTotalsT = pageTexts(
  { 'totals.zeroRated': EXPORT_VAT_TEXT.zeroRated.ar, 'totals.duties': EXPORT_VAT_TEXT.duties.ar },
  { 'totals.zeroRated': EXPORT_VAT_TEXT.zeroRated.en, 'totals.duties': EXPORT_VAT_TEXT.duties.en },
);

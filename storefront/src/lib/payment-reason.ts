import type { Language } from '@ward/shared/constants';
import type { Translate } from '../i18n';
import { catalogue, paymentReasonKey } from './catalogue';

/**
 * Why a payment did not go through, in the shopper's words: the catalogue's text for Ward's own
 * codes (`card_declined`…), else read from the provider's reason (Moyasar's bank message, Tabby's
 * or Tamara's decline).
 */
export function declineReason(reason: string | null | undefined, t: Translate, lang: Language): string {
  const key = paymentReasonKey(reason);
  if (key !== 'paymentReason.other') return catalogue(key, lang);
  const r = (reason ?? '').toLowerCase();
  if (r.includes('insufficient')) return t('pay.reason.funds');
  if (r.includes('3-d secure') || r.includes('3ds') || r.includes('authentication')) return t('pay.reason.threeDSecure');
  if (r.includes('expired card')) return t('pay.reason.expiredCard');
  if (r.includes('lost') || r.includes('stolen')) return t('pay.reason.blocked');
  if (r.includes('limit') || r.includes('exceed')) return t('pay.reason.limit');
  if (r.includes('tabby') || r === 'not_available' || r.startsWith('order_amount')) return t('pay.reason.tabby');
  if (r.includes('tamara')) return t('pay.reason.tamara');
  if (r.includes('otp')) return t('pay.reason.otp');
  if (r === 'amount_mismatch') return t('pay.reason.mismatch');
  return t('pay.reason.declined');
}

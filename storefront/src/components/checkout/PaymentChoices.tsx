import type { PaymentMethod } from '@ward/shared/constants';
import type { PayLaterCheckDto } from '../../api/types';
import { useT } from '../../i18n';
import { LOGOS_OF, PaymentLogo } from '../PaymentLogos';
import { Money } from '../Price';

export interface PaymentChoicesProps {
  offered: PaymentMethod[];
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  codFee: number;
  codAvailable: boolean;
  /** pay-later providers' answers for this cart (absent while asking) */
  payLater: PayLaterCheckDto | undefined;
  payLaterLoading: boolean;
}

/** Why a pay-later option is off for this cart, in the shopper's words. */
function payLaterReason(reason: string | null, t: ReturnType<typeof useT>, name: string): string {
  if (reason === 'order_amount_too_high') return t('payment.payLaterTooHigh', { name });
  if (reason === 'order_amount_too_low') return t('payment.payLaterTooLow', { name });
  if (reason === 'unavailable') return t('payment.payLaterUnreachable', { name });
  return t('payment.payLaterDeclined', { name });
}

/**
 * Checkout's payment methods as recognisable choices with their logos, mada first. Apple Pay is
 * listed only where the browser can pay with it (the caller filters); Tabby and Tamara say "4
 * payments of X", or why they are off for this cart; cash on delivery shows its fee.
 */
export function PaymentChoices({ offered, method, onChange, codFee, codAvailable, payLater, payLaterLoading }: PaymentChoicesProps) {
  const t = useT();
  return (
    <fieldset class="choice-cards pay-choices">
      <legend class="sr-only">{t('checkout.step.payment')}</legend>
      {offered.map((m) => {
        const later = m === 'tabby' || m === 'tamara' ? payLater?.[m] : undefined;
        const name = t(`payment.${m}` as 'payment.mada');
        const off = (m === 'cod' && !codAvailable) || (later !== undefined && !later.available);
        return (
          <label class={`choice-card pay-choice${method === m ? ' is-selected' : ''}${off ? ' is-disabled' : ''}`} key={m} data-method={m}>
            <input type="radio" name="method" value={m} checked={method === m} disabled={off} onChange={() => onChange(m)} />
            <span class="pay-choice-text">
              <strong>{name}</strong>
              <span class="muted">
                {later?.available ? (
                  <>
                    {t('payment.payLaterText')} <Money amount={later.perPayment} />
                  </>
                ) : (
                  t(`payment.${m}Text` as 'payment.madaText')
                )}
              </span>
              {m === 'cod' && codFee > 0 ? (
                <span class="muted">
                  {t('payment.codFee')} <Money amount={codFee} />
                </span>
              ) : null}
              {m === 'cod' && !codAvailable ? <span class="field-error">{t('payment.codUnavailable')}</span> : null}
              {later && !later.available ? <span class="field-error">{payLaterReason(later.reason, t, name)}</span> : null}
              {(m === 'tabby' || m === 'tamara') && payLaterLoading && !later ? (
                <span class="muted">{t('payment.payLaterChecking')}</span>
              ) : null}
            </span>
            <span class="pay-choice-logos" dir="ltr" aria-hidden="true">
              {LOGOS_OF[m].map((kind) => (
                <PaymentLogo key={kind} kind={kind} />
              ))}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

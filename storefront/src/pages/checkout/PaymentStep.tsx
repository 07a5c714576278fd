import type { PaymentMethod } from '@ward/shared/constants';
import type { Ref } from 'preact';
import { Money } from '../../components/Price';
import { useT } from '../../i18n';

interface Props {
  /** the methods this shop takes (card and e-wallet only with a payment gateway) */
  methods: PaymentMethod[];
  method: PaymentMethod;
  setMethod: (m: PaymentMethod) => void;
  /** the quote's cash-on-delivery fee and whether this total may be paid on delivery */
  codFee: number | null;
  codAvailable: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: card, cash on delivery (with its fee, when this total allows it) or e-wallet. */
export function PaymentStep({ methods, method, setMethod, codFee, codAvailable, headingRef, onBack, onContinue }: Props) {
  const t = useT();
  return (
    <form
      class="card"
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <h2 class="sub-title" ref={headingRef} tabIndex={-1}>
        {t('checkout.step.payment')}
      </h2>
      <fieldset class="choice-cards">
        <legend class="sr-only">{t('checkout.step.payment')}</legend>
        {methods.map((m) => {
          const disabled = m === 'cod' && !codAvailable;
          return (
            <label class={`choice-card${method === m ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}>
              <input type="radio" name="method" value={m} checked={method === m} disabled={disabled} onChange={() => setMethod(m)} />
              <span>
                <strong>{t(`payment.${m}` as 'payment.card')}</strong>
                <span class="muted">{t(`payment.${m}Text` as 'payment.cardText')}</span>
                {m === 'cod' && codFee ? (
                  <span class="muted">
                    {t('payment.codFee')} <Money amount={codFee} />
                  </span>
                ) : null}
                {disabled ? <span class="field-error">{t('payment.codUnavailable')}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div class="form-actions">
        <button type="button" class="btn btn-ghost" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <button type="submit" class="btn btn-primary">
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  );
}

import { cardExpiry, cardNumberValid } from '@ward/shared/payments';
import type { PayPageDto } from '@ward/shared/checkout-types';
import { useState } from 'preact/hooks';
import { Field, FormError } from '../Field';
import { useT } from '../../i18n';
import { createPayment, MoyasarRefused, resultUrl } from '../../lib/moyasar';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

type Errors = Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>;

/**
 * mada and Visa/Mastercard: the card goes from this form straight to Moyasar (publishable key),
 * then the shopper follows the 3-D Secure page Moyasar returns. Ward never sees the card.
 */
export function CardForm({ page }: { page: PayPageDto }) {
  const t = useT();
  const lang = useLanguage();
  const [card, setCard] = useState({ name: '', number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof card) => (value: string) => setCard((c) => ({ ...c, [key]: value }));

  const check = (): Errors => {
    const e: Errors = {};
    if (card.name.trim().split(/\s+/).length < 2) e.name = t('pay.nameInvalid');
    if (!cardNumberValid(card.number)) e.number = t('pay.numberInvalid');
    if (!cardExpiry(card.expiry)) e.expiry = t('pay.expiryInvalid');
    if (!/^\d{3,4}$/.test(card.cvc.trim())) e.cvc = t('pay.cvcInvalid');
    return e;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const expiry = cardExpiry(card.expiry)!;
      const payment = await createPayment(page, {
        type: 'creditcard',
        name: card.name.trim(),
        number: card.number.replace(/[\s-]/g, ''),
        month: expiry.month,
        year: expiry.year,
        cvc: card.cvc.trim(),
      });
      // 3-D Secure at the card's bank, or straight to the result (Ward confirms with Moyasar either way)
      location.assign(payment.source.transaction_url || resultUrl(page, payment));
    } catch (error) {
      setSending(false);
      setFormError(error instanceof MoyasarRefused ? t('pay.refused') : t('pay.unreachable'));
    }
  };

  return (
    <form onSubmit={submit} noValidate class="pay-form" aria-describedby="pay-secure-note">
      <FormError message={formError} />
      <Field label={t('pay.cardName')} value={card.name} onValue={set('name')} error={errors.name} autoComplete="cc-name" dir="ltr" />
      <Field
        label={t('pay.cardNumber')}
        value={card.number}
        onValue={set('number')}
        error={errors.number}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
        placeholder="0000 0000 0000 0000"
      />
      <div class="form-grid">
        <Field
          label={t('pay.expiry')}
          value={card.expiry}
          onValue={set('expiry')}
          error={errors.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder="MM/YY"
          maxLength={7}
        />
        <Field
          label={t('pay.cvc')}
          value={card.cvc}
          onValue={set('cvc')}
          error={errors.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
        />
      </div>
      <button type="submit" class="btn btn-primary btn-lg btn-block" disabled={sending}>
        {sending ? t('common.sending') : t('pay.payAmount', { amount: formatMoney(page.amount / 100, lang) })}
      </button>
    </form>
  );
}

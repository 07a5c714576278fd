import { cardExpiry, cardNumberValid } from '@ward/shared/payments';
import type { PayPageDto } from '@ward/shared/checkout-types';
import { useState } from 'preact/hooks';
import { FormError } from '../Field';
import { CardField, type Card, type CardErrors } from './CardField';
import { useT } from '../../i18n';
import { createPayment, MoyasarRefused, resultUrl } from '../../lib/moyasar';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

type Errors = CardErrors;

/**
 * mada and Visa/Mastercard: the card goes from this form straight to Moyasar (publishable key),
 * then the shopper follows the 3-D Secure page Moyasar returns. Ward never sees the card.
 */
export function CardForm({ page }: { page: PayPageDto }) {
  const t = useT();
  const lang = useLanguage();
  const [card, setCard] = useState<Card>({ name: '', number: '', expiry: '', cvc: '' });
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

  const shown = { card, errors };
  return (
    <form onSubmit={submit} noValidate class="pay-form" aria-describedby="pay-secure-note">
      <FormError message={formError} />
      <CardField name="name" label={t('pay.cardName')} onValue={set('name')} autoComplete="cc-name" {...shown} />
      <CardField
        name="number"
        label={t('pay.cardNumber')}
        onValue={set('number')}
        autoComplete="cc-number"
        numeric
        maxLength={23}
        placeholder="0000 0000 0000 0000"
        {...shown}
      />
      <div class="form-grid">
        <CardField
          name="expiry"
          label={t('pay.expiry')}
          onValue={set('expiry')}
          autoComplete="cc-exp"
          numeric
          placeholder="MM/YY"
          maxLength={7}
          {...shown}
        />
        <CardField name="cvc" label={t('pay.cvc')} onValue={set('cvc')} autoComplete="cc-csc" numeric maxLength={4} {...shown} />
      </div>
      <button type="submit" class="btn btn-primary btn-lg btn-block" disabled={sending}>
        {sending ? t('common.sending') : t('pay.payAmount', { amount: formatMoney(page.amount / 100, lang) })}
      </button>
    </form>
  );
}

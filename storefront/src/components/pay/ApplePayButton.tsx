import type { PayPageDto } from '@ward/shared/checkout-types';
import { useState } from 'preact/hooks';
import { FormError } from '../Field';
import { useT } from '../../i18n';
import { applePayClass, canPayWithApplePay } from '../../lib/apple-pay';
import { applePaySession, createPayment, resultUrl } from '../../lib/moyasar';

/**
 * Apple Pay (Safari): the sheet shows the order's amount; Moyasar validates the merchant and takes
 * the token. Elsewhere this says Apple Pay is not available on this device.
 */
export function ApplePayButton({ page }: { page: PayPageDto }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  if (!canPayWithApplePay()) return <p class="notice notice-warning">{t('pay.applePayUnavailable')}</p>;

  const pay = () => {
    const Session = applePayClass()!;
    const a = page.moyasar.applePay;
    const session = new Session(3, {
      countryCode: a.countryCode,
      currencyCode: page.currency,
      supportedNetworks: a.supportedNetworks,
      merchantCapabilities: a.merchantCapabilities,
      total: { label: a.label, amount: (page.amount / 100).toFixed(2) },
    });
    session.onvalidatemerchant = (event) => {
      applePaySession(page, event.validationURL).then(
        (merchant) => session.completeMerchantValidation(merchant),
        () => (session.abort(), setError(t('pay.unreachable'))),
      );
    };
    session.onpaymentauthorized = (event) => {
      createPayment(page, { type: 'applepay', token: JSON.stringify(event.payment.token) }).then(
        (payment) => {
          session.completePayment(payment.status === 'paid' ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
          location.assign(resultUrl(page, payment));
        },
        () => (session.completePayment(Session.STATUS_FAILURE), setError(t('pay.refused'))),
      );
    };
    session.begin();
  };

  return (
    <div class="pay-form">
      <FormError message={error} />
      <button type="button" class="apple-pay-button" onClick={pay} aria-label={t('pay.withApplePay')} lang="en" />
    </div>
  );
}

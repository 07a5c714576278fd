import { useT } from '../../i18n';
import { OrderLookupForm } from '../track/OrderLookupForm';
import { usePaymentT } from './payment.texts';

/**
 * A signed-out shopper back from paying without this browser's order access (another browser, the
 * access expired): the order's number and contact open its tracking, not a sign-in form (issue 37
 * §5); an account holder can still sign in.
 */
export function PaymentLookup() {
  const t = useT();
  const pt = usePaymentT();
  const back = typeof location !== 'undefined' ? location.pathname + location.search : '/';
  return (
    <div class="card auth-card" data-testid="payment-lookup">
      <h1 class="page-title">{t('lookup.title')}</h1>
      <p class="muted">{pt('paymentResult.lookupText')}</p>
      <OrderLookupForm />
      <p class="muted small center">
        {t('guest.haveAccount')} <a href={`/account?next=${encodeURIComponent(back)}`}>{t('guest.signIn')}</a>
      </p>
    </div>
  );
}

import type { PayPageDto } from '@ward/shared/checkout-types';
import { checkout } from '../api/endpoints';
import { ErrorState, Loading } from '../components/Feedback';
import { ShieldIcon } from '../components/Icons';
import { LOGOS_OF, PaymentLogo } from '../components/PaymentLogos';
import { ApplePayButton } from '../components/pay/ApplePayButton';
import { CardForm } from '../components/pay/CardForm';
import { StcPayForm } from '../components/pay/StcPayForm';
import { Money } from '../components/Price';
import { useT } from '../i18n';
import { catalogue } from '../lib/catalogue';
import { RequireAuth } from '../lib/guard';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';

function Pay({ paymentId }: { paymentId: string }) {
  const t = useT();
  const lang = useLanguage();
  const page = useQuery<PayPageDto>(`/api/payments/${paymentId}/pay`, () => checkout.payPage(paymentId), { staleMs: 0 });
  if (page.error && !page.data) {
    // paid, failed or expired meanwhile: the result page says which
    if (page.error.status === 409) {
      location.replace(`/payment/result?paymentId=${encodeURIComponent(paymentId)}`);
      return <Loading />;
    }
    const message = page.error.status === 404 ? catalogue('payment.notFound', lang) : page.error.message;
    return <ErrorState title={t('pay.title')} message={message} onRetry={page.reload} />;
  }
  const p = page.data;
  if (!p) return <Loading />;
  return (
    <div class="card pay-card">
      <div class="pay-head">
        <h1 class="page-title">{t('pay.title')}</h1>
        <span class="pay-head-logos" dir="ltr">
          {LOGOS_OF[p.method].map((kind) => (
            <PaymentLogo key={kind} kind={kind} />
          ))}
        </span>
      </div>
      <dl class="details-list">
        <div>
          <dt>{t('order.number')}</dt>
          <dd dir="ltr">{p.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('paymentResult.amount')}</dt>
          <dd class="pay-amount">
            <Money amount={p.amount / 100} />
          </dd>
        </div>
      </dl>
      {p.method === 'applepay' ? <ApplePayButton page={p} /> : p.method === 'stcpay' ? <StcPayForm page={p} /> : <CardForm page={p} />}
      <p class="muted pay-secure" id="pay-secure-note">
        <ShieldIcon size={14} /> {t('pay.secure')}
      </p>
      <a href={`/payment/result?paymentId=${encodeURIComponent(p.paymentId)}`} class="link-btn">
        {t('pay.later')}
      </a>
    </div>
  );
}

/** Ward's own pay page for Moyasar (mada, cards, Apple Pay, STC Pay): the order's amount, and the form that pays Moyasar directly. */
export default function PayPage({ paymentId }: { paymentId?: string; path?: string }) {
  const t = useT();
  useHead({ title: t('pay.title'), noindex: true });
  return (
    <div class="container page narrow">
      <RequireAuth guestPaymentId={paymentId}>
        <Pay paymentId={paymentId ?? ''} />
      </RequireAuth>
    </div>
  );
}

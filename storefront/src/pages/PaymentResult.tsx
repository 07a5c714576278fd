import { useEffect, useState } from 'preact/hooks';
import { checkout } from '../api/endpoints';
import type { PaymentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { AlertIcon, CheckIcon, ClockIcon } from '../components/Icons';
import { Money } from '../components/Price';
import { useT } from '../i18n';
import { catalogue, paymentResultStatus, paymentStatusLabel } from '../lib/catalogue';
import { formatDate } from '../lib/format';
import { RequireAuth } from '../lib/guard';
import { useAuth } from '../state/auth';
import { guestOrder } from '../state/guest-order';
import { GuestAccountOffer } from './checkout/GuestAccountOffer';
import { useHead } from '../lib/head';
import { declineReason } from '../lib/payment-reason';
import { dropStashedCart, takeStashedCart } from '../lib/pending-cart';
import { useQuery } from '../lib/query';
import { addItem, cartStore, setCouponCode } from '../state/cart';
import { toast } from '../state/toasts';
import { useLanguage } from '../state/preferences';

const POLL_MS = 3000;
const POLL_LIMIT = 10;

/** The shopper's cart comes back when a payment did not go through (the order released it). */
function useRestoredCart(p: PaymentDto | undefined): void {
  useEffect(() => {
    if (!p || p.status === 'Pending') return;
    if (p.status === 'Paid' || p.status === 'Refunded' || p.status === 'PartiallyRefunded') {
      dropStashedCart(p.id);
      return;
    }
    const pending = takeStashedCart(p.id);
    if (pending && cartStore.get().items.length === 0) {
      for (const item of pending.items) addItem(item, item.quantity, { silent: true });
      setCouponCode(pending.couponCode);
      toast.info('cart.restored');
    }
  }, [p]);
}

/** What is known of the payment: status, order, invoice, amounts, dates. */
function ResultDetails({ p, tone }: { p: PaymentDto; tone: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <dl class="details-list">
      <div>
        <dt>{t('paymentResult.status')}</dt>
        <dd>
          <span class={`status status-${tone}`}>{paymentStatusLabel(p.status, lang)}</span>
        </dd>
      </div>
      {p.orderNumber ? (
        <div>
          <dt>{t('order.number')}</dt>
          <dd dir="ltr">{p.orderNumber}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('paymentResult.invoiceId')}</dt>
        <dd dir="ltr">{p.invoiceId ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('paymentResult.amount')}</dt>
        <dd>
          <Money amount={p.amount} />
        </dd>
      </div>
      {p.refundedAmount > 0 ? (
        <div>
          <dt>{t('paymentResult.refundedAmount')}</dt>
          <dd>
            <Money amount={p.refundedAmount} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('paymentResult.createdAt')}</dt>
        <dd>{formatDate(p.createdAt, lang, true)}</dd>
      </div>
      <div>
        <dt>{t('paymentResult.expiresAt')}</dt>
        <dd>{p.expiresAt ? formatDate(p.expiresAt, lang, true) : '—'}</dd>
      </div>
    </dl>
  );
}

function Result({ paymentId }: { paymentId: string }) {
  const t = useT();
  const lang = useLanguage();
  const payment = useQuery<PaymentDto>(`/api/payments/${paymentId}`, () => checkout.payment(paymentId), { staleMs: 0 });
  const [polls, setPolls] = useState(0);
  const p = payment.data;
  // a guest's own order (no account): tracking instead of the account's order page, and the offer to make one
  // (decided once: the offer stays on screen while it signs the shopper in)
  const signedOut = useAuth().status === 'unauthenticated';
  const [asGuest] = useState(() => signedOut && !!guestOrder({ paymentId }));

  // the provider's notification can land a moment after the shopper comes back: ask again while pending
  const pending = p?.status === 'Pending';
  const { reload } = payment;
  useEffect(() => {
    if (!pending || polls >= POLL_LIMIT) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, reload]);
  useRestoredCart(p);

  if (payment.error && !p) {
    const message = payment.error.status === 404 ? catalogue('payment.notFound', lang) : catalogue('payment.checkFailed', lang);
    return <ErrorState title={catalogue('payment.checkFailed', lang)} message={message} onRetry={payment.reload} />;
  }
  if (!p) return <Loading />;

  const kind = paymentResultStatus(p.status);
  const tone =
    kind === 'paid'
      ? 'paid'
      : kind === 'pending'
        ? 'pending'
        : kind === 'refunded'
          ? 'refunded'
          : kind === 'canceled'
            ? 'canceled'
            : 'failed';
  return (
    <>
      <div class={`card result-card result-${tone}`} data-result={kind}>
        <span class="result-icon" aria-hidden="true">
          {kind === 'paid' ? <CheckIcon size={32} /> : kind === 'pending' ? <ClockIcon size={32} /> : <AlertIcon size={32} />}
        </span>
        <h1 class="page-title">{t(`paymentResult.${kind}` as 'paymentResult.pending')}</h1>
        <p class="muted">{t(`paymentResult.${kind}Text` as 'paymentResult.pendingText')}</p>
        {kind === 'declined' ? (
          <p class="notice notice-error result-reason" role="status" data-testid="payment-reason">
            {t('paymentResult.reason')}: {declineReason(p.failureReason, t, lang)}
          </p>
        ) : null}
        <ResultDetails p={p} tone={tone} />
        <ResultActions p={p} kind={kind} asGuest={asGuest} />
      </div>
      {asGuest && kind === 'paid' ? <GuestAccountOffer orderId={p.orderId} /> : null}
    </>
  );
}

/** What the shopper can do next: pay now, retry, track, see the order, back to the cart. */
function ResultActions({ p, kind, asGuest }: { p: PaymentDto; kind: ReturnType<typeof paymentResultStatus>; asGuest: boolean }) {
  const t = useT();
  const expired = p.expiresAt ? Date.parse(p.expiresAt) < Date.now() : false;
  const retry = kind === 'declined' || kind === 'expired' || kind === 'canceled';
  return (
    <div class="form-actions center">
      {kind === 'pending' && p.redirectUrl && !expired ? (
        <a href={p.redirectUrl} class="btn btn-primary" data-native="">
          {t('paymentResult.payNow')}
        </a>
      ) : null}
      {retry ? (
        <a href="/checkout" class="btn btn-primary">
          {t('paymentResult.retry')}
        </a>
      ) : null}
      {kind === 'paid' ? (
        <a href={`/shipment/${p.id}`} class="btn btn-primary">
          {t('paymentResult.trackShipment')}
        </a>
      ) : null}
      <a href={asGuest ? '/track' : `/user/orders/${p.orderId}`} class="btn btn-outline">
        {asGuest ? t('guest.track') : t('checkout.viewOrder')}
      </a>
      {retry || kind === 'unknown' ? (
        <a href="/cart" class="btn btn-ghost">
          {t('paymentResult.backToCart')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The payment result screen: paid, pending, cancelled, declined (with the reason and a retry),
 * expired or refunded, with invoice id, amount, created and expiry dates; "unknown" only when the
 * status cannot be read. Ward asks the provider itself; nothing in this URL decides the status.
 */
export default function PaymentResult({ paymentId }: { paymentId?: string; path?: string }) {
  const t = useT();
  const lang = useLanguage();
  useHead({ title: t('paymentResult.title'), noindex: true });
  const id = (paymentId ?? (typeof location !== 'undefined' ? new URLSearchParams(location.search).get('paymentId') : null) ?? '').trim();
  return (
    <div class="container page narrow">
      {id ? (
        <RequireAuth allow={() => true} guestPaymentId={id}>
          <Result paymentId={id} />
        </RequireAuth>
      ) : (
        <ErrorState title={t('paymentResult.title')} message={catalogue('payment.idMissing', lang)} />
      )}
    </div>
  );
}

import type { PaymentDto } from '../../api/types';
import { AlertIcon, CheckIcon, ClockIcon } from '../../components/Icons';
import { Money } from '../../components/Price';
import { useT } from '../../i18n';
import { paymentResultStatus, paymentStatusLabel } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import { declineReason } from '../../lib/payment-reason';
import { useLanguage } from '../../state/preferences';
import { usePaymentT } from './payment.texts';

type Kind = ReturnType<typeof paymentResultStatus>;

const TONES: Record<Kind, string> = {
  paid: 'paid',
  pending: 'pending',
  refunded: 'refunded',
  canceled: 'canceled',
  declined: 'failed',
  expired: 'failed',
  unknown: 'failed',
};

/**
 * What is known of the payment: status, order, the tax invoice (once paid), amounts and the dates
 * that matter for its state: when it was paid, or until when it can still be paid. The provider's
 * checkout id is a reference for support only while there is no tax invoice (issue 37 §8).
 */
function ResultDetails({ p, tone, kind }: { p: PaymentDto; tone: string; kind: Kind }) {
  const t = useT();
  const pt = usePaymentT();
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
      {p.taxInvoiceNumber ? (
        <div>
          <dt>{pt('paymentResult.taxInvoice')}</dt>
          <dd dir="ltr" data-testid="tax-invoice">
            {p.taxInvoiceNumber}
          </dd>
        </div>
      ) : p.invoiceId ? (
        <div>
          <dt>{pt('paymentResult.reference')}</dt>
          <dd dir="ltr">{p.invoiceId}</dd>
        </div>
      ) : null}
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
      {p.paidAt ? (
        <div>
          <dt>{pt('paymentResult.paidAt')}</dt>
          <dd>{formatDate(p.paidAt, lang, true)}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('paymentResult.createdAt')}</dt>
          <dd>{formatDate(p.createdAt, lang, true)}</dd>
        </div>
      )}
      {kind === 'pending' && p.expiresAt ? (
        <div>
          <dt>{t('paymentResult.expiresAt')}</dt>
          <dd>{formatDate(p.expiresAt, lang, true)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * What the shopper can do next: pay now, retry, back to the cart; once paid one way to follow the
 * order: its shipment page, and for an account holder the order in the account (not a second
 * tracking button).
 */
function ResultActions({ p, kind, asGuest }: { p: PaymentDto; kind: Kind; asGuest: boolean }) {
  const t = useT();
  const expired = p.expiresAt ? Date.parse(p.expiresAt) < Date.now() : false;
  const retry = kind === 'declined' || kind === 'expired' || kind === 'canceled';
  const paid = kind === 'paid' || kind === 'refunded';
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
      {asGuest ? (
        paid ? null : (
          <a href="/track" class="btn btn-outline">
            {t('guest.track')}
          </a>
        )
      ) : (
        <a href={`/user/orders/${p.orderId}`} class="btn btn-outline">
          {t('checkout.viewOrder')}
        </a>
      )}
      {retry || kind === 'unknown' ? (
        <a href="/cart" class="btn btn-ghost">
          {t('paymentResult.backToCart')}
        </a>
      ) : null}
    </div>
  );
}

/** The result card of a payment: icon, headline, the decline reason, details and next steps. */
export function PaymentResultCard({ p, asGuest }: { p: PaymentDto; asGuest: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const kind = paymentResultStatus(p.status);
  const tone = TONES[kind];
  return (
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
      <ResultDetails p={p} tone={tone} kind={kind} />
      <ResultActions p={p} kind={kind} asGuest={asGuest} />
    </div>
  );
}

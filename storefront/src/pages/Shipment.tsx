import { useState } from 'preact/hooks';
import { checkout } from '../api/endpoints';
import type { ShipmentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { CheckIcon, CopyIcon, ExternalIcon, TruckIcon } from '../components/Icons';
import { ShipmentDates } from '../components/ShipmentDates';
import { ShipmentProgress } from '../components/ShipmentProgress';
import { localized, useT } from '../i18n';
import { catalogue, orderStatusLabel } from '../lib/catalogue';
import { copyText } from '../lib/clipboard';
import { formatDate } from '../lib/format';
import { RequireAuth } from '../lib/guard';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useAuth } from '../state/auth';
import { guestOrder } from '../state/guest-order';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';

function ShipmentView({ paymentId }: { paymentId: string }) {
  const t = useT();
  const lang = useLanguage();
  // per language: the carrier's link opens its page in the shopper's language
  const shipment = useQuery<ShipmentDto>(`/api/shipments/${paymentId}?${lang}`, () => checkout.shipment(paymentId), { staleMs: 10_000 });
  const [copied, setCopied] = useState(false);
  // a guest's own order has no account page: the tracking page instead
  const asGuest = useAuth().status === 'unauthenticated' && !!guestOrder({ paymentId });
  const s = shipment.data;
  if (shipment.error && !s) {
    const message = shipment.error.status === 404 ? catalogue('shipment.linkInvalid', lang) : shipment.error.message;
    return (
      <ErrorState title={t('shipment.title')} message={message} onRetry={shipment.error.status === 404 ? undefined : shipment.reload} />
    );
  }
  if (!s) return <Loading />;
  // what the owner sends on (a gift recipient): status and carrier only, no sign-in
  const shareLink = typeof location !== 'undefined' ? `${location.origin}/track/${s.shareToken}` : `/track/${s.shareToken}`;
  const carrier = s.carrier ? localized(s.carrier.name, lang) : null;
  return (
    <div class="card shipment-card">
      <div class="page-head">
        <h1 class="page-title">
          <TruckIcon size={28} /> {t('shipment.title')}
        </h1>
        <span class={`status status-${s.status}`}>{orderStatusLabel(s.status, lang)}</span>
      </div>
      <p class="muted">{t('shipment.order', { number: s.orderNumber })}</p>
      <ShipmentProgress status={s.status} />
      {!s.isShipped ? (
        <p class="notice" role="status">
          {catalogue('shipment.notConfirmed', lang)}
        </p>
      ) : null}
      <dl class="details-list">
        <div>
          <dt>{t('shipment.estimated')}</dt>
          <dd>
            {t('shipment.businessDays', { min: s.deliveryDays?.min ?? 3, max: s.deliveryDays?.max ?? 5 })}
            {s.estimatedDelivery ? (
              <span class="muted">
                {' '}
                ({formatDate(s.estimatedDelivery.from, lang)} – {formatDate(s.estimatedDelivery.to, lang)})
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('shipment.carrier')}</dt>
          <dd>{carrier ?? t('shipment.carrierPending')}</dd>
        </div>
        <div>
          <dt>{t('shipment.trackingNumber')}</dt>
          <dd dir="ltr">{s.trackingNumber ?? '—'}</dd>
        </div>
        <ShipmentDates shippedAt={s.shippedAt} deliveredAt={s.deliveredAt} />
        {s.address ? (
          <div>
            <dt>{t('shipment.destination')}</dt>
            <dd>
              {s.address.city}، {t(`country.${s.address.country}` as 'country.SA')}
            </dd>
          </div>
        ) : null}
      </dl>
      <p class="field-hint">{t('shipment.shareHint')}</p>
      <div class="form-actions">
        {s.trackingUrl ? (
          <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" class="btn btn-primary" data-native="">
            <ExternalIcon size={18} />
            {carrier ? t('shipment.trackWith', { carrier }) : t('shipment.track')}
          </a>
        ) : null}
        <button
          type="button"
          class="btn btn-outline"
          onClick={async () => {
            const ok = await copyText(shareLink);
            setCopied(ok);
            if (ok) toast.success('shipment.copied');
            else toast.error('shipment.copyFailed');
          }}
        >
          {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          {t('shipment.copyShareLink')}
        </button>
        <a href={asGuest ? '/track' : `/user/orders/${s.orderId}`} class="btn btn-ghost">
          {asGuest ? t('guest.track') : t('checkout.viewOrder')}
        </a>
      </div>
    </div>
  );
}

/** SPEC.md §2 shipment/{paymentId}: status, 3-5 business days, tracking link by carrier, copy link. */
export default function Shipment({ paymentId }: { paymentId?: string; path?: string }) {
  const t = useT();
  useHead({ title: t('shipment.title'), noindex: true });
  return (
    <div class="container page narrow">
      <RequireAuth allow={() => true} guestPaymentId={paymentId}>
        <ShipmentView paymentId={paymentId ?? ''} />
      </RequireAuth>
    </div>
  );
}

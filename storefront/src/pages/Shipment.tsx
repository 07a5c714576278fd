import { useState } from 'preact/hooks';
import { checkout } from '../api/endpoints';
import type { ShipmentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { CheckIcon, CopyIcon, ExternalIcon, TruckIcon } from '../components/Icons';
import { localized, useT } from '../i18n';
import { catalogue, orderStatusLabel } from '../lib/catalogue';
import { formatDate } from '../lib/format';
import { RequireAuth } from '../lib/guard';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';

const PROGRESS = ['New', 'InPreparation', 'OnTheWay', 'Completed'] as const;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // older browsers / no permission: a hidden textarea and execCommand
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

function ShipmentView({ paymentId }: { paymentId: string }) {
  const t = useT();
  const lang = useLanguage();
  const shipment = useQuery<ShipmentDto>(`/api/shipments/${paymentId}`, () => checkout.shipment(paymentId), { staleMs: 10_000 });
  const [copied, setCopied] = useState(false);
  const s = shipment.data;
  if (shipment.error && !s) {
    const message = shipment.error.status === 404 ? catalogue('shipment.linkInvalid', lang) : shipment.error.message;
    return (
      <ErrorState title={t('shipment.title')} message={message} onRetry={shipment.error.status === 404 ? undefined : shipment.reload} />
    );
  }
  if (!s) return <Loading />;
  const at = PROGRESS.indexOf(s.status as (typeof PROGRESS)[number]);
  const link = s.trackingUrl ?? (typeof location !== 'undefined' ? location.href : '');
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
      {at >= 0 ? (
        <ol class="progress" aria-label={t('shipment.progress')}>
          {PROGRESS.map((status, i) => (
            <li class={`progress-step${i <= at ? ' is-done' : ''}`} aria-current={i === at ? 'step' : undefined}>
              <span class="progress-dot" aria-hidden="true">
                {i <= at ? <CheckIcon size={12} /> : null}
              </span>
              <span>{orderStatusLabel(status, lang)}</span>
            </li>
          ))}
        </ol>
      ) : null}
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
        {s.shippedAt ? (
          <div>
            <dt>{t('shipment.shippedAt')}</dt>
            <dd>{formatDate(s.shippedAt, lang, true)}</dd>
          </div>
        ) : null}
        {s.deliveredAt ? (
          <div>
            <dt>{t('shipment.deliveredAt')}</dt>
            <dd>{formatDate(s.deliveredAt, lang, true)}</dd>
          </div>
        ) : null}
        {s.address ? (
          <div>
            <dt>{t('shipment.destination')}</dt>
            <dd>
              {s.address.city}، {t(`country.${s.address.country}` as 'country.SA')}
            </dd>
          </div>
        ) : null}
      </dl>
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
            const ok = await copy(link);
            setCopied(ok);
            if (ok) toast.success('shipment.copied');
            else toast.error('shipment.copyFailed');
          }}
        >
          {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          {s.trackingUrl ? t('shipment.copyTracking') : t('shipment.copyLink')}
        </button>
        <a href={`/user/orders/${s.orderId}`} class="btn btn-ghost">
          {t('checkout.viewOrder')}
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
      <RequireAuth allow={() => true}>
        <ShipmentView paymentId={paymentId ?? ''} />
      </RequireAuth>
    </div>
  );
}

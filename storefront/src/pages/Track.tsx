import { checkout } from '../api/endpoints';
import type { PublicShipmentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { TruckIcon } from '../components/Icons';
import { ShipmentDates } from '../components/ShipmentDates';
import { ShipmentProgress } from '../components/ShipmentProgress';
import { localized, useT } from '../i18n';
import { catalogue, orderStatusLabel } from '../lib/catalogue';
import { formatDate } from '../lib/format';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';

function TrackView({ token }: { token: string }) {
  const t = useT();
  const lang = useLanguage();
  const shipment = useQuery<PublicShipmentDto>(`/api/track/${token}`, () => checkout.tracking(token), { staleMs: 30_000 });
  const s = shipment.data;
  if (shipment.error && !s) {
    const gone = shipment.error.status === 404;
    return (
      <ErrorState
        title={t('track.title')}
        message={gone ? catalogue('shipment.linkInvalid', lang) : shipment.error.message}
        onRetry={gone ? undefined : shipment.reload}
      />
    );
  }
  if (!s) return <Loading />;
  return (
    <div class="card shipment-card">
      <div class="page-head">
        <h1 class="page-title">
          <TruckIcon size={28} /> {t('track.title')}
        </h1>
        <span class={`status status-${s.status}`}>{orderStatusLabel(s.status, lang)}</span>
      </div>
      <ShipmentProgress status={s.status} />
      {!s.isShipped ? (
        <p class="notice" role="status">
          {catalogue('shipment.notConfirmed', lang)}
        </p>
      ) : null}
      <dl class="details-list">
        <div>
          <dt>{t('shipment.carrier')}</dt>
          <dd>{s.carrier ? localized(s.carrier.name, lang) : t('shipment.carrierPending')}</dd>
        </div>
        {s.estimatedDelivery && !s.deliveredAt ? (
          <div>
            <dt>{t('shipment.estimated')}</dt>
            <dd>
              {formatDate(s.estimatedDelivery.from, lang)} – {formatDate(s.estimatedDelivery.to, lang)}
            </dd>
          </div>
        ) : null}
        <ShipmentDates shippedAt={s.shippedAt} deliveredAt={s.deliveredAt} />
      </dl>
      <p class="muted small">{t('track.note')}</p>
    </div>
  );
}

/** `/track/{token}`: a tracking link the buyer shared (a gift recipient opens it): status and carrier, no sign-in, nothing personal. */
export default function Track({ token }: { token?: string; path?: string }) {
  const t = useT();
  useHead({ title: t('track.title'), noindex: true });
  return (
    <div class="container page narrow">
      <TrackView token={token ?? ''} />
    </div>
  );
}

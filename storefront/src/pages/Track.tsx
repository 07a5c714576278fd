import { checkout } from '../api/endpoints';
import type { PublicShipmentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { TruckIcon } from '../components/Icons';
import { ShipmentDates } from '../components/ShipmentDates';
import { LineTitle } from '../components/LineTitle';
import { localized, useT } from '../i18n';
import { catalogue, orderStatusLabel, paymentStatusLabel } from '../lib/catalogue';
import { formatDate } from '../lib/format';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { guestOrder } from '../state/guest-order';
import { useLanguage } from '../state/preferences';
import { OrderLateCancel } from './user/order/OrderLateCancel';
import { OrderReturns } from './user/order/OrderReturns';
import { OrderTimeline } from './shipment/OrderTimeline';

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
      <OrderTimeline timeline={s.timeline} status={s.status} />
      <dl class="details-list">
        {s.order ? (
          <div>
            <dt>{t('order.number')}</dt>
            <dd dir="ltr">{s.order.orderNumber}</dd>
          </div>
        ) : null}
        {s.paymentStatus ? (
          <div>
            <dt>{t('track.payment')}</dt>
            <dd>{paymentStatusLabel(s.paymentStatus, lang)}</dd>
          </div>
        ) : null}
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
        {s.order ? (
          <div>
            <dt>{t('track.items')}</dt>
            <dd>
              <ul class="track-items">
                {s.order.items.map((item) => (
                  <li>
                    <LineTitle line={item} lang={lang} /> ×{item.quantity}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {s.order ? null : <p class="muted small">{t('track.note')}</p>}
      {/* a guest who looked the order up holds its access: its returns, here (an account's owner signs in) */}
      {s.order && guestOrder({ orderId: s.order.id }) ? (
        <>
          <OrderLateCancel
            order={{ id: s.order.id, status: s.status, createdAt: s.order.placedAt, total: s.order.total, paymentStatus: s.paymentStatus }}
            onCancelled={shipment.reload}
          />
          <OrderReturns order={{ id: s.order.id, status: s.status, items: s.order.items }} />
        </>
      ) : null}
    </div>
  );
}

/**
 * `/track/{token}`: a tracking link, no sign-in: the order's timeline, payment state and carrier;
 * through a contact look-up also its number and lines, through a link the buyer shared on (a gift
 * recipient opens it) nothing personal.
 */
export default function Track({ token }: { token?: string; path?: string }) {
  const t = useT();
  useHead({ title: t('track.title'), noindex: true });
  return (
    <div class="container page narrow">
      <TrackView token={token ?? ''} />
    </div>
  );
}

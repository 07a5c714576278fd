import type { ShipmentDto } from '../../api/types';
import { ShipmentDates } from '../../components/ShipmentDates';
import { useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** Estimated delivery, carrier, tracking number, dates and destination city. */
export function ShipmentDetails({ s, carrier }: { s: ShipmentDto; carrier: string | null }) {
  const t = useT();
  const lang = useLanguage();
  return (
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
  );
}

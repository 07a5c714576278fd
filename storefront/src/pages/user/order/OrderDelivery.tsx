import type { OrderDto } from '../../../api/types';
import { AddressSummary } from '../../../components/AddressSummary';
import { localized, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../state/preferences';

/** Where the order goes, how it is paid, its carrier and tracking number, and the expected delivery. */
export function OrderDelivery({ order: o }: { order: OrderDto }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section class="card" aria-labelledby="order-delivery">
      <h2 id="order-delivery" class="sub-title">
        {t('checkout.deliverTo')}
      </h2>
      <AddressSummary address={o.address} />
      <p>
        <span class="muted">{t('checkout.step.payment')}: </span>
        {t(`payment.${o.paymentMethod}` as 'payment.card')}
      </p>
      {o.carrier ? (
        <p>
          <span class="muted">{t('shipment.carrier')}: </span>
          {localized(o.carrier.name, lang)} {o.trackingNumber ? <bdi dir="ltr">({o.trackingNumber})</bdi> : null}
        </p>
      ) : null}
      {o.estimatedDelivery ? (
        <p>
          <span class="muted">{t('shipment.estimated')}: </span>
          {formatDate(o.estimatedDelivery.from, lang)} – {formatDate(o.estimatedDelivery.to, lang)}
        </p>
      ) : null}
    </section>
  );
}

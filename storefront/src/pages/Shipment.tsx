import { checkout } from '../api/endpoints';
import type { ShipmentDto } from '../api/types';
import { ErrorState, Loading } from '../components/Feedback';
import { TruckIcon } from '../components/Icons';
import { ShipmentProgress } from '../components/ShipmentProgress';
import { localized, useT } from '../i18n';
import { catalogue, orderStatusLabel } from '../lib/catalogue';
import { RequireAuth } from '../lib/guard';
import { useHead } from '../lib/head';
import { useQuery } from '../lib/query';
import { useAuth } from '../state/auth';
import { guestOrder } from '../state/guest-order';
import { useLanguage } from '../state/preferences';
import { ShipmentActions } from './shipment/ShipmentActions';
import { ShipmentDetails } from './shipment/ShipmentDetails';

function ShipmentView({ paymentId }: { paymentId: string }) {
  const t = useT();
  const lang = useLanguage();
  // per language: the carrier's link opens its page in the shopper's language
  const shipment = useQuery<ShipmentDto>(`/api/shipments/${paymentId}?${lang}`, () => checkout.shipment(paymentId), { staleMs: 10_000 });
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
      <ShipmentDetails s={s} carrier={carrier} />
      <p class="field-hint">{t('shipment.shareHint')}</p>
      <ShipmentActions s={s} carrier={carrier} asGuest={asGuest} />
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

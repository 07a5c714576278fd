import { checkout } from '../../api/endpoints';
import type { OrderDto } from '../../api/types';
import { ErrorState, Loading } from '../../components/Feedback';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { catalogue } from '../../lib/catalogue';
import { useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';
import { OrderCreditNotes } from './order/OrderCreditNotes';
import { OrderDelivery } from './order/OrderDelivery';
import { OrderHead } from './order/OrderHead';
import { OrderHistory } from './order/OrderHistory';
import { OrderItems } from './order/OrderItems';
import { OrderLateCancel } from './order/OrderLateCancel';
import { OrderReturns } from './order/OrderReturns';
import { OrderGift } from './OrderGift';

function Details({ id }: { id: number }) {
  const t = useT();
  const lang = useLanguage();
  const order = useQuery<OrderDto>(`/api/orders/${id}`, () => checkout.order(id), { staleMs: 5_000 });
  if (order.loading && !order.data) return <Loading />;
  if (order.error && !order.data) {
    return (
      <ErrorState
        message={order.error.status === 404 ? catalogue('order.notFound', lang) : order.error.message}
        onRetry={order.error.status === 404 ? undefined : order.reload}
      />
    );
  }
  const o = order.data!;
  return (
    <div class="order-details">
      <OrderHead order={o} />
      {o.rejectionReason ? (
        <p class="notice notice-error">
          {t('order.rejected')}: {o.rejectionReason}
        </p>
      ) : null}
      {o.notes ? (
        <section class="card order-note" aria-labelledby="order-note">
          <h2 id="order-note" class="sub-title">
            {t('order.note')}
          </h2>
          <p class="user-text">{o.notes}</p>
        </section>
      ) : null}
      {o.gift ? <OrderGift gift={o.gift} /> : null}
      <div class="order-grid">
        <OrderItems order={o} />
        <div class="order-side">
          <OrderLateCancel order={o} onCancelled={order.reload} />
          <OrderReturns order={o} />
          <OrderCreditNotes order={o} />
          <OrderDelivery order={o} />
          <OrderHistory order={o} />
        </div>
      </div>
      <p>
        <a href="/user/orders" class="link-more">
          {t('order.back')}
        </a>
      </p>
    </div>
  );
}

/** /user/orders/{id}: one order with its items, totals, timeline and the invoice link. */
export default function OrderDetails({ id }: { id?: string; path?: string }) {
  const t = useT();
  const n = Number(id);
  return (
    <UserLayout title={t('order.title')} active="/user/orders">
      {Number.isInteger(n) && n > 0 ? <Details id={n} /> : <ErrorState message={t('order.notFound')} />}
    </UserLayout>
  );
}

import { checkout } from '../../api/endpoints';
import type { OrderDto, Paged } from '../../api/types';
import { ErrorState, Loading } from '../../components/Feedback';
import { BellIcon, PackageIcon, PinIcon, UserIcon } from '../../components/Icons';
import { OrderStatusBadge } from '../../components/OrderStatus';
import { Money } from '../../components/Price';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useNotifications } from '../../state/notifications';
import { useLanguage } from '../../state/preferences';

function Overview() {
  const t = useT();
  const lang = useLanguage();
  const orders = useQuery<Paged<OrderDto>>('/api/orders?page=1', () => checkout.orders(1, 5), { staleMs: 10_000 });
  const { unread } = useNotifications();
  return (
    <>
      <ul class="stat-cards">
        <li class="card stat">
          <PackageIcon />
          <span class="stat-value">{orders.data?.total ?? '—'}</span>
          <span class="muted">{t('user.ordersCount')}</span>
        </li>
        <li class="card stat">
          <BellIcon />
          <span class="stat-value">{unread}</span>
          <span class="muted">{t('user.unread')}</span>
        </li>
      </ul>
      <div class="quick-links">
        <a href="/user/orders" class="card quick-link">
          <PackageIcon /> {t('user.orders')}
        </a>
        <a href="/user/addresses" class="card quick-link">
          <PinIcon /> {t('user.addresses')}
        </a>
        <a href="/user/profile" class="card quick-link">
          <UserIcon /> {t('user.profile')}
        </a>
      </div>
      <h2 class="sub-title">{t('user.recentOrders')}</h2>
      {orders.loading && !orders.data ? <Loading /> : null}
      {orders.error && !orders.data ? <ErrorState message={orders.error.message} onRetry={orders.reload} /> : null}
      {orders.data && !orders.data.items.length ? (
        <p class="muted">
          {t('orders.none')} <a href="/products">{t('cart.continueShopping')}</a>
        </p>
      ) : null}
      <ul class="order-list">
        {(orders.data?.items ?? []).map((o) => (
          <li>
            <a href={`/user/orders/${o.id}`} class="card order-row">
              <span dir="ltr" class="order-number">
                {o.orderNumber}
              </span>
              <span class="muted">{formatDate(o.createdAt, lang)}</span>
              <OrderStatusBadge order={o} />
              <Money amount={o.total} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /user: the customer's dashboard. */
export default function Dashboard(_props: { path?: string }) {
  const t = useT();
  return (
    <UserLayout title={t('user.dashboard')} active="/user">
      <Overview />
    </UserLayout>
  );
}

import { checkout } from '../../api/endpoints';
import type { OrderDto, Paged } from '../../api/types';
import { EmptyState, ErrorState, Loading } from '../../components/Feedback';
import { PackageIcon } from '../../components/Icons';
import { OrderStatusBadge } from '../../components/OrderStatus';
import { Pagination } from '../../components/Pagination';
import { Money } from '../../components/Price';
import { UserLayout } from '../../components/UserLayout';
import { useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';

const PAGE_SIZE = 10;

function OrderList({ page }: { page: number }) {
  const t = useT();
  const lang = useLanguage();
  const orders = useQuery<Paged<OrderDto>>(`/api/orders?page=${page}`, () => checkout.orders(page, PAGE_SIZE), { staleMs: 5_000 });
  if (orders.loading && !orders.data) return <Loading />;
  if (orders.error && !orders.data) return <ErrorState message={orders.error.message} onRetry={orders.reload} />;
  const data = orders.data!;
  if (!data.items.length) {
    return (
      <EmptyState title={t('orders.none')} icon={<PackageIcon size={36} />}>
        <a href="/products" class="btn btn-primary">
          {t('cart.continueShopping')}
        </a>
      </EmptyState>
    );
  }
  return (
    <>
      <div class="table-wrap">
        <table class="table table-cards">
          <caption class="sr-only">{t('user.orders')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.number')}</th>
              <th scope="col">{t('order.date')}</th>
              <th scope="col">{t('order.status')}</th>
              <th scope="col">{t('order.items')}</th>
              <th scope="col">{t('cart.total')}</th>
              <th scope="col">
                <span class="sr-only">{t('order.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((o) => (
              <tr class="order-row">
                <td dir="ltr" class="order-number" data-label={t('order.number')}>
                  {o.orderNumber}
                </td>
                <td data-label={t('order.date')}>{formatDate(o.createdAt, lang, true)}</td>
                <td data-label={t('order.status')}>
                  <OrderStatusBadge order={o} />
                </td>
                <td data-label={t('order.items')}>{o.itemCount}</td>
                <td data-label={t('cart.total')} class="order-total">
                  <Money amount={o.total} />
                </td>
                <td class="order-link">
                  <a href={`/user/orders/${o.id}`} aria-label={t('order.detailsFor', { number: o.orderNumber })}>
                    {t('order.details')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pages={Math.ceil(data.total / data.pageSize)} hrefFor={(p) => `/user/orders${p > 1 ? `?page=${p}` : ''}`} />
    </>
  );
}

/** /user/orders: order history. */
export default function Orders({ page }: { page?: string; path?: string }) {
  const t = useT();
  const n = Math.max(1, Math.floor(Number(page)) || 1);
  return (
    <UserLayout title={t('user.orders')} active="/user/orders">
      <OrderList page={n} />
    </UserLayout>
  );
}

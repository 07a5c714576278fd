import { labelText } from '@ward/shared/variants';
import { useState } from 'preact/hooks';
import { readToken } from '../../api/client';
import { checkout } from '../../api/endpoints';
import type { OrderDto } from '../../api/types';
import { AddressSummary } from '../../components/AddressSummary';
import { EInvoiceDownload } from '../../components/EInvoiceDownload';
import { ErrorState, Loading } from '../../components/Feedback';
import { ReceiptIcon, TruckIcon } from '../../components/Icons';
import { Img } from '../../components/Img';
import { OrderStatusBadge } from '../../components/OrderStatus';
import { Money } from '../../components/Price';
import { OrderTotals } from '../../components/OrderTotals';
import { OrderGift } from './OrderGift';
import { UserLayout } from '../../components/UserLayout';
import { localized, useT } from '../../i18n';
import { canTrackShipment, catalogue, orderEventNote, orderStatusLabel } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { useLanguage } from '../../state/preferences';
import { toast } from '../../state/toasts';

/**
 * The tax invoice is printable HTML behind the bearer token: fetched with it and opened from a
 * blob URL (a plain link could not carry the token).
 */
async function openInvoice(orderId: number, lang: 'ar' | 'en'): Promise<string | null> {
  const win = window.open('', '_blank');
  try {
    const token = readToken();
    const res = await fetch(`/api/orders/${orderId}/invoice`, {
      headers: { Accept: 'text/html', 'Accept-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) {
      win?.close();
      try {
        const body = (await res.json()) as { message?: string };
        return body.message ?? catalogue('invoice.notAvailable', lang);
      } catch {
        return catalogue('invoice.notAvailable', lang);
      }
    }
    const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/html;charset=utf-8' }));
    if (win) win.location.href = url;
    else location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    win?.close();
    return catalogue('invoice.notAvailable', lang);
  }
}

function Details({ id }: { id: number }) {
  const t = useT();
  const lang = useLanguage();
  const order = useQuery<OrderDto>(`/api/orders/${id}`, () => checkout.order(id), { staleMs: 5_000 });
  const [busy, setBusy] = useState(false);
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
  const invoiceReady = !['WaitingForPayment', 'PaymentFailure'].includes(o.status);
  return (
    <div class="order-details">
      <div class="card order-head">
        <div>
          <p class="muted small">{t('order.number')}</p>
          <p class="order-number" dir="ltr">
            {o.orderNumber}
          </p>
        </div>
        <div>
          <p class="muted small">{t('order.date')}</p>
          <p>{formatDate(o.createdAt, lang, true)}</p>
        </div>
        <div>
          <p class="muted small">{t('order.status')}</p>
          <OrderStatusBadge order={o} />
        </div>
        <div class="order-actions">
          <button
            type="button"
            class="btn btn-outline btn-sm"
            disabled={busy || !invoiceReady}
            title={invoiceReady ? undefined : catalogue('invoice.notAvailable', lang)}
            onClick={async () => {
              setBusy(true);
              const problem = await openInvoice(o.id, lang);
              setBusy(false);
              if (problem) toast.text(problem, 'error');
            }}
          >
            <ReceiptIcon size={16} />
            {t('order.invoice')}
          </button>
          {invoiceReady ? <EInvoiceDownload orderId={o.id} /> : null}
          {o.paymentId && canTrackShipment(o.status) ? (
            <a href={`/shipment/${o.paymentId}`} class="btn btn-outline btn-sm">
              <TruckIcon size={16} />
              {t('order.trackShipment')}
            </a>
          ) : null}
          {o.status === 'WaitingForPayment' && o.paymentId ? (
            <a href={`/payment/result?paymentId=${o.paymentId}`} class="btn btn-primary btn-sm">
              {t('order.payment')}
            </a>
          ) : null}
        </div>
      </div>
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
        <section class="card" aria-labelledby="order-items">
          <h2 id="order-items" class="sub-title">
            {t('order.items')}
          </h2>
          <ul class="review-lines">
            {o.items.map((item) => (
              <li>
                <Img image={item.image} alt="" sizes="56px" />
                <span>
                  {item.productId ? <a href={`/products/${item.productId}`}>{localized(item.name, lang)}</a> : localized(item.name, lang)}
                  {item.optionLabels?.length ? <span class="muted small"> ({labelText(item.optionLabels, lang)})</span> : null}
                  <span class="muted small">
                    {' '}
                    × {item.quantity} · <Money amount={item.finalPrice} />
                    {item.discount > 0 ? (
                      <del class="price-was">
                        <Money amount={item.itemPrice} />
                      </del>
                    ) : null}
                  </span>
                </span>
                <Money amount={item.lineTotal} />
              </li>
            ))}
          </ul>
          <OrderTotals figures={o} freeShipping={o.shipping === 0} couponCode={o.couponCode} />
        </section>
        <div class="order-side">
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
          {o.history?.length ? (
            <section class="card" aria-labelledby="order-history">
              <h2 id="order-history" class="sub-title">
                {t('order.history')}
              </h2>
              <ol class="timeline">
                {o.history.map((h) => (
                  <li>
                    <strong>{orderStatusLabel(h.status, lang)}</strong>
                    <time class="muted small" dateTime={h.at}>
                      {formatDate(h.at, lang, true)}
                    </time>
                    {h.note ? (
                      <p class="small user-text">
                        {h.status === 'OnTheWay' && o.carrier
                          ? [localized(o.carrier.name, lang), o.trackingNumber].filter(Boolean).join(' · ')
                          : orderEventNote(h, lang)}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
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

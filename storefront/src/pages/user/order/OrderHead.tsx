import { useState } from 'preact/hooks';
import type { OrderDto } from '../../../api/types';
import { EInvoiceDownload } from '../../../components/EInvoiceDownload';
import { ReceiptIcon, TruckIcon } from '../../../components/Icons';
import { OrderStatusBadge } from '../../../components/OrderStatus';
import { useT } from '../../../i18n';
import { canTrackShipment, catalogue } from '../../../lib/catalogue';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { openInvoice } from './open-invoice';

/** The order's number, date and status, and what can be done with it: invoice, e-invoice, tracking, payment. */
export function OrderHead({ order: o }: { order: OrderDto }) {
  const t = useT();
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const invoiceReady = !['WaitingForPayment', 'PaymentFailure'].includes(o.status);
  return (
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
  );
}

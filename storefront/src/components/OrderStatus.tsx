import { orderStatusLabel, paymentStatusLabel } from '../lib/catalogue';
import { useLanguage } from '../state/preferences';

/**
 * An order status as a coloured label (the catalogue's texts): a failed payment says how it failed
 * (cancelled, expired), and money given back shows beside it.
 */
export function OrderStatusBadge({ order }: { order: { status: string; paymentStatus?: string | null } }) {
  const lang = useLanguage();
  const refunded = order.paymentStatus === 'Refunded' || order.paymentStatus === 'PartiallyRefunded';
  return (
    <>
      <span class={`status status-${order.status}`}>{orderStatusLabel(order.status, lang, order.paymentStatus)}</span>
      {refunded ? <span class="status status-refunded">{paymentStatusLabel(order.paymentStatus, lang)}</span> : null}
    </>
  );
}

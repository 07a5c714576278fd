import { orderDisplayLabel, paymentStatusLabel } from '../lib/catalogue';
import { useLanguage } from '../state/preferences';

/**
 * An order status as a coloured label (the catalogue's texts): a failed payment says how it failed
 * (cancelled, expired, declined), and money given back shows beside it.
 */
export function OrderStatusBadge({ status, paymentStatus }: { status: string; paymentStatus?: string | null }) {
  const lang = useLanguage();
  const refunded = paymentStatus === 'Refunded' || paymentStatus === 'PartiallyRefunded';
  return (
    <>
      <span class={`status status-${status}`}>{orderDisplayLabel(status, paymentStatus, lang)}</span>
      {refunded ? <span class="status status-refunded">{paymentStatusLabel(paymentStatus, lang)}</span> : null}
    </>
  );
}

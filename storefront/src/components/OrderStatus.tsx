import { orderStatusLabel } from '../lib/catalogue';
import { useLanguage } from '../state/preferences';

/** An order status as a coloured label (the catalogue's texts); a failed payment says how it failed. */
export function OrderStatusBadge({ order }: { order: { status: string; paymentStatus?: string | null } }) {
  const lang = useLanguage();
  return <span class={`status status-${order.status}`}>{orderStatusLabel(order.status, lang, order.paymentStatus)}</span>;
}

import { orderStatusLabel } from '../lib/catalogue';
import { useLanguage } from '../state/preferences';

/** An order status as a coloured label (the catalogue's texts). */
export function OrderStatusBadge({ status }: { status: string }) {
  const lang = useLanguage();
  return <span class={`status status-${status}`}>{orderStatusLabel(status, lang)}</span>;
}

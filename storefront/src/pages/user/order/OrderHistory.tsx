import type { OrderDto } from '../../../api/types';
import { localized, useT } from '../../../i18n';
import { orderEventNote, orderStatusLabel } from '../../../lib/catalogue';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../state/preferences';

/** The order's timeline: each status with its time and note (nothing without a history). */
export function OrderHistory({ order: o }: { order: OrderDto }) {
  const t = useT();
  const lang = useLanguage();
  if (!o.history?.length) return null;
  return (
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
  );
}

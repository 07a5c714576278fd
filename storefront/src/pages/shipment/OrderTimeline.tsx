import type { OrderStatus } from '../../api/types';
import { CheckIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import { orderStatusLabel } from '../../lib/catalogue';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

const AHEAD: readonly OrderStatus[] = ['New', 'InPreparation', 'OnTheWay', 'Completed'];
const ENDED: readonly OrderStatus[] = ['Completed', 'Rejected', 'PaymentFailure'];

/**
 * The order's state as a timeline (issue 37 §7): each step it went through with its date, then,
 * while it is still under way, the steps still to come, muted; the current one marked for screen
 * readers. A step not reached yet is what is next, not an error.
 */
export function OrderTimeline({ timeline, status }: { timeline: Array<{ status: OrderStatus; at: string }>; status: OrderStatus }) {
  const t = useT();
  const lang = useLanguage();
  const passed = timeline.map((step) => step.status);
  const ahead = ENDED.includes(status) ? [] : AHEAD.slice(AHEAD.indexOf(status) + 1).filter((s) => !passed.includes(s));
  return (
    <ol class="track-timeline" aria-label={t('shipment.progress')}>
      {timeline.map((step, i) => (
        <li class="track-step is-done" aria-current={i === timeline.length - 1 ? 'step' : undefined}>
          <span class="track-dot" aria-hidden="true">
            <CheckIcon size={12} />
          </span>
          <span class="track-label">{orderStatusLabel(step.status, lang)}</span>
          <time class="track-date muted small" dateTime={step.at}>
            {formatDate(step.at, lang, true)}
          </time>
        </li>
      ))}
      {ahead.map((next) => (
        <li class="track-step">
          <span class="track-dot" aria-hidden="true" />
          <span class="track-label">{orderStatusLabel(next, lang)}</span>
        </li>
      ))}
    </ol>
  );
}

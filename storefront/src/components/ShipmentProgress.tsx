import { useT } from '../i18n';
import { orderStatusLabel } from '../lib/catalogue';
import { useLanguage } from '../state/preferences';
import { CheckIcon } from './Icons';

const PROGRESS = ['New', 'InPreparation', 'OnTheWay', 'Completed'] as const;

/** New → in preparation → on the way → delivered, the current step marked; nothing for a refused or unpaid order. */
export function ShipmentProgress({ status }: { status: string }) {
  const t = useT();
  const lang = useLanguage();
  const at = PROGRESS.indexOf(status as (typeof PROGRESS)[number]);
  if (at < 0) return null;
  return (
    <ol class="progress" aria-label={t('shipment.progress')}>
      {PROGRESS.map((step, i) => (
        <li class={`progress-step${i <= at ? ' is-done' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span class="progress-dot" aria-hidden="true">
            {i <= at ? <CheckIcon size={12} /> : null}
          </span>
          <span>{orderStatusLabel(step, lang)}</span>
        </li>
      ))}
    </ol>
  );
}

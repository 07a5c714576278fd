import { CheckIcon } from '../../components/Icons';
import { useT } from '../../i18n';

export type Step = 'shipping' | 'payment' | 'review' | 'done';
const STEPS: Step[] = ['shipping', 'payment', 'review', 'done'];

/** The checkout's four steps, the current one marked for screen readers. */
export function StepList({ step }: { step: Step }) {
  const t = useT();
  const at = STEPS.indexOf(step);
  return (
    <ol class="steps" aria-label={t('checkout.steps')}>
      {STEPS.map((s, i) => (
        <li class={`step${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span class="step-num" aria-hidden="true">
            {i < at ? <CheckIcon size={14} /> : i + 1}
          </span>
          <span class="step-label">{t(`checkout.step.${s}` as 'checkout.step.shipping')}</span>
        </li>
      ))}
    </ol>
  );
}

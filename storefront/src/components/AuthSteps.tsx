import { useT } from '../i18n';
import { CheckIcon } from './Icons';

/** The three password-reset steps of SPEC.md §4: email, code, new password. */
export function ResetSteps({ at }: { at: 0 | 1 | 2 }) {
  const t = useT();
  const labels = [t('reset.stepEmail'), t('reset.stepCode'), t('reset.stepPassword')];
  return (
    <ol class="steps steps-compact" aria-label={t('reset.steps')}>
      {labels.map((label, i) => (
        <li class={`step${i < at ? ' is-done' : ''}${i === at ? ' is-current' : ''}`} aria-current={i === at ? 'step' : undefined}>
          <span class="step-num" aria-hidden="true">
            {i < at ? <CheckIcon size={14} /> : i + 1}
          </span>
          <span class="step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}

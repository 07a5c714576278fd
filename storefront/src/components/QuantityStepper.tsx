import { useT } from '../i18n';
import { MinusIcon, PlusIcon } from './Icons';

/** − n + ; never below 1 (SPEC.md §5), never above `max` when given. */
export function QuantityStepper({
  value,
  onChange,
  max,
  label,
  size = 'md',
}: {
  value: number;
  onChange: (delta: number) => void;
  max?: number;
  label: string;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  return (
    <div class={`stepper stepper-${size}`} role="group" aria-label={label}>
      <button type="button" class="stepper-btn" aria-label={t('cart.decrease')} disabled={value <= 1} onClick={() => onChange(-1)}>
        <MinusIcon size={16} />
      </button>
      <output class="stepper-value" aria-live="polite" aria-label={t('cart.quantityIs', { count: value })}>
        {value}
      </output>
      <button
        type="button"
        class="stepper-btn"
        aria-label={t('cart.increase')}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(1)}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}

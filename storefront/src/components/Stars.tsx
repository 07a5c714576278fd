import { useT } from '../i18n';
import { formatNumber } from '../lib/format';
import { useLanguage } from '../state/preferences';
import { StarIcon } from './Icons';

/** A read-only rating: five stars filled to the average, with a text for screen readers. */
export function Stars({ value, count, size = 16 }: { value: number; count?: number; size?: number }) {
  const t = useT();
  const lang = useLanguage();
  const rounded = Math.round(value * 2) / 2;
  return (
    <span class="stars" title={t('product.ratingOf', { value: formatNumber(value, lang, 1) })}>
      <span class="sr-only">{t('product.ratingOf', { value: formatNumber(value, lang, 1) })}</span>
      <span class="stars-row" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <span class={`star ${rounded >= i ? 'full' : rounded >= i - 0.5 ? 'half' : 'empty'}`}>
            <StarIcon size={size} />
          </span>
        ))}
      </span>
      {count !== undefined ? <span class="stars-count">({formatNumber(count, lang)})</span> : null}
    </span>
  );
}

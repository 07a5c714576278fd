import type { ReviewPage } from '../../api/types';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../state/preferences';

/** How many reviews gave each number of stars, five to one, as bars. */
export function RatingDistribution({ distribution, count }: { distribution: ReviewPage['distribution']; count: number }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <ul class="distribution" aria-label={t('reviews.distribution')}>
      {(['5', '4', '3', '2', '1'] as const).map((star) => {
        const n = distribution[star] ?? 0;
        const pct = count ? Math.round((n / count) * 100) : 0;
        return (
          <li>
            <span>{t('reviews.stars', { count: Number(star) })}</span>
            <span class="bar" aria-hidden="true">
              <span style={{ inlineSize: `${pct}%` }} />
            </span>
            <span class="muted">{formatNumber(n, lang)}</span>
          </li>
        );
      })}
    </ul>
  );
}

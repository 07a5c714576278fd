import type { ReviewPage } from '../../api/types';
import { useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../state/preferences';
import { CheckIcon } from '../Icons';
import { Stars } from '../Stars';

/** The reviews of a page: name, stars, date, a verified-purchase badge and the comment. */
export function ReviewItems({ items }: { items: ReviewPage['items'] }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <ul class="review-items">
      {items.map((r) => (
        <li class="review">
          <div class="review-head">
            <strong>{r.userName}</strong>
            <Stars value={r.rating} size={14} />
          </div>
          <p class="review-meta">
            <time dateTime={r.createdAt}>{formatDate(r.createdAt, lang)}</time>
            {r.isVerifiedPurchase ? (
              <span class="badge badge-ok">
                <CheckIcon size={12} /> {t('reviews.verified')}
              </span>
            ) : null}
          </p>
          <p class="review-text user-text">{r.comment}</p>
        </li>
      ))}
    </ul>
  );
}

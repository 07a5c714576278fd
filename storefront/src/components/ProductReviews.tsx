import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { ProductDto, ReviewPage } from '../api/types';
import { ErrorState, Loading } from './Feedback';
import { CheckIcon } from './Icons';
import { useT } from '../i18n';
import { formatDate, formatNumber } from '../lib/format';
import { reviewsKey } from '../lib/keys';
import { useQuery } from '../lib/query';
import { useAuth } from '../state/auth';
import { useLanguage } from '../state/preferences';
import type { ReviewFormProps } from './ReviewForm';
import { Stars } from './Stars';

export function ProductReviews({ product }: { product: ProductDto }) {
  const t = useT();
  const lang = useLanguage();
  const { status, user } = useAuth();
  const reviews = useQuery<ReviewPage>(reviewsKey(product.id), () => catalog.reviews(product.id, 1, 10), { staleMs: 15_000 });
  const [Form, setForm] = useState<ComponentType<ReviewFormProps> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const openForm = () => {
    // the form (and its validation rules) is its own chunk: most visitors only read
    import('../components/ReviewForm').then(
      (m) => setForm(() => m.ReviewForm),
      () => setFormError(t('common.loadFailed')),
    );
  };
  const data = reviews.data;
  const average = data?.ratingAverage ?? product.ratingAverage;
  const count = data?.ratingCount ?? product.ratingCount;
  return (
    <section class="section reviews" aria-labelledby="reviews-title">
      <div class="section-head">
        <h2 id="reviews-title" class="section-title">
          {t('reviews.title')}
        </h2>
      </div>
      <div class="reviews-layout">
        <div class="reviews-summary">
          {/* no reviews: no "0.0" and empty stars, just that there are none yet */}
          {count > 0 ? <p class="reviews-average">{formatNumber(average, lang, 1)}</p> : null}
          {count > 0 ? <Stars value={average} /> : null}
          <p class="muted">{t('reviews.basedOn', { count })}</p>
          {data?.distribution && count > 0 ? (
            <ul class="distribution" aria-label={t('reviews.distribution')}>
              {(['5', '4', '3', '2', '1'] as const).map((star) => {
                const n = data.distribution[star] ?? 0;
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
          ) : null}
          {status === 'authenticated' && user ? (
            Form ? null : (
              <button type="button" class="btn btn-outline" onClick={openForm}>
                {data?.mine ? t('reviews.editYours') : t('reviews.write')}
              </button>
            )
          ) : (
            <p class="muted">
              {t('reviews.loginToWrite')} <a href={`/account?next=${encodeURIComponent(`/products/${product.id}`)}`}>{t('user.login')}</a>
            </p>
          )}
          {formError ? <p class="field-error">{formError}</p> : null}
        </div>
        <div class="reviews-list">
          {Form ? (
            <Form
              productId={product.id}
              mine={data?.mine ?? null}
              onDone={() => {
                setForm(null);
                reviews.reload();
              }}
              onCancel={() => setForm(null)}
            />
          ) : null}
          {reviews.loading && !data ? <Loading /> : null}
          {reviews.error && !data ? <ErrorState message={reviews.error.message} onRetry={reviews.reload} /> : null}
          {data && data.items.length === 0 ? <p class="muted">{t('reviews.none')}</p> : null}
          <ul class="review-items">
            {(data?.items ?? []).map((r) => (
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
        </div>
      </div>
    </section>
  );
}

/** Product JSON-LD (schema.org Product with its offer and rating). */

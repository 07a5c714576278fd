import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { ProductDto, ReviewPage } from '../api/types';
import { ErrorState, Loading } from './Feedback';
import { useT } from '../i18n';
import { formatNumber } from '../lib/format';
import { reviewsKey } from '../lib/keys';
import { useQuery } from '../lib/query';
import { useAuth } from '../state/auth';
import { useLanguage } from '../state/preferences';
import type { ReviewFormProps } from './ReviewForm';
import { RatingDistribution } from './reviews/RatingDistribution';
import { ReviewItems } from './reviews/ReviewItems';
import { Later } from './Later';
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
  // below the buy row: hydrated when it nears the viewport or the phone is idle
  return (
    <Later>
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
            {data?.distribution && count > 0 ? <RatingDistribution distribution={data.distribution} count={count} /> : null}
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
            <ReviewItems items={data?.items ?? []} />
          </div>
        </div>
      </section>
    </Later>
  );
}

import { reviewSchema } from '@ward/shared/validation/reviews';
import { ApiError } from '../api/client';
import { catalog } from '../api/endpoints';
import type { ReviewDto } from '../api/types';
import { useT } from '../i18n';
import { useSchemaForm } from '../lib/use-schema-form';
import { toast } from '../state/toasts';
import { Field, FormError, SubmitButton } from './Field';
import { StarIcon } from './Icons';

export interface ReviewFormProps {
  productId: number;
  mine: (ReviewDto & { isHidden?: boolean }) | null;
  onDone: () => void;
  onCancel: () => void;
}

/** SPEC.md §5: rating and comment required, login required; the shared rules and messages. */
export function ReviewForm({ productId, mine, onDone, onCancel }: ReviewFormProps) {
  const t = useT();
  const { values, set, bind, errors, formError, busy, form, submit } = useSchemaForm({
    rating: mine?.rating ?? 0,
    comment: mine?.comment ?? '',
  });
  const { rating } = values;

  const onSubmit = (e: Event) =>
    submit(e, reviewSchema, values, {
      send: async (data) => {
        await catalog.writeReview(productId, data);
        toast.success(mine ? 'reviews.updated' : 'reviews.saved');
        onDone();
      },
      failure: (err) =>
        err instanceof ApiError && err.status === 401 ? t('reviews.mustLogIn') : (err as Error).message || t('reviews.failed'),
    });

  return (
    <form class="review-form card" ref={form} onSubmit={onSubmit} noValidate>
      <h3 class="sub-title">{mine ? t('reviews.editYours') : t('reviews.write')}</h3>
      <FormError message={formError} />
      <fieldset
        class={`field rating-input${errors.rating ? ' has-error' : ''}`}
        aria-describedby={errors.rating ? 'rating-error' : undefined}
      >
        <legend class="field-label">{t('reviews.rating')}</legend>
        <div class="rating-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label class={`rating-star${n <= rating ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => set('rating')(n)}
                aria-invalid={errors.rating ? 'true' : undefined}
                class="sr-only"
              />
              <StarIcon size={28} />
              <span class="sr-only">{t('reviews.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="rating-error" class="field-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('reviews.comment')} {...bind('comment')} multiline rows={4} maxLength={2000} />
      <div class="form-actions">
        <SubmitButton busy={busy} label={t('reviews.submit')} />
        <button type="button" class="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

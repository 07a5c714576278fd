import { reviewSchema } from '@ward/shared/validation/reviews';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client';
import { catalog } from '../api/endpoints';
import type { ReviewDto } from '../api/types';
import { useT } from '../i18n';
import { focusFirstError, serverFieldErrors, validate, type FieldErrors } from '../lib/form';
import { useLanguage } from '../state/preferences';
import { toast } from '../state/toasts';
import { Field, FormError } from './Field';
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
  const lang = useLanguage();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const checked = validate(reviewSchema, { rating, comment }, lang);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await catalog.writeReview(productId, checked.data);
      toast.success(mine ? 'reviews.updated' : 'reviews.saved');
      onDone();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setFormError(err instanceof ApiError && err.status === 401 ? t('reviews.mustLogIn') : (err as Error).message || t('reviews.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="review-form card" ref={form} onSubmit={submit} noValidate>
      <h3 class="sub-title">{mine ? t('reviews.editYours') : t('reviews.write')}</h3>
      <FormError message={formError} />
      <fieldset class={`field rating-input${errors.rating ? ' has-error' : ''}`} aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend class="field-label">{t('reviews.rating')}</legend>
        <div class="rating-stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label class={`rating-star${n <= rating ? ' is-on' : ''}`}>
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} aria-invalid={errors.rating ? 'true' : undefined} class="sr-only" />
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
      <Field label={t('reviews.comment')} value={comment} onValue={setComment} error={errors.comment} multiline rows={4} maxLength={2000} />
      <div class="form-actions">
        <button type="submit" class="btn btn-primary" disabled={busy}>
          {busy ? t('common.sending') : t('reviews.submit')}
        </button>
        <button type="button" class="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

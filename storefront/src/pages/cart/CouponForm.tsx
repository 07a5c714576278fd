import { useEffect, useState } from 'preact/hooks';
import type { QuoteDto } from '../../api/types';
import { CheckIcon, CloseIcon } from '../../components/Icons';
import { useT } from '../../i18n';
import { setCouponCode } from '../../state/cart';
import { toast } from '../../state/toasts';

/**
 * The promo code. Applying one only sets the cart's code: the server's quote decides whether it
 * holds (`quote.coupon`) or why not (`quote.couponError`). A code refused on applying is dropped;
 * one that stops holding later (a smaller cart under its minimum) stays, with the reason shown.
 */
export function CouponForm({ code, quote, stale }: { code: string | null; quote: QuoteDto | null; stale: boolean }) {
  const t = useT();
  const [text, setText] = useState(code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState<string | null>(null);

  // the quote for the code just applied says whether it holds
  useEffect(() => {
    if (!applying || stale || !quote) return;
    if (quote.coupon) toast.success('coupon.applied');
    else if (quote.couponError) {
      setError(quote.couponError.message);
      setCouponCode(null);
    }
    setApplying(null);
  }, [quote, stale, applying]);

  const apply = (e: Event) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t('coupon.codeRequired'));
    setError(null);
    setApplying(trimmed);
    setCouponCode(trimmed);
  };
  const remove = () => {
    setCouponCode(null);
    setText('');
    setError(null);
    toast.info('coupon.removed');
  };

  const applied = code && !applying && quote?.coupon && !stale ? quote.coupon : null;
  const later = code && !applying && !stale ? quote?.couponError?.message : null;
  const message = error ?? later ?? null;
  return (
    <form class="coupon-form" onSubmit={apply} noValidate>
      <label for="coupon" class="field-label">
        {t('coupon.label')}
      </label>
      {applied ? (
        <p class="coupon-applied">
          <CheckIcon size={16} />
          <span>{t('coupon.appliedCode', { code: applied.code })}</span>
          <button type="button" class="link-btn" onClick={remove}>
            <CloseIcon size={14} /> {t('coupon.remove')}
          </button>
        </p>
      ) : (
        <div class="inline-field">
          <input
            id="coupon"
            class="input"
            value={text}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('coupon.placeholder')}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
            aria-invalid={message ? 'true' : undefined}
            aria-describedby={message ? 'coupon-error' : undefined}
          />
          <button type="submit" class="btn btn-outline" disabled={!!applying}>
            {t('coupon.apply')}
          </button>
        </div>
      )}
      {message ? (
        <p id="coupon-error" class="field-error" role="alert">
          {message}
          {later && code ? (
            <button type="button" class="link-btn" onClick={remove}>
              {t('coupon.remove')}
            </button>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

import type { QuoteDto } from '../../api/types';
import { GiftIcon } from '../../components/Icons';
import { Img } from '../../components/Img';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';
import type { SampleChoice } from './samples';

/**
 * "Free samples": a card with a checkbox per sample the shop offers now, a live counter
 * ("1 of 2 chosen"), the other cards disabled once the limit is reached, and what the quote
 * says of a chosen one (sold out meanwhile). Nothing shows when the shop offers none.
 */
export function SampleOptions({ samples, quote }: { samples: SampleChoice; quote: QuoteDto | null }) {
  const t = useT();
  const lang = useLanguage();
  const items = samples.offers?.items ?? [];
  if (!samples.max || !items.length) return null;
  const full = samples.picked.length >= samples.max;
  const problemOf = (productId: number) => quote?.samples?.find((s) => s.productId === productId)?.message ?? null;
  return (
    <fieldset class="sample-options" data-testid="sample-options" aria-describedby="samples-hint">
      <legend class="mini-title">
        <GiftIcon size={18} /> {t('samples.title')}
      </legend>
      <div class="sample-head">
        <p class="muted" id="samples-hint">
          {t('samples.hint', { count: samples.max })}
        </p>
        <p class="sample-counter" role="status" aria-live="polite" data-testid="sample-counter">
          {t('samples.counter', { chosen: samples.picked.length, max: samples.max })}
        </p>
      </div>
      <div class="sample-cards">
        {items.map((o) => {
          const checked = samples.picked.includes(o.productId);
          const disabled = full && !checked;
          const problem = checked ? problemOf(o.productId) : null;
          return (
            <label
              key={o.productId}
              class={`sample-card${checked ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}
              data-product-id={o.productId}
              title={disabled ? t('samples.limitReached') : undefined}
            >
              <Img image={o.image} alt="" sizes="160px" />
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(e) => samples.toggle(o.productId, (e.target as HTMLInputElement).checked)}
              />
              <span class="sample-free">{t('samples.free')}</span>
              <span class="sample-name">{localized(o.name, lang)}</span>
              {problem ? <span class="line-problem">{problem}</span> : null}
            </label>
          );
        })}
      </div>
      {full ? <p class="muted small">{t('samples.limitReached')}</p> : null}
      {quote?.sampleError ? <p class="line-problem">{quote.sampleError.message}</p> : null}
    </fieldset>
  );
}

import { PRICE_RANGES } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import { useT, type Translate } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { quickRangeIndex } from '../../lib/listing';
import { useLanguage } from '../../state/preferences';
import { choiceClass, Count } from './filter-choice';
import type { FiltersProps } from './ListingFilters';

/** A price range as words: «أقل من 100 ر.س», "SAR 100 to 500". */
export function rangeLabel(t: Translate, lang: 'ar' | 'en', r: { min?: number; max?: number }): string {
  const n = (v: number) => formatNumber(v, lang, Number.isInteger(v) ? 0 : 2);
  if (r.min === undefined && r.max !== undefined) return t('listing.under', { amount: n(r.max) });
  if (r.min !== undefined && r.max === undefined) return t('listing.over', { amount: n(r.min) });
  return t('listing.between', { min: n(r.min ?? 0), max: n(r.max ?? 0) });
}

/** Any price, the quick ranges with their counts, and a typed range. */
export function PriceFilter({ state, facets, update, idPrefix }: Omit<FiltersProps, 'categories'>) {
  const t = useT();
  const lang = useLanguage();
  const quick = quickRangeIndex(state.minPrice, state.maxPrice);
  return (
    <fieldset class="filter-group">
      <legend>{t('listing.price')}</legend>
      <label class="choice">
        <input
          type="radio"
          name={`${idPrefix}-price`}
          checked={state.minPrice === null && state.maxPrice === null}
          onChange={() => update({ minPrice: null, maxPrice: null })}
        />
        <span>{t('listing.anyPrice')}</span>
      </label>
      {PRICE_RANGES.map((r, i) => (
        <label class={choiceClass(facets?.prices[i]?.count)}>
          <input
            type="radio"
            name={`${idPrefix}-price`}
            checked={quick === i}
            onChange={() => update({ minPrice: r.min ?? null, maxPrice: r.max ?? null })}
          />
          <span>{rangeLabel(t, lang, r)}</span>
          <Count n={facets?.prices[i]?.count} />
        </label>
      ))}
      <CustomPriceRange state={state} update={update} />
    </fieldset>
  );
}

/** A typed minimum and maximum (a reversed range is swapped), applied with a button. */
function CustomPriceRange({ state, update }: Pick<FiltersProps, 'state' | 'update'>) {
  const t = useT();
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  useEffect(() => {
    setMin(state.minPrice?.toString() ?? '');
    setMax(state.maxPrice?.toString() ?? '');
  }, [state.minPrice, state.maxPrice]);
  const applyCustom = (e: Event) => {
    e.preventDefault();
    const lo = min.trim() === '' ? null : Math.max(0, Number(min));
    const hi = max.trim() === '' ? null : Math.max(0, Number(max));
    if ((lo !== null && !Number.isFinite(lo)) || (hi !== null && !Number.isFinite(hi))) return;
    // a reversed range is read the way it was meant
    const [a, b] = lo !== null && hi !== null && lo > hi ? [hi, lo] : [lo, hi];
    update({ minPrice: a, maxPrice: b });
  };
  return (
    <form class="price-custom" onSubmit={applyCustom}>
      <label>
        <span class="sr-only">{t('listing.minPrice')}</span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          placeholder={t('listing.min')}
          value={min}
          onInput={(e) => setMin((e.target as HTMLInputElement).value)}
        />
      </label>
      <span aria-hidden="true">–</span>
      <label>
        <span class="sr-only">{t('listing.maxPrice')}</span>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          placeholder={t('listing.max')}
          value={max}
          onInput={(e) => setMax((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="btn btn-outline btn-sm">
        {t('listing.apply')}
      </button>
    </form>
  );
}

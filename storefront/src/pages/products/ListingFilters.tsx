import { PRICE_RANGES } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import type { CategoryDto } from '../../api/types';
import { localized, useT, type Translate } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { quickRangeIndex, type ListingState } from '../../lib/listing';
import { useLanguage } from '../../state/preferences';

/** A price range as words: «أقل من 100 ر.س», "SAR 100 to 500". */
export function rangeLabel(t: Translate, lang: 'ar' | 'en', r: { min?: number; max?: number }): string {
  const n = (v: number) => formatNumber(v, lang, Number.isInteger(v) ? 0 : 2);
  if (r.min === undefined && r.max !== undefined) return t('listing.under', { amount: n(r.max) });
  if (r.min !== undefined && r.max === undefined) return t('listing.over', { amount: n(r.min) });
  return t('listing.between', { min: n(r.min ?? 0), max: n(r.max ?? 0) });
}

export interface FiltersProps {
  state: ListingState;
  categories: CategoryDto[] | undefined;
  update: (patch: Partial<ListingState>) => void;
  idPrefix: string;
}

/** Category, price (quick ranges or typed) and stock/offer filters; the side column on desktop, a sheet on phones. */
export function ListingFilters({ state, categories, update, idPrefix }: FiltersProps) {
  const t = useT();
  const lang = useLanguage();
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  useEffect(() => {
    setMin(state.minPrice?.toString() ?? '');
    setMax(state.maxPrice?.toString() ?? '');
  }, [state.minPrice, state.maxPrice]);
  const quick = quickRangeIndex(state.minPrice, state.maxPrice);
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
    <div class="filters">
      <fieldset class="filter-group">
        <legend>{t('listing.category')}</legend>
        <label class="choice">
          <input type="radio" name={`${idPrefix}-cat`} checked={state.categoryId === null} onChange={() => update({ categoryId: null })} />
          <span>{t('listing.allCategories')}</span>
        </label>
        {(categories ?? []).map((c) => (
          <label class="choice">
            <input
              type="radio"
              name={`${idPrefix}-cat`}
              checked={state.categoryId === c.id}
              onChange={() => update({ categoryId: c.id })}
            />
            <span>{localized(c.name, lang)}</span>
            <span class="choice-count">{formatNumber(c.productsCount, lang)}</span>
          </label>
        ))}
      </fieldset>
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
          <label class="choice">
            <input
              type="radio"
              name={`${idPrefix}-price`}
              checked={quick === i}
              onChange={() => update({ minPrice: r.min ?? null, maxPrice: r.max ?? null })}
            />
            <span>{rangeLabel(t, lang, r)}</span>
          </label>
        ))}
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
      </fieldset>
      <fieldset class="filter-group">
        <legend>{t('listing.more')}</legend>
        <label class="choice">
          <input type="checkbox" checked={state.inStock} onChange={(e) => update({ inStock: (e.target as HTMLInputElement).checked })} />
          <span>{t('listing.inStockOnly')}</span>
        </label>
        <label class="choice">
          <input
            type="checkbox"
            checked={state.discounted}
            onChange={(e) => update({ discounted: (e.target as HTMLInputElement).checked })}
          />
          <span>{t('listing.discountedOnly')}</span>
        </label>
        <label class="choice">
          <input type="checkbox" checked={state.featured} onChange={(e) => update({ featured: (e.target as HTMLInputElement).checked })} />
          <span>{t('listing.featuredOnly')}</span>
        </label>
      </fieldset>
    </div>
  );
}

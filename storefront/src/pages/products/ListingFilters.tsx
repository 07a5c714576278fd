import { PRICE_RANGES } from '@ward/shared/constants';
import { useEffect, useState } from 'preact/hooks';
import type { CategoryDto, ListingFacets } from '../../api/types';
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
  /** counts of the current results, each with the other filters applied (absent: the catalogue's own) */
  facets: ListingFacets | undefined;
  update: (patch: Partial<ListingState>) => void;
  idPrefix: string;
}

/** A choice that would show nothing is greyed (still choosable: other filters may change). */
const choiceClass = (n: number | undefined) => (n === 0 ? 'choice is-empty' : 'choice');

function Count({ n }: { n: number | undefined }) {
  const lang = useLanguage();
  return n === undefined ? null : <span class="choice-count">{formatNumber(n, lang)}</span>;
}

/**
 * Category, price (quick ranges or typed) and stock/offer filters, each choice with how many of
 * the results it would show (facets); the side column on desktop, a sheet on phones.
 */
export function ListingFilters({ state, categories, facets, update, idPrefix }: FiltersProps) {
  const t = useT();
  const lang = useLanguage();
  const inCategory = (c: CategoryDto) => (facets ? (facets.categories.find((f) => f.id === c.id)?.count ?? 0) : c.productsCount);
  // a search shows the categories it found something in (and the chosen one)
  const shownCategories = (categories ?? []).filter((c) => !facets || !state.search || inCategory(c) > 0 || c.id === state.categoryId);
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
        {shownCategories.map((c) => (
          <label class={choiceClass(inCategory(c))}>
            <input
              type="radio"
              name={`${idPrefix}-cat`}
              checked={state.categoryId === c.id}
              onChange={() => update({ categoryId: c.id })}
            />
            <span>{localized(c.name, lang)}</span>
            <Count n={inCategory(c)} />
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
        <label class={choiceClass(facets?.inStock)}>
          <input type="checkbox" checked={state.inStock} onChange={(e) => update({ inStock: (e.target as HTMLInputElement).checked })} />
          <span>{t('listing.inStockOnly')}</span>
          <Count n={facets?.inStock} />
        </label>
        <label class={choiceClass(facets?.discounted)}>
          <input
            type="checkbox"
            checked={state.discounted}
            onChange={(e) => update({ discounted: (e.target as HTMLInputElement).checked })}
          />
          <span>{t('listing.discountedOnly')}</span>
          <Count n={facets?.discounted} />
        </label>
        <label class="choice">
          <input type="checkbox" checked={state.featured} onChange={(e) => update({ featured: (e.target as HTMLInputElement).checked })} />
          <span>{t('listing.featuredOnly')}</span>
        </label>
      </fieldset>
    </div>
  );
}

import type { CategoryDto } from '../../api/types';
import { CloseIcon } from '../../components/Icons';
import { localized, useT, type Translate } from '../../i18n';
import type { ListingState } from '../../lib/listing';
import { rangeLabel } from './PriceFilter';

export interface FilterChip {
  label: string;
  clear: Partial<ListingState>;
}

/** The filters in force, each with what clearing it changes. */
export function activeFilters(state: ListingState, category: CategoryDto | undefined, t: Translate, lang: 'ar' | 'en'): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.search) chips.push({ label: t('listing.searchChip', { query: state.search }), clear: { search: '' } });
  if (category) chips.push({ label: localized(category.name, lang), clear: { categoryId: null } });
  if (state.minPrice !== null || state.maxPrice !== null) {
    chips.push({
      label: rangeLabel(t, lang, { min: state.minPrice ?? undefined, max: state.maxPrice ?? undefined }),
      clear: { minPrice: null, maxPrice: null },
    });
  }
  if (state.inStock) chips.push({ label: t('listing.inStockOnly'), clear: { inStock: false } });
  if (state.discounted) chips.push({ label: t('listing.discountedOnly'), clear: { discounted: false } });
  if (state.featured) chips.push({ label: t('listing.featuredOnly'), clear: { featured: false } });
  return chips;
}

/** How many filters narrow the listing: the search is what was asked for, not a filter of it. */
export function filterCount(chips: FilterChip[]): number {
  return chips.filter((c) => !('search' in c.clear)).length;
}

/** The active filters as removable chips, and "clear all" (null: the empty results offer it instead). */
export function FilterChips({
  chips,
  update,
  clearAll,
}: {
  chips: FilterChip[];
  update: (patch: Partial<ListingState>) => void;
  clearAll: (() => void) | null;
}) {
  const t = useT();
  if (!chips.length) return null;
  return (
    <ul class="chips" aria-label={t('listing.activeFilters')}>
      {chips.map((c) => (
        <li>
          <button type="button" class="chip" onClick={() => update(c.clear)} aria-label={t('listing.removeFilter', { name: c.label })}>
            {c.label}
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      {clearAll ? (
        <li>
          <button type="button" class="link-btn" onClick={clearAll}>
            {t('listing.clearAll')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

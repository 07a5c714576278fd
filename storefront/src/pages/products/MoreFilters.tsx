import { useT } from '../../i18n';
import { choiceClass, Count } from './filter-choice';
import type { FiltersProps } from './ListingFilters';

/** In stock, on offer and featured only. */
export function MoreFilters({ state, facets, update }: Pick<FiltersProps, 'state' | 'facets' | 'update'>) {
  const t = useT();
  return (
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
  );
}

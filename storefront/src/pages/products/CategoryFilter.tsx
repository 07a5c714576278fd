import type { CategoryDto } from '../../api/types';
import { localized, useT } from '../../i18n';
import { useLanguage } from '../../state/preferences';
import { choiceClass, Count } from './filter-choice';
import type { FiltersProps } from './ListingFilters';

/** "All categories" and each category with how many results it would show. */
export function CategoryFilter({ state, categories, facets, update, idPrefix }: FiltersProps) {
  const t = useT();
  const lang = useLanguage();
  const inCategory = (c: CategoryDto) => (facets ? (facets.categories.find((f) => f.id === c.id)?.count ?? 0) : c.productsCount);
  // a search shows the categories it found something in (and the chosen one)
  const shownCategories = (categories ?? []).filter((c) => !facets || !state.search || inCategory(c) > 0 || c.id === state.categoryId);
  return (
    <fieldset class="filter-group">
      <legend>{t('listing.category')}</legend>
      <label class="choice">
        <input type="radio" name={`${idPrefix}-cat`} checked={state.categoryId === null} onChange={() => update({ categoryId: null })} />
        <span>{t('listing.allCategories')}</span>
      </label>
      {shownCategories.map((c) => (
        <label class={choiceClass(inCategory(c))}>
          <input type="radio" name={`${idPrefix}-cat`} checked={state.categoryId === c.id} onChange={() => update({ categoryId: c.id })} />
          <span>{localized(c.name, lang)}</span>
          <Count n={inCategory(c)} />
        </label>
      ))}
    </fieldset>
  );
}

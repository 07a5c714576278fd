import type { SearchSuggestionsDto } from '../../api/types';
import { useT } from '../../i18n';
import type { Choice } from './search-choices';
import { CategorySuggestion, ProductSuggestion, SearchOption } from './SearchOptions';

interface SearchListboxProps {
  shown: SearchSuggestionsDto | null;
  query: string;
  choices: Choice[];
  products: Choice[];
  categories: Choice[];
  open: boolean;
  loading: boolean;
  active: number;
  setActive: (index: number) => void;
  go: (choice: Choice) => void;
}

/** The suggestions under the search box: "did you mean", products, categories, "see all results". */
export function SearchListbox({ shown, query, choices, products, categories, open, loading, active, setActive, go }: SearchListboxProps) {
  const t = useT();
  const option = (choice: Choice, cls: string) => ({ choice, index: choices.indexOf(choice), active, setActive, go, class: cls });
  return (
    <ul
      id="search-listbox"
      role="listbox"
      aria-label={t('search.label')}
      class="search-list"
      aria-busy={loading ? 'true' : undefined}
      hidden={!open}
    >
      {shown?.didYouMean ? (
        <SearchOption {...option(choices[0], 'search-option-fix')}>
          <span class="search-fix">{t('search.didYouMean', { query: shown.didYouMean })}</span>
        </SearchOption>
      ) : null}
      {products.length ? (
        <li role="presentation" class="search-heading">
          {t('search.products')}
        </li>
      ) : null}
      {products.map((choice) => (
        <SearchOption {...option(choice, 'search-option-product')}>
          <ProductSuggestion p={shown!.products.find((x) => x.id === choice.productId)!} query={query} />
        </SearchOption>
      ))}
      {categories.length ? (
        <li role="presentation" class="search-heading">
          {t('search.categories')}
        </li>
      ) : null}
      {categories.map((choice) => (
        <SearchOption {...option(choice, 'search-option-category')}>
          <CategorySuggestion c={shown!.categories.find((x) => `search-c${x.id}` === choice.id)!} query={query} />
        </SearchOption>
      ))}
      {open && !products.length && !categories.length && !shown?.didYouMean ? (
        <li role="presentation" class="search-empty">
          {t('search.none', { query })}
        </li>
      ) : null}
      {open ? (
        <SearchOption {...option(choices[choices.length - 1], 'search-option-all')}>
          <span>{t('search.seeAll', { query })}</span>
        </SearchOption>
      ) : null}
    </ul>
  );
}

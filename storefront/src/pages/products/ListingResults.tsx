import type { ProductListDto } from '../../api/types';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/Feedback';
import { Later } from '../../components/Later';
import { ProductCard } from '../../components/ProductCard';
import { useT } from '../../i18n';
import { listingQuery, withSearch, type ListingState } from '../../lib/listing';
import type { QueryState } from '../../lib/query';
import { recordSearchClick } from '../../lib/search-clicks';
import { NoResults } from './NoResults';

interface ListingResultsProps {
  state: ListingState;
  list: QueryState<ProductListDto>;
  base: string;
  clearAll: () => void;
}

/** "Did you mean", then the products (or an error, no results, an empty listing, skeletons while loading). */
export function ListingResults({ state, list, base, clearAll }: ListingResultsProps) {
  const t = useT();
  // which product a search led to (the back office's click-through); nothing about the shopper
  const countClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[href^="/products/"]');
    const id = Number(link?.getAttribute('href')?.split('/')[2]);
    if (state.search && Number.isInteger(id) && id > 0) recordSearchClick(state.search, id, 'results');
  };
  const didYouMean = list.data?.didYouMean;
  return (
    <>
      {didYouMean ? (
        <p class="did-you-mean">
          {t('search.didYouMeanLead')} <a href={`${base}${listingQuery(withSearch(state, didYouMean))}`}>{didYouMean}</a>
          {t('search.questionMark')}
        </p>
      ) : null}
      {list.error && !list.data ? (
        <ErrorState message={list.error.message} onRetry={list.reload} />
      ) : list.data?.noResults && list.data.items.length === 0 ? (
        <NoResults query={state.search} help={list.data.noResults} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState title={t('listing.empty')} text={t('listing.emptyText')}>
          <button type="button" class="btn btn-primary" onClick={clearAll}>
            {t('listing.clearAll')}
          </button>
        </EmptyState>
      ) : (
        <div class={`product-${state.view}`} aria-busy={list.loading ? 'true' : undefined} onClickCapture={countClick}>
          {list.data ? (
            list.data.items.map((p, i) => (
              <Later key={p.id}>
                <ProductCard product={p} view={state.view} priority={i === 0} titleLevel={2} />
              </Later>
            ))
          ) : (
            <CardSkeletons count={8} />
          )}
        </div>
      )}
    </>
  );
}

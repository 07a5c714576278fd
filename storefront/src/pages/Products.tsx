import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { CategoryDto, ProductListDto } from '../api/types';
import { Later } from '../components/Later';
import { Pagination } from '../components/Pagination';
import { useT } from '../i18n';
import { apiQuery, DEFAULT_LISTING, listingQuery, parseListing, productsKey, type ListingState } from '../lib/listing';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { activeFilters, FilterChips, filterCount } from './products/FilterChips';
import { FiltersSheet } from './products/FiltersSheet';
import { ListingBreadcrumbs } from './products/ListingBreadcrumbs';
import { ListingFilters } from './products/ListingFilters';
import { ListingResults } from './products/ListingResults';
import { ListingToolbar } from './products/ListingToolbar';
import { useListingHead } from './products/use-listing-head';
import { useListingSearch } from './products/use-listing-search';

/** SPEC.md §2 shop / products: search, sort, category and price filters, grid and list, pagination; all in the URL. */
export default function Products({ url, path }: { url?: string; path?: string }) {
  const t = useT();
  const lang = useLanguage();
  const base = path === '/shop' ? '/shop' : '/products';
  const search = url?.includes('?') ? url.slice(url.indexOf('?')) : typeof location !== 'undefined' ? location.search : '';
  const state = parseListing(search);
  const { text, setText, searchRef } = useListingSearch(search, base, state.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const categories = useQuery<CategoryDto[]>('/api/categories', catalog.categories, { staleMs: 120_000 });
  const key = productsKey(state);
  const list = useQuery<ProductListDto>(key, () => catalog.products(apiQuery(state)), { staleMs: 30_000 });

  const go = (next: ListingState, replace = false) => route(`${base}${listingQuery(next)}`, replace);
  const update = (patch: Partial<ListingState>) => {
    // a new filter starts from page 1
    go({ ...state, ...patch, page: 'page' in patch ? patch.page! : 1 });
  };

  // a new page of results starts at the top of the results
  const firstPage = useRef(state.page);
  useEffect(() => {
    if (firstPage.current !== state.page) resultsRef.current?.scrollIntoView({ block: 'start' });
    firstPage.current = state.page;
  }, [state.page]);

  const category = categories.data?.find((c) => c.id === state.categoryId);
  const heading = useListingHead(state, category);
  const total = list.data?.total ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;

  const chips = activeFilters(state, category, t, lang);
  const clearAll = () => {
    setText('');
    go({ ...DEFAULT_LISTING, pageSize: state.pageSize, view: state.view });
  };
  // filters that leave nothing show an empty state with its own "clear all" (ListingResults)
  const emptyState = list.data?.items.length === 0 && !list.data.noResults;
  const filters = { state, categories: categories.data, facets: list.data?.facets, update };

  return (
    <div class="container page page-listing">
      <ListingBreadcrumbs category={category} />
      <div class="listing-head">
        <h1 class="page-title">{heading}</h1>
        <p class="listing-count" role="status" aria-live="polite">
          {list.data ? t('listing.count', { count: total }) : '\u00a0'}
        </p>
      </div>
      <div class="listing-layout">
        <aside class="listing-aside only-desktop" aria-label={t('listing.filters')}>
          <Later>
            <ListingFilters {...filters} idPrefix="side" />
          </Later>
        </aside>
        <div class="listing-main" ref={resultsRef}>
          <ListingToolbar
            state={state}
            text={text}
            setText={setText}
            searchRef={searchRef}
            filterCount={filterCount(chips)}
            openFilters={() => setFiltersOpen(true)}
            go={go}
            update={update}
          />
          <FilterChips chips={chips} update={update} clearAll={emptyState ? null : clearAll} />
          <ListingResults state={state} list={list} base={base} clearAll={clearAll} />
          {list.data ? (
            <Later>
              <Pagination page={state.page} pages={pages} hrefFor={(p) => `${base}${listingQuery({ ...state, page: p })}`} />
            </Later>
          ) : null}
        </div>
      </div>
      <FiltersSheet open={filtersOpen} onClose={() => setFiltersOpen(false)} clearAll={clearAll} total={total} {...filters} />
    </div>
  );
}

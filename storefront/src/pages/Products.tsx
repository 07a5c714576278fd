import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { CategoryDto, ProductListDto } from '../api/types';
import { Dialog } from '../components/Dialog';
import { CardSkeletons, EmptyState, ErrorState } from '../components/Feedback';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { localized, useT } from '../i18n';
import { useHead } from '../lib/head';
import { apiQuery, DEFAULT_LISTING, listingQuery, parseListing, productsKey, withSearch, type ListingState } from '../lib/listing';
import { recordSearchClick } from '../lib/search-clicks';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';
import { activeFilters, FilterChips } from './products/FilterChips';
import { ListingFilters } from './products/ListingFilters';
import { ListingToolbar } from './products/ListingToolbar';
import { NoResults } from './products/NoResults';

const SEARCH_DEBOUNCE_MS = 350;

/** SPEC.md §2 shop / products: search, sort, category and price filters, grid and list, pagination; all in the URL. */
export default function Products({ url, path }: { url?: string; path?: string }) {
  const t = useT();
  const lang = useLanguage();
  const base = path === '/shop' ? '/shop' : '/products';
  const search = url?.includes('?') ? url.slice(url.indexOf('?')) : typeof location !== 'undefined' ? location.search : '';
  const state = parseListing(search);
  const [text, setText] = useState(state.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const categories = useQuery<CategoryDto[]>('/api/categories', catalog.categories, { staleMs: 120_000 });
  const key = productsKey(state);
  const list = useQuery<ProductListDto>(key, () => catalog.products(apiQuery(state)), { staleMs: 30_000 });

  const go = (next: ListingState, replace = false) => route(`${base}${listingQuery(next)}`, replace);
  const update = (patch: Partial<ListingState>) => {
    // a new filter starts from page 1
    go({ ...state, ...patch, page: 'page' in patch ? patch.page! : 1 });
  };

  // typing searches after a pause, without filling the history (onto the URL's listing as it is then)
  useEffect(() => {
    const current = parseListing(search);
    if (text.trim() === current.search.trim()) return;
    const timer = setTimeout(() => route(`${base}${listingQuery(withSearch(current, text))}`, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, base]);
  // back/forward changes the URL: the box follows
  useEffect(() => setText(state.search), [state.search]);
  // the header's search link (?focus=search) puts the cursor in the box, also when already here
  useEffect(() => {
    if (new URLSearchParams(search).get('focus') === 'search') searchRef.current?.focus();
  }, [search]);
  // a new page of results starts at the top of the results
  const firstPage = useRef(state.page);
  useEffect(() => {
    if (firstPage.current !== state.page) resultsRef.current?.scrollIntoView({ block: 'start' });
    firstPage.current = state.page;
  }, [state.page]);

  const category = categories.data?.find((c) => c.id === state.categoryId);
  const heading = state.search
    ? t('listing.resultsFor', { query: state.search })
    : category
      ? localized(category.name, lang)
      : t('listing.title');
  const total = list.data?.total ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;

  const canonicalState: ListingState = { ...DEFAULT_LISTING, categoryId: state.categoryId, page: state.page };
  useHead({
    title: heading,
    description: category ? localized(category.description, lang) : t('listing.metaDescription'),
    path: `/products${listingQuery(canonicalState)}`,
    noindex: !!state.search,
  });

  const chips = activeFilters(state, category, t, lang);
  const clearAll = () => {
    setText('');
    go({ ...DEFAULT_LISTING, pageSize: state.pageSize, view: state.view });
  };
  // which product a search led to (the back office's click-through); nothing about the shopper
  const countClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[href^="/products/"]');
    const id = Number(link?.getAttribute('href')?.split('/')[2]);
    if (state.search && Number.isInteger(id) && id > 0) recordSearchClick(state.search, id, 'results');
  };
  const didYouMean = list.data?.didYouMean;

  return (
    <div class="container page page-listing">
      <nav class="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <a href="/">{t('nav.home')}</a>
        <span aria-hidden="true">/</span>
        <a href="/products" aria-current={category ? undefined : 'page'}>
          {t('nav.shop')}
        </a>
        {category ? (
          <>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{localized(category.name, lang)}</span>
          </>
        ) : null}
      </nav>
      <div class="listing-head">
        <h1 class="page-title">{heading}</h1>
        <p class="listing-count" role="status" aria-live="polite">
          {list.data ? t('listing.count', { count: total }) : '\u00a0'}
        </p>
      </div>
      <div class="listing-layout">
        <aside class="listing-aside only-desktop" aria-label={t('listing.filters')}>
          <ListingFilters state={state} categories={categories.data} facets={list.data?.facets} update={update} idPrefix="side" />
        </aside>
        <div class="listing-main" ref={resultsRef}>
          <ListingToolbar
            state={state}
            text={text}
            setText={setText}
            searchRef={searchRef}
            chipCount={chips.length}
            openFilters={() => setFiltersOpen(true)}
            go={go}
            update={update}
          />
          <FilterChips chips={chips} update={update} clearAll={clearAll} />
          {didYouMean ? (
            <p class="did-you-mean">
              {t('search.didYouMeanLead')} <a href={`${base}${listingQuery(withSearch(state, didYouMean))}`}>{didYouMean}</a>
              {t('search.questionMark')}
            </p>
          ) : null}
          {list.error && !list.data ? (
            <ErrorState message={list.error.message} onRetry={list.reload} />
          ) : list.data?.noResults && list.data.items.length === 0 ? (
            <NoResults query={state.search} help={list.data.noResults} clearAll={clearAll} />
          ) : list.data && list.data.items.length === 0 ? (
            <EmptyState title={t('listing.empty')} text={t('listing.emptyText')}>
              <button type="button" class="btn btn-primary" onClick={clearAll}>
                {t('listing.clearAll')}
              </button>
            </EmptyState>
          ) : (
            <div class={`product-${state.view}`} aria-busy={list.loading ? 'true' : undefined} onClickCapture={countClick}>
              {list.data ? (
                list.data.items.map((p, i) => <ProductCard product={p} view={state.view} priority={i === 0} titleLevel={2} key={p.id} />)
              ) : (
                <CardSkeletons count={8} />
              )}
            </div>
          )}
          {list.data ? (
            <Pagination page={state.page} pages={pages} hrefFor={(p) => `${base}${listingQuery({ ...state, page: p })}`} />
          ) : null}
        </div>
      </div>
      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('listing.filters')}
        variant="sheet"
        closeLabel={t('common.close')}
      >
        <ListingFilters state={state} categories={categories.data} facets={list.data?.facets} update={update} idPrefix="sheet" />
        <div class="dialog-actions">
          <button type="button" class="btn btn-outline" onClick={clearAll}>
            {t('listing.clearAll')}
          </button>
          <button type="button" class="btn btn-primary" onClick={() => setFiltersOpen(false)}>
            {t('listing.showResults', { count: total })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

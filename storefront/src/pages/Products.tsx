import { LISTING_PAGE_SIZES, PRICE_RANGES, PRODUCT_SORTS, type ProductSort } from '@ward/shared/constants';
import { route } from 'preact-router';
import { useEffect, useRef, useState } from 'preact/hooks';
import { catalog } from '../api/endpoints';
import type { CategoryDto, Paged, ProductDto } from '../api/types';
import { Dialog } from '../components/Dialog';
import { CardSkeletons, EmptyState, ErrorState } from '../components/Feedback';
import { CloseIcon, FilterIcon, GridIcon, ListIcon, SearchIcon } from '../components/Icons';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { Tooltip } from '../components/Tooltip';
import { localized, useT, type Translate } from '../i18n';
import { formatNumber } from '../lib/format';
import { useHead } from '../lib/head';
import { apiQuery, DEFAULT_LISTING, listingQuery, parseListing, productsKey, quickRangeIndex, type ListingState } from '../lib/listing';
import { useQuery } from '../lib/query';
import { useLanguage } from '../state/preferences';

const SEARCH_DEBOUNCE_MS = 350;

function rangeLabel(t: Translate, lang: 'ar' | 'en', r: { min?: number; max?: number }): string {
  const n = (v: number) => formatNumber(v, lang, Number.isInteger(v) ? 0 : 2);
  if (r.min === undefined && r.max !== undefined) return t('listing.under', { amount: n(r.max) });
  if (r.min !== undefined && r.max === undefined) return t('listing.over', { amount: n(r.min) });
  return t('listing.between', { min: n(r.min ?? 0), max: n(r.max ?? 0) });
}

interface FiltersProps {
  state: ListingState;
  categories: CategoryDto[] | undefined;
  update: (patch: Partial<ListingState>) => void;
  idPrefix: string;
}

function Filters({ state, categories, update, idPrefix }: FiltersProps) {
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
  const list = useQuery<Paged<ProductDto>>(key, () => catalog.products(apiQuery(state)), { staleMs: 30_000 });

  const go = (next: ListingState, replace = false) => route(`${base}${listingQuery(next)}`, replace);
  const update = (patch: Partial<ListingState>) => {
    // a new filter starts from page 1
    go({ ...state, ...patch, page: 'page' in patch ? patch.page! : 1 });
  };

  // typing searches after a pause, without filling the history
  useEffect(() => {
    if (text.trim() === state.search.trim()) return;
    const timer = setTimeout(() => go({ ...state, search: text, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // back/forward changes the URL: the box follows
  useEffect(() => setText(state.search), [state.search]);
  useEffect(() => {
    if (new URLSearchParams(search).get('focus') === 'search') searchRef.current?.focus();
  }, []);
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

  const chips: Array<{ label: string; clear: Partial<ListingState> }> = [];
  if (state.search) chips.push({ label: `“${state.search}”`, clear: { search: '' } });
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
  const clearAll = () => {
    setText('');
    go({ ...DEFAULT_LISTING, sort: state.sort, pageSize: state.pageSize, view: state.view });
  };

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
          <Filters state={state} categories={categories.data} update={update} idPrefix="side" />
        </aside>
        <div class="listing-main" ref={resultsRef}>
          <div class="toolbar">
            <form
              class="search-box"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                go({ ...state, search: text, page: 1 });
              }}
            >
              <label for="listing-search" class="sr-only">
                {t('listing.search')}
              </label>
              <SearchIcon size={18} />
              <input
                id="listing-search"
                ref={searchRef}
                type="search"
                enterKeyHint="search"
                placeholder={t('listing.searchPlaceholder')}
                value={text}
                maxLength={100}
                onInput={(e) => setText((e.target as HTMLInputElement).value)}
              />
            </form>
            <div class="toolbar-controls">
              <button type="button" class="btn btn-outline btn-sm only-mobile" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
                <FilterIcon size={16} />
                {t('listing.filters')}
                {chips.length ? <span class="count-pill">{chips.length}</span> : null}
              </button>
              <label class="select-label">
                <span>{t('listing.sort')}</span>
                <select value={state.sort} onChange={(e) => update({ sort: (e.target as HTMLSelectElement).value as ProductSort })}>
                  {PRODUCT_SORTS.map((s) => (
                    <option value={s}>{t(`sort.${s}` as 'sort.featured')}</option>
                  ))}
                </select>
              </label>
              <label class="select-label">
                <span>{t('listing.perPage')}</span>
                <select
                  value={String(state.pageSize)}
                  onChange={(e) => update({ pageSize: Number((e.target as HTMLSelectElement).value) })}
                >
                  {LISTING_PAGE_SIZES.map((n) => (
                    <option value={String(n)}>{n}</option>
                  ))}
                </select>
              </label>
              <div class="view-toggle" role="group" aria-label={t('listing.view')}>
                <Tooltip text={t('listing.grid')}>
                  <button
                    type="button"
                    class="icon-btn"
                    aria-label={t('listing.grid')}
                    aria-pressed={state.view === 'grid'}
                    onClick={() => go({ ...state, view: 'grid' }, true)}
                  >
                    <GridIcon size={20} />
                  </button>
                </Tooltip>
                <Tooltip text={t('listing.list')}>
                  <button
                    type="button"
                    class="icon-btn"
                    aria-label={t('listing.list')}
                    aria-pressed={state.view === 'list'}
                    onClick={() => go({ ...state, view: 'list' }, true)}
                  >
                    <ListIcon size={20} />
                  </button>
                </Tooltip>
              </div>
            </div>
          </div>
          {chips.length ? (
            <ul class="chips" aria-label={t('listing.activeFilters')}>
              {chips.map((c) => (
                <li>
                  <button
                    type="button"
                    class="chip"
                    onClick={() => update(c.clear)}
                    aria-label={t('listing.removeFilter', { name: c.label })}
                  >
                    {c.label}
                    <CloseIcon size={14} />
                  </button>
                </li>
              ))}
              <li>
                <button type="button" class="link-btn" onClick={clearAll}>
                  {t('listing.clearAll')}
                </button>
              </li>
            </ul>
          ) : null}
          {list.error && !list.data ? (
            <ErrorState message={list.error.message} onRetry={list.reload} />
          ) : list.data && list.data.items.length === 0 ? (
            <EmptyState title={t('listing.empty')} text={t('listing.emptyText')}>
              <button type="button" class="btn btn-primary" onClick={clearAll}>
                {t('listing.clearAll')}
              </button>
            </EmptyState>
          ) : (
            <div class={`product-${state.view}`} aria-busy={list.loading ? 'true' : undefined}>
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
        <Filters state={state} categories={categories.data} update={update} idPrefix="sheet" />
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

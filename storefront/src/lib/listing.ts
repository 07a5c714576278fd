import { LISTING_PAGE_SIZES, PRICE_RANGES, PRODUCT_SORTS, type ProductSort } from '@ward/shared/constants';
import type { ProductQuery } from '../api/endpoints';

/** The listing's state, kept in the URL (so it can be shared, reloaded and crawled). */
export interface ListingState {
  search: string;
  categoryId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  discounted: boolean;
  featured: boolean;
  sort: ProductSort;
  page: number;
  pageSize: number;
  view: 'grid' | 'list';
}

export const DEFAULT_LISTING: ListingState = {
  search: '',
  categoryId: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  discounted: false,
  featured: false,
  sort: 'featured',
  page: 1,
  pageSize: LISTING_PAGE_SIZES[0],
  view: 'grid',
};

const num = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** The order a listing has when the URL names none: a search's best matches first, else the shop's own. */
export const defaultSort = (search: string): ProductSort => (search.trim() ? 'relevance' : 'featured');

export function parseListing(search: string): ListingState {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const sort = q.get('sort') as ProductSort | null;
  const text = (q.get('search') ?? q.get('q') ?? '').slice(0, 100);
  const pageSize = Number(q.get('pageSize'));
  const page = Math.floor(Number(q.get('page')));
  const categoryId = num(q.get('categoryId'));
  return {
    search: text,
    categoryId: categoryId && Number.isInteger(categoryId) ? categoryId : null,
    minPrice: num(q.get('minPrice')),
    maxPrice: num(q.get('maxPrice')),
    inStock: q.get('inStock') === 'true',
    discounted: q.get('discounted') === 'true',
    featured: q.get('featured') === 'true',
    // "best match" means nothing without a search
    sort: sort && PRODUCT_SORTS.includes(sort) && !(sort === 'relevance' && !text.trim()) ? sort : defaultSort(text),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: (LISTING_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_LISTING.pageSize,
    view: q.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL query of a listing state, defaults left out (stable order: equal states, equal URLs). */
export function listingQuery(s: ListingState): string {
  const q = new URLSearchParams();
  if (s.search.trim()) q.set('search', s.search.trim());
  if (s.categoryId !== null) q.set('categoryId', String(s.categoryId));
  if (s.minPrice !== null) q.set('minPrice', String(s.minPrice));
  if (s.maxPrice !== null) q.set('maxPrice', String(s.maxPrice));
  if (s.inStock) q.set('inStock', 'true');
  if (s.discounted) q.set('discounted', 'true');
  if (s.featured) q.set('featured', 'true');
  if (s.sort !== defaultSort(s.search)) q.set('sort', s.sort);
  if (s.pageSize !== DEFAULT_LISTING.pageSize) q.set('pageSize', String(s.pageSize));
  if (s.page > 1) q.set('page', String(s.page));
  if (s.view !== 'grid') q.set('view', s.view);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** What the API is asked (the view is the page's own business). */
export function apiQuery(s: ListingState): ProductQuery {
  return {
    search: s.search.trim() || undefined,
    categoryId: s.categoryId ?? undefined,
    minPrice: s.minPrice ?? undefined,
    maxPrice: s.maxPrice ?? undefined,
    inStock: s.inStock || undefined,
    discounted: s.discounted || undefined,
    featured: s.featured || undefined,
    sort: s.sort,
    page: s.page,
    pageSize: s.pageSize,
    facets: true,
  };
}

/** The cache key of a listing answer: the same on the server render and in the browser. */
export function productsKey(s: ListingState): string {
  const { view: _v, ...rest } = s;
  return `/api/products${listingQuery({ ...rest, view: 'grid' })}|${s.sort}|${s.pageSize}`;
}

/** Which quick range (SPEC.md §9) the min/max match, or -1. */
export function quickRangeIndex(min: number | null, max: number | null): number {
  return PRICE_RANGES.findIndex((r) => (r.min ?? null) === min && (r.max ?? null) === max);
}

/** Page numbers with gaps: 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(page: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: Array<number | 'gap'> = [1];
  const from = Math.max(2, page - 1);
  const to = Math.min(pages - 1, page + 1);
  if (from > 2) out.push('gap');
  for (let i = from; i <= to; i++) out.push(i);
  if (to < pages - 1) out.push('gap');
  out.push(pages);
  return out;
}

/** A new search from page 1; a sort left at its default follows the search's default (best match). */
export function withSearch(s: ListingState, search: string): ListingState {
  return { ...s, search, page: 1, sort: s.sort === defaultSort(s.search) ? defaultSort(search) : s.sort };
}

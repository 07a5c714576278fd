import { PRICE_RANGES, type Language, type ListingFacets, type ProductSort } from '@ward/shared';
import type { CatalogSnapshot } from './catalog-snapshot.js';

export interface ListingFilters {
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  discounted?: boolean;
  inStock?: boolean;
}

export interface ListingRequest {
  filters: ListingFilters;
  sort: ProductSort;
  lang: Language;
  page: number;
  pageSize: number;
  /** a search's matches, best first (null: the whole catalogue) */
  within: number[] | null;
  facets: boolean;
}

export interface ListingSelection {
  ids: number[];
  total: number;
  facets?: ListingFacets;
}

const CATEGORY = 1;
const PRICE = 2;
const STOCK = 4;
const DISCOUNTED = 8;
const FEATURED = 16;

/** Which of the filters the product at `at` fails, as bits. */
function failures(s: CatalogSnapshot, at: number, f: ListingFilters): number {
  let mask = 0;
  if (f.categoryId !== undefined && s.categories[at] !== f.categoryId) mask |= CATEGORY;
  const price = s.prices[at];
  if ((f.minPrice !== undefined && price < f.minPrice) || (f.maxPrice !== undefined && price > f.maxPrice)) mask |= PRICE;
  if (f.inStock !== undefined && s.stock[at] > 0 !== f.inStock) mask |= STOCK;
  if (f.discounted !== undefined && (s.discounted[at] === 1) !== f.discounted) mask |= DISCOUNTED;
  if (f.featured !== undefined && (s.featured[at] === 1) !== f.featured) mask |= FEATURED;
  return mask;
}

/** The candidates in the order asked: a search's own order, or one of the snapshot's (read backwards for descending). */
interface Walk {
  order: ArrayLike<number>;
  backwards: boolean;
  /** only these positions (a search read in another order), or all */
  member: Uint8Array | null;
}

function walk(s: CatalogSnapshot, sort: ProductSort, lang: Language, within: number[] | null): Walk {
  if (within && sort === 'relevance') {
    const order: number[] = [];
    for (const id of within) {
      const at = s.positionOf.get(id);
      if (at !== undefined) order.push(at);
    }
    return { order, backwards: false, member: null };
  }
  const names = lang === 'en' ? s.orders.nameEn : s.orders.nameAr;
  const orders = {
    relevance: s.orders.featured,
    featured: s.orders.featured,
    price_asc: s.orders.price,
    price_desc: s.orders.price,
    name_asc: names,
    name_desc: names,
  };
  let member: Uint8Array | null = null;
  if (within) {
    member = new Uint8Array(s.size);
    for (const id of within) {
      const at = s.positionOf.get(id);
      if (at !== undefined) member[at] = 1;
    }
  }
  return { order: orders[sort], backwards: sort === 'price_desc' || sort === 'name_desc', member };
}

function emptyFacets(): ListingFacets {
  return { categories: [], prices: PRICE_RANGES.map((r) => ({ ...r, count: 0 })), inStock: 0, discounted: 0 };
}

/**
 * One listing page from the snapshot: the ids of the page, the total, and (when asked) the facets,
 * in one pass over the candidates without asking PostgreSQL anything. A product failing exactly
 * one filter still counts towards that filter's facet ("disjunctive" facets: a shopper sees what
 * choosing another category or price range would give).
 */
export function selectListing(s: CatalogSnapshot, req: ListingRequest): ListingSelection {
  const { order, backwards, member } = walk(s, req.sort, req.lang, req.within);
  const n = order.length;
  const start = (req.page - 1) * req.pageSize;
  const end = start + req.pageSize;
  const ids: number[] = [];
  const facets = req.facets ? emptyFacets() : null;
  const categoryCounts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    const at = order[backwards ? n - 1 - i : i];
    if (member && member[at] === 0) continue;
    const mask = failures(s, at, req.filters);
    if (mask === 0) {
      if (total >= start && total < end) ids.push(s.ids[at]);
      total++;
    }
    if (!facets) continue;
    if ((mask & ~CATEGORY) === 0) categoryCounts.set(s.categories[at], (categoryCounts.get(s.categories[at]) ?? 0) + 1);
    if ((mask & ~PRICE) === 0) {
      for (const range of facets.prices)
        if ((range.min ?? 0) <= s.prices[at] && (range.max === undefined || s.prices[at] <= range.max)) range.count++;
    }
    if ((mask & ~STOCK) === 0 && s.stock[at] > 0) facets.inStock++;
    if ((mask & ~DISCOUNTED) === 0 && s.discounted[at] === 1) facets.discounted++;
  }
  if (facets)
    facets.categories = [...categoryCounts].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id);
  return { ids, total, ...(facets ? { facets } : {}) };
}

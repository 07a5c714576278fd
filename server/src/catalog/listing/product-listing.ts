import { Injectable } from '@nestjs/common';
import type { Language, ProductListDto, ProductSort } from '@ward/shared';
import type { ProductListQuery } from '../product-query.js';
import { ProductCards } from '../product-cards.js';
import { SearchRecorder } from '../search/analytics/search-recorder.js';
import { didYouMean } from '../search/did-you-mean.js';
import { NoResults } from '../search/no-results.js';
import { ProductSearch } from '../search/product-search.js';
import { CatalogIndex } from './catalog-index.js';

/**
 * The storefront listing (`GET /api/products`): a search's matches (or the whole catalogue)
 * filtered, sorted, counted and faceted from the in-memory catalogue index, then the page's
 * products from memory (product-cards.ts: only those not there are read, by id, in one
 * statement). A search that finds nothing comes with the closest categories and popular products.
 */
@Injectable()
export class ProductListing {
  constructor(
    private readonly cards: ProductCards,
    private readonly index: CatalogIndex,
    private readonly search: ProductSearch,
    private readonly noResults: NoResults,
    private readonly recorder: SearchRecorder,
  ) {}

  async list(query: ProductListQuery, lang: Language): Promise<ProductListDto> {
    const { page, pageSize } = query;
    const matches = query.search ? this.search.matches(query.search) : undefined;
    // a search without a word to look for (only punctuation…) finds nothing
    if (matches === null) return { items: [], total: 0, page, pageSize, didYouMean: null };
    const found = await matches;
    // the first page of a search is a search (its other pages, sorts and filters are not counted again)
    if (found && page === 1) this.recorder.search(query.search!, found.ids.length);
    const sort: ProductSort = query.sort === 'relevance' && !found ? 'featured' : (query.sort ?? (found ? 'relevance' : 'featured'));
    const selection = await this.index.select({
      filters: {
        categoryId: query.categoryId,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        featured: query.featured,
        discounted: query.discounted,
        inStock: query.inStock,
      },
      sort,
      lang,
      page,
      pageSize,
      within: found?.ids ?? null,
      facets: query.facets === true,
    });
    const items = await this.cards.summaries(selection.ids);
    const suggestion = found ? didYouMean(found) : undefined;
    return {
      items,
      total: selection.total,
      page,
      pageSize,
      ...(selection.facets ? { facets: selection.facets } : {}),
      ...(found ? { didYouMean: suggestion } : {}),
      ...(found && !found.ids.length ? { noResults: await this.noResults.help(suggestion ?? query.search!) } : {}),
    };
  }
}

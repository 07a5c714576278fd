import { Injectable } from '@nestjs/common';
import type { SearchSuggestionsDto } from '@ward/shared';
import { CatalogIndex } from '../listing/catalog-index.js';
import { CategoryNames, wordsNamed } from './category-words.js';
import { didYouMean } from './did-you-mean.js';
import { ProductSearch } from './product-search.js';
import { SuggestedProducts } from './suggested-products.js';

const PRODUCTS = 6;
const CATEGORIES = 3;

/**
 * Search-as-you-type: the best six products for what is typed so far (the last word as the
 * beginning of a word), the categories whose name matches with how many of the matches they
 * hold, and "did you mean" for a misspelling. The matches are kept like a search's (product-search.ts),
 * the six products' summaries per product (suggested-products.ts).
 */
@Injectable()
export class Suggestions {
  constructor(
    private readonly search: ProductSearch,
    private readonly index: CatalogIndex,
    private readonly categoryNames: CategoryNames,
    private readonly products: SuggestedProducts,
  ) {}

  async suggest(query: string): Promise<SearchSuggestionsDto> {
    const found = this.search.matches(query, { typing: true });
    if (!found) return { query, products: [], categories: [], didYouMean: null };
    const matches = await found;
    const snapshot = await this.index.current();
    const products = await this.products.of(matches.ids.slice(0, PRODUCTS), snapshot);
    const typed = matches.plan.clauses.flatMap((c) => c.words);
    const named = (await this.categoryNames.all()).filter((c) => wordsNamed(c, typed, true) === typed.length);
    const counts = new Map<number, number>(named.map((c) => [c.id, 0]));
    if (named.length)
      for (const id of matches.ids) {
        const at = snapshot.positionOf.get(id);
        const category = at === undefined ? undefined : snapshot.categories[at];
        if (category !== undefined && counts.has(category)) counts.set(category, counts.get(category)! + 1);
      }
    const categories = named
      .map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id)! }))
      .sort((a, b) => b.count - a.count)
      .slice(0, CATEGORIES);
    // while a word is half typed it is "unknown": offer a correction only when little matches
    return { query, products, categories, didYouMean: matches.ids.length < PRODUCTS ? didYouMean(matches) : null };
  }
}

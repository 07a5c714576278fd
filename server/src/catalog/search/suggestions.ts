import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ImageDto, SearchSuggestionsDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogIndex } from '../listing/catalog-index.js';
import { productStockTotal } from '../variants/variant-sql.js';
import { CategoryNames, wordsNamed } from './category-words.js';
import { didYouMean } from './did-you-mean.js';
import { ProductSearch } from './product-search.js';

const PRODUCTS = 6;
const CATEGORIES = 3;

const SUGGESTED = `SELECT p.id, p."nameAr", p."nameEn", p.images->0 AS image, p.price::float8 AS price, p."finalPrice"::float8 AS "finalPrice",
    ${productStockTotal('p')} AS stock
  FROM products p WHERE p.id = ANY($1::int[])`;

/**
 * Search-as-you-type: the best six products for what is typed so far (the last word as the
 * beginning of a word), the categories whose name matches with how many of the matches they
 * hold, and "did you mean" for a misspelling. One statement for the matches (kept per query like
 * a search's), one for the six products.
 */
@Injectable()
export class Suggestions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly search: ProductSearch,
    private readonly index: CatalogIndex,
    private readonly categoryNames: CategoryNames,
  ) {}

  async suggest(query: string): Promise<SearchSuggestionsDto> {
    const found = this.search.matches(query, { typing: true });
    if (!found) return { query, products: [], categories: [], didYouMean: null };
    const matches = await found;
    const snapshot = await this.index.current();
    const { rows } = await pgPool(this.db).query<{
      id: number;
      nameAr: string;
      nameEn: string;
      image: ImageDto | null;
      price: number;
      finalPrice: number;
      stock: number;
    }>({ name: 'suggested-products', text: SUGGESTED, values: [matches.ids.slice(0, PRODUCTS)] });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const products = matches.ids.slice(0, PRODUCTS).flatMap((id) => {
      const r = byId.get(id);
      return r
        ? [{ id, name: { ar: r.nameAr, en: r.nameEn }, image: r.image, price: r.price, finalPrice: r.finalPrice, inStock: r.stock > 0 }]
        : [];
    });
    const perCategory = new Map<number, number>();
    for (const id of matches.ids) {
      const at = snapshot.positionOf.get(id);
      if (at !== undefined) perCategory.set(snapshot.categories[at], (perCategory.get(snapshot.categories[at]) ?? 0) + 1);
    }
    const typed = matches.plan.clauses.flatMap((c) => c.words);
    const categories = (await this.categoryNames.all())
      .filter((c) => wordsNamed(c, typed, true) === typed.length)
      .map((c) => ({ id: c.id, name: c.name, count: perCategory.get(c.id) ?? 0 }))
      .sort((a, b) => b.count - a.count)
      .slice(0, CATEGORIES);
    // while a word is half typed it is "unknown": offer a correction only when little matches
    return { query, products, categories, didYouMean: matches.ids.length < PRODUCTS ? didYouMean(matches) : null };
  }
}

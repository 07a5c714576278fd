import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { searchWords, type Localized, type ProductSummaryDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogEvents } from '../catalog-events.js';
import { CatalogIndex } from '../listing/catalog-index.js';
import type { CatalogSnapshot } from '../listing/catalog-snapshot.js';
import { ProductCards } from '../product-cards.js';
import { CategoryNames, wordsNamed } from './category-words.js';

const CATEGORIES = 3;
const POPULAR = 8;
/** Best sellers are counted again after this long (orders do not clear them). */
const POPULAR_FOR_MS = 10 * 60_000;

/** Products per category, once per snapshot (a new one comes with every catalogue change). */
const categoryCountsOf = new WeakMap<CatalogSnapshot, Map<number, number>>();
function categoryCounts(snapshot: CatalogSnapshot): Map<number, number> {
  let counts = categoryCountsOf.get(snapshot);
  if (!counts) {
    counts = new Map();
    for (const category of snapshot.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
    categoryCountsOf.set(snapshot, counts);
  }
  return counts;
}

/** Units sold in the last 30 days, per product, best first. */
const BEST_SELLERS = `
  SELECT i."productId" AS id FROM orders o JOIN order_items i ON i."orderId" = o.id
  WHERE o."createdAt" > now() - interval '30 days' AND o.status NOT IN ('Rejected', 'PaymentFailure') AND i."productId" IS NOT NULL
  GROUP BY i."productId" ORDER BY sum(i.quantity) DESC, i."productId" DESC LIMIT 48`;

export interface NoResultsHelp {
  categories: Array<{ id: number; name: Localized; count: number }>;
  popular: ProductSummaryDto[];
}

/**
 * What a search that found nothing offers instead: the categories whose names share the most
 * words with the query (the largest ones when none does), and the products selling best this
 * month that are in stock (the featured ones when nothing sold).
 */
@Injectable()
export class NoResults {
  private bestSellers: { at: number; ids: Promise<number[]> } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly index: CatalogIndex,
    private readonly categoryNames: CategoryNames,
    private readonly cards: ProductCards,
    events: CatalogEvents,
  ) {
    events.onChange(() => (this.bestSellers = null));
  }

  async help(query: string): Promise<NoResultsHelp> {
    const snapshot = await this.index.current();
    const counts = categoryCounts(snapshot);
    const words = searchWords(query);
    const all = await this.categoryNames.all();
    const close = all
      .map((c) => ({ c, named: wordsNamed(c, words, false) }))
      .filter((x) => x.named > 0)
      .sort((a, b) => b.named - a.named || (counts.get(b.c.id) ?? 0) - (counts.get(a.c.id) ?? 0));
    const ranked = close.length ? close.map((x) => x.c) : [...all].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0));
    const categories = ranked.slice(0, CATEGORIES).map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id) ?? 0 }));
    return { categories, popular: await this.popular(snapshot) };
  }

  /** The same for every query, from memory (the best sellers' ids and the products' cards) but for the rare miss. */
  private async popular(snapshot: CatalogSnapshot): Promise<ProductSummaryDto[]> {
    const sold = (await this.bestSellerIds()).filter((id) => snapshot.inStock(id));
    const featured: number[] = [];
    for (const at of snapshot.orders.featured) {
      if (sold.length + featured.length >= POPULAR) break;
      const id = snapshot.ids[at];
      if (snapshot.stock[at] > 0 && !sold.includes(id)) featured.push(id);
    }
    return this.cards.summaries([...sold, ...featured].slice(0, POPULAR));
  }

  private bestSellerIds(): Promise<number[]> {
    if (this.bestSellers && Date.now() - this.bestSellers.at < POPULAR_FOR_MS) return this.bestSellers.ids;
    const ids = pgPool(this.db)
      .query<{ id: number }>(BEST_SELLERS)
      .then((r) => r.rows.map((row) => row.id));
    this.bestSellers = { at: Date.now(), ids };
    ids.catch(() => (this.bestSellers = null));
    return ids;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ImageDto, SearchSuggestionsDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogEvents } from '../catalog-events.js';
import type { CatalogSnapshot } from '../listing/catalog-snapshot.js';

type SuggestedProduct = SearchSuggestionsDto['products'][number];
type Summary = Omit<SuggestedProduct, 'inStock'>;

const SUMMARIES = `SELECT p.id, p."nameAr", p."nameEn", p.images->0 AS image, p.price::float8 AS price, p."finalPrice"::float8 AS "finalPrice"
  FROM products p WHERE p.id = ANY($1::int[])`;

/** Summaries are read again after this long even without a catalogue change (prices a schedule may move). */
const KEEP_MS = 60_000;
/** At most this many are held (a shop's whole catalogue of up to 100,000 takes about 30 MB): beyond, they start over. */
const MAX_KEPT = 20_000;

/**
 * What suggestions show of a product (name, first image, prices), kept in memory per product
 * until the catalogue changes, so typing reads PostgreSQL only for products not shown lately;
 * whether it is in stock comes from the catalogue index, which follows every stock change.
 */
@Injectable()
export class SuggestedProducts {
  private kept = new Map<number, Summary>();
  private since = Date.now();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    events: CatalogEvents,
  ) {
    events.onChange(() => this.forget());
  }

  async of(ids: number[], snapshot: CatalogSnapshot): Promise<SuggestedProduct[]> {
    if (Date.now() - this.since > KEEP_MS || this.kept.size > MAX_KEPT) this.forget();
    const missing = ids.filter((id) => !this.kept.has(id));
    if (missing.length) await this.read(missing);
    return ids.flatMap((id) => {
      const summary = this.kept.get(id);
      return summary ? [{ ...summary, inStock: snapshot.inStock(id) }] : [];
    });
  }

  private async read(ids: number[]): Promise<void> {
    const kept = this.kept;
    const { rows } = await pgPool(this.db).query<{
      id: number;
      nameAr: string;
      nameEn: string;
      image: ImageDto | null;
      price: number;
      finalPrice: number;
    }>({ name: 'suggested-products', text: SUMMARIES, values: [ids] });
    for (const r of rows)
      kept.set(r.id, { id: r.id, name: { ar: r.nameAr, en: r.nameEn }, image: r.image, price: r.price, finalPrice: r.finalPrice });
  }

  private forget(): void {
    this.kept = new Map();
    this.since = Date.now();
  }
}

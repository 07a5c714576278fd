import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProductDto, ProductSummaryDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { pgPool } from '../database/pool.js';
import { CatalogEvents } from './catalog-events.js';
import { productById, productsByIds } from './product-rows.js';
import { productSummary } from './product-summary.js';

/**
 * Room for a shop of 10,000 products and then some: a three-size card takes ~5 KB (the bench's
 * peak RSS grew 476 → 530 MB with its 10,000 products all kept), and ~2 KB more once the fast
 * lane has kept its JSON (listing/answer-bytes.ts), so at most ~85 MB.
 */
export const CARDS_KEPT = 12_000;

/** Freezes a card and everything in it: one object answers many requests, so nothing may change it. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * The storefront's product answers (a product page, every listing and search card) kept in
 * memory by id, so a listing the micro-cache cannot answer reads from PostgreSQL only the products
 * no earlier read brought in, in one statement (product-rows.ts). CatalogEvents keep it true on
 * every instance: a catalogue change empties it, a stock change drops those products (gift sets
 * holding what moved among them) — every stock change goes through the inventory, which tells it
 * (inventory/inventory.service.ts), so a card needs no age limit. A read in flight when either
 * happens keeps nothing it read for them: it may have read the rows before the write. Least
 * recently used cards leave first beyond `capacity`.
 */
@Injectable()
export class ProductCards {
  private readonly kept = new Map<number, ProductDto>();
  /** bumped by every full change: a read that started under another generation stores nothing */
  private generation = 0;
  /** per read in flight, the ids dropped since it started */
  private readonly inFlight = new Set<Set<number>>();
  /** how many cards it keeps at most (tests try a small one) */
  capacity = CARDS_KEPT;
  hits = 0;
  misses = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    events: CatalogEvents,
  ) {
    events.onChange((ids) => (ids ? this.drop(ids) : this.clear()));
    events.onStockChange((ids) => this.drop(ids));
  }

  get size(): number {
    return this.kept.size;
  }

  /** One product, or null. */
  async one(id: number): Promise<ProductDto | null> {
    return (await this.many([id]))[0] ?? null;
  }

  /** These products, in the order of `ids` (missing ones left out); only those not in memory are read. */
  async many(ids: number[]): Promise<ProductDto[]> {
    const found = new Map<number, ProductDto>();
    const missing = new Set<number>();
    for (const id of ids) {
      const card = this.kept.get(id);
      if (card) {
        // most recently used last: the Map's first entry is the one to let go
        this.kept.delete(id);
        this.kept.set(id, card);
        found.set(id, card);
      } else missing.add(id);
    }
    this.hits += found.size;
    this.misses += missing.size;
    if (missing.size) for (const card of await this.read([...missing])) found.set(card.id, card);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** These products as cards show them (product-summary.ts), in the order of `ids`. */
  async summaries(ids: number[]): Promise<ProductSummaryDto[]> {
    return (await this.many(ids)).map(productSummary);
  }

  private async read(ids: number[]): Promise<ProductDto[]> {
    const generation = this.generation;
    const dropped = new Set<number>();
    // registered before the statement is sent: any invalidation from now on may be newer than what it reads
    this.inFlight.add(dropped);
    try {
      const pool = pgPool(this.db);
      const cards = ids.length === 1 ? [await productById(pool, ids[0])].filter((c) => c !== null) : await productsByIds(pool, ids);
      if (generation === this.generation) for (const card of cards) if (!dropped.has(card.id)) this.keep(frozen(card));
      return cards;
    } finally {
      this.inFlight.delete(dropped);
    }
  }

  private keep(card: ProductDto): void {
    this.kept.delete(card.id);
    this.kept.set(card.id, card);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
  }

  private clear(): void {
    this.generation++;
    this.kept.clear();
  }

  private drop(ids: number[]): void {
    for (const id of ids) this.kept.delete(id);
    for (const dropped of this.inFlight) for (const id of ids) dropped.add(id);
  }
}

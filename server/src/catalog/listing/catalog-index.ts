import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogEvents } from '../catalog-events.js';
import { productStockTotal } from '../variants/variant-sql.js';
import { CatalogSnapshot } from './catalog-snapshot.js';
import { selectListing, type ListingRequest, type ListingSelection } from './listing-select.js';

/**
 * Every storefront listing's filters, sorts, totals and facets, answered from a snapshot of the
 * catalogue in memory (catalog-snapshot.ts) instead of counting and sorting in PostgreSQL on each
 * request; the page's products are then read by id. The snapshot is read again after any
 * catalogue change (on every instance: the domain events reach each at commit) before the next
 * listing answers, and orders' stock changes are read in for just their products.
 */
@Injectable()
export class CatalogIndex {
  private snapshot: CatalogSnapshot | null = null;
  /** bumped by every catalogue change; the snapshot is current when it was read at this generation */
  private generation = 0;
  private loadedGeneration = -1;
  private loading: Promise<void> | null = null;
  private readonly pendingStock = new Set<number>();
  private stockReading: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    events: CatalogEvents,
  ) {
    events.onChange(() => this.generation++);
    events.onStockChange((ids) => ids.forEach((id) => this.pendingStock.add(id)));
  }

  async select(request: ListingRequest): Promise<ListingSelection> {
    return selectListing(await this.current(), request);
  }

  /** The snapshot with every change made so far. */
  async current(): Promise<CatalogSnapshot> {
    while (this.loadedGeneration !== this.generation) {
      // a read that started before the latest change may miss it: wait for it, then read again
      this.loading ??= this.load(this.generation).finally(() => (this.loading = null));
      await this.loading;
    }
    while (this.pendingStock.size) {
      this.stockReading ??= this.readStock().finally(() => (this.stockReading = null));
      await this.stockReading;
    }
    return this.snapshot!;
  }

  private get pool() {
    return pgPool(this.db);
  }

  private async load(generation: number): Promise<void> {
    // stock changes heard before this read are in it (they were told after their commit)
    this.pendingStock.clear();
    const snapshot = await CatalogSnapshot.load(this.pool);
    this.snapshot = snapshot;
    this.loadedGeneration = generation;
  }

  private async readStock(): Promise<void> {
    const ids = [...this.pendingStock];
    this.pendingStock.clear();
    try {
      const { rows } = await this.pool.query<{ id: number; stock: number }>(
        `SELECT p.id, ${productStockTotal('p')} AS stock FROM products p WHERE p.id = ANY($1::int[])`,
        [ids],
      );
      for (const row of rows) this.snapshot?.setStock(row.id, row.stock);
    } catch (error) {
      ids.forEach((id) => this.pendingStock.add(id));
      throw error;
    }
  }
}

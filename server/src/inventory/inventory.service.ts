import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogEvents } from '../catalog/catalog-events.js';
import type { TailStatement } from '../database/tail-commit.js';
import { orderTakeStatements, type OrderTake, type OrderTakeOptions } from './stock-tail.js';
import { moveStock, setStock, type StockEntry, type StockLevel, type StockMove } from './stock-writes.js';

/**
 * The one owner of stock: every change of a variant's stock goes through here, is recorded in
 * the `stock_movements` ledger in the same transaction, and is announced from here alone, once
 * it committed, to every instance (CatalogEvents: caches, listing snapshot, back-in-stock
 * alerts, dashboard). Nothing else writes `product_variants.stock` (inventory/stock-owner.test.ts).
 */
@Injectable()
export class Inventory {
  private readonly logger = new Logger('Inventory');

  constructor(private readonly events: CatalogEvents) {}

  /**
   * An order's takes as statements for the end of its transaction (database/tail-commit.ts).
   * `products`: those whose shown stock the order changes (its lines' products and the gift sets
   * holding what they take), announced once the order committed.
   */
  takeAtCommit(takes: readonly OrderTake[], products: readonly number[], options: Omit<OrderTakeOptions, 'onDone'>): TailStatement[] {
    // told after the commit: this instance already follows it; a lost notice makes the others resync
    const announce = () =>
      void this.events.stockChanged([...products]).catch((error: Error) => this.logger.warn(`stock change not announced: ${error.message}`));
    return orderTakeStatements(takes, { ...options, onDone: announce });
  }

  /** Puts units back or takes them (release, refund restock) in the caller's transaction; announced when it commits. */
  async move(m: EntityManager, moves: readonly StockMove[], entry: StockEntry): Promise<void> {
    await this.announceOnCommit(m, await moveStock(m, moves, entry));
  }

  /** Writes stock figures (admin edits, bulk edit, CSV import, a sample vial) in the caller's transaction; announced when it commits. */
  async set(m: EntityManager, levels: readonly StockLevel[], entry: StockEntry): Promise<void> {
    await this.announceOnCommit(m, await setStock(m, levels, entry));
  }

  private announceOnCommit(m: EntityManager, products: number[]): Promise<void> {
    return this.events.stockChanged(products, m);
  }
}

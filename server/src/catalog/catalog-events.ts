import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CacheBus } from '../common/cache-bus.js';

/**
 * "The catalogue changed" and "these products' stock changed": writers call `changed()` /
 * `stockChanged(ids)`, caches (the micro-cache, the home answer) subscribe. Both reach every
 * other instance on the database through the CacheBus (PostgreSQL LISTEN/NOTIFY).
 */
@Injectable()
export class CatalogEvents {
  private readonly listeners = new Set<() => void>();
  private readonly stockListeners = new Set<(ids: number[]) => void>();

  constructor(private readonly bus: CacheBus) {
    bus.handle({ all: () => this.changedHere(), products: (ids) => this.stockChangedHere(ids) });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStockChange(listener: (ids: number[]) => void): () => void {
    this.stockListeners.add(listener);
    return () => this.stockListeners.delete(listener);
  }

  changed(): void {
    this.changedHere();
    this.bus.publishAll();
  }

  stockChanged(ids: number[]): void {
    if (!ids.length) return;
    this.stockChangedHere(ids);
    this.bus.publishProducts(ids);
  }

  /** The same, told to every instance (this one included) when the caller's transaction commits, and only then. */
  stockChangedOnCommit(manager: EntityManager, ids: number[]): Promise<void> {
    return ids.length ? this.bus.publishProductsOnCommit((sql, params) => manager.query(sql, params), ids) : Promise.resolve();
  }

  private changedHere(): void {
    for (const listener of this.listeners) listener();
  }

  private stockChangedHere(ids: number[]): void {
    for (const listener of this.stockListeners) listener(ids);
  }
}

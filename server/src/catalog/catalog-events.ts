import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../events/domain-events.js';

/**
 * The catalogue's side of the domain events (issue 27): what its caches follow and what its writers
 * publish. `onChange` hears any change of the catalogue or of shop content (with the products it names,
 * or null: any), `onStockChange` the products whose sellable stock changed. Both reach every instance
 * at commit (DomainEvents.everywhere), and this one at once.
 */
@Injectable()
export class CatalogEvents {
  constructor(private readonly events: DomainEvents) {}

  /** `listener(ids)`: these products changed; `null`: any product, category or content may have. */
  onChange(listener: (productIds: number[] | null) => void): void {
    this.events.everywhere('catalog.changed', (payload) => listener(payload?.productIds ?? null));
    this.events.everywhere('content.changed', () => listener(null));
    // a notice too long to travel, or a resync, names no products: any may have changed
    this.events.everywhere('stock.changed', (payload) => payload === null && listener(null));
  }

  onStockChange(listener: (productIds: number[]) => void): void {
    this.events.everywhere('stock.changed', (payload) => payload && listener(payload.productIds));
  }

  /** Products (null: any) changed; inside `manager`'s transaction when given. */
  changed(productIds: number[] | null = null, manager?: EntityManager): Promise<void> {
    return this.events.publish('catalog.changed', { productIds }, manager);
  }

  /** These products' sellable stock changed; inside `manager`'s transaction when given. */
  stockChanged(productIds: number[], manager?: EntityManager): Promise<void> {
    return productIds.length ? this.events.publish('stock.changed', { productIds: [...new Set(productIds)] }, manager) : Promise.resolve();
  }
}

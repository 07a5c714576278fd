import { Injectable } from '@nestjs/common';

/**
 * "The catalogue changed": admin writes call `changed()`, caches (home answer) subscribe.
 * In-process only; with several instances, caches also expire on their own short TTL.
 */
@Injectable()
export class CatalogEvents {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

import { Injectable } from '@nestjs/common';

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
/** keys asked for once remembered at most (two generations of this many), so a flood of distinct URLs stays small */
const MAX_SEEN = 20_000;
/** bytes of answers kept at most (a flood of distinct 100-product pages must not grow the process) */
const MAX_BYTES = 48 * 1024 * 1024;
/** the compressed variants added later are a fraction of the body: count them in up front */
const cost = (answer: CachedAnswer) => Math.ceil(answer.body.length * 1.5);

export type ContentCoding = 'br' | 'gzip';

/** The key of one product's own answer (`lang|/api/products/12` with or without a query): not a list. */
const ONE_PRODUCT = /^[a-z]{2}\|\/api\/products\/\d+(\?|$)/;
/** A list that filters or counts by stock: a product it does not show may enter it, or change its counts, when it sells out or comes back. */
const FOLLOWS_STOCK = /[?&](inStock|facets)=/;

export interface CachedAnswer {
  /** the identity bytes */
  body: Buffer;
  etag: string;
  /** the finished answer's headers (security headers included) as a flat [name, value, …] list, without length or coding */
  headers: string[];
  /** what goes on the wire per coding (bytes and their complete header list), made on the first request that wants it */
  variants: Partial<Record<ContentCoding | 'identity', { bytes: Buffer; headers: string[] }>>;
}

/**
 * A few seconds of memory for finished public answers (same language and URL → same bytes),
 * dropped by data (issue 27): a product's change drops its own answers and the lists, a stock change
 * the answers showing those products and the lists that follow stock, a content change everything.
 * Each instance keeps its own, told by the domain events at commit.
 * An answer is kept the second time its key is asked for within the time an answer lives, not
 * the first (TinyLFU's "doorkeeper"): most of a shop's distinct URLs (every filter, sort and
 * page) are asked once, and keeping each of them, indexing it under its 24 products and evicting
 * an older one cost a seventh of an uncached listing's CPU (bench profile) for nothing.
 */
@Injectable()
export class MicroCache {
  private readonly entries = new Map<string, { at: number; answer: CachedAnswer; products?: number[] }>();
  /** product id → keys of the answers that show it (stock changes drop just those) */
  private readonly byProduct = new Map<number, Set<string>>();
  /** when the whole cache, and each product, was last invalidated: an answer computed before that is stale */
  private clearedAt = 0;
  private droppedAt = 0;
  /** when the lists were last dropped (a product added, edited or removed): a list computed before that may miss it */
  private listsChangedAt = 0;
  /** when the lists that follow stock were last dropped (a stock change) */
  private stockListsChangedAt = 0;
  private readonly productChangedAt = new Map<number, number>();
  private bytes = 0;
  /** lookups answered and not answered (metrics: the hit rate) */
  hits = 0;
  misses = 0;
  private limits = { entries: MAX_ENTRIES, bytes: MAX_BYTES };
  private readonly answeredListeners: Array<(url: string) => void> = [];
  /** keys answered but not kept, this generation and the one before (see `secondAsk`) */
  private seen = new Set<string>();
  private seenBefore = new Set<string>();
  private seenSince = Date.now();

  /** A cache with other limits (tests). */
  static withLimits(limits: { entries: number; bytes: number }): MicroCache {
    const cache = new MicroCache();
    cache.limits = limits;
    return cache;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit || Date.now() - hit.at > TTL_MS) {
      if (hit) this.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return hit.answer;
  }

  /** Calls `listener` with the URL of every read answered from the cache (search figures count repeated searches). */
  onAnswered(listener: (url: string) => void): void {
    this.answeredListeners.push(listener);
  }

  /** A read was answered from the cache (the edge calls it). */
  answered(url: string): void {
    for (const listener of this.answeredListeners) listener(url);
  }

  /** Keeps the answer (`products`: ids of the products it shows), dropping the oldest ones while over the entry or byte limit. */
  set(key: string, answer: CachedAnswer, products?: number[], startedAt = Date.now()): void {
    if (cost(answer) > this.limits.bytes || this.changedSince(key, startedAt, products) || !this.secondAsk(key)) return;
    this.delete(key);
    while (this.entries.size >= this.limits.entries || this.bytes + cost(answer) > this.limits.bytes) {
      this.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { at: Date.now(), answer, products });
    this.bytes += cost(answer);
    for (const id of products ?? []) {
      let keys = this.byProduct.get(id);
      if (!keys) this.byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  /** When the cache last dropped anything for a change, all of it or some products (ms since the epoch; 0: never). */
  get lastDroppedAt(): number {
    return this.droppedAt;
  }

  clear(): void {
    this.clearedAt = this.droppedAt = Date.now();
    this.entries.clear();
    this.byProduct.clear();
    this.bytes = 0;
  }

  /**
   * These products changed (an edit, a review): their own answers and every list (listings, searches,
   * home, related products), which may now show them or not; other products' own answers stay.
   */
  dropProductsAndLists(ids: Iterable<number>): void {
    this.dropProducts(ids);
    this.listsChangedAt = this.droppedAt;
    for (const key of [...this.entries.keys()]) if (!ONE_PRODUCT.test(key)) this.delete(key);
  }

  /** These products' stock changed: the answers that show them, and every list filtered or counted by stock. */
  dropStock(ids: Iterable<number>): void {
    this.dropProducts(ids);
    this.stockListsChangedAt = this.droppedAt;
    for (const key of [...this.entries.keys()]) if (FOLLOWS_STOCK.test(key) && !ONE_PRODUCT.test(key)) this.delete(key);
  }

  /** Drops every answer that shows one of these products. */
  dropProducts(ids: Iterable<number>): void {
    const now = (this.droppedAt = Date.now());
    if (this.productChangedAt.size > 50_000)
      for (const [id, at] of this.productChangedAt) if (now - at > TTL_MS) this.productChangedAt.delete(id);
    for (const id of ids) {
      this.productChangedAt.set(id, now);
      for (const key of [...(this.byProduct.get(id) ?? [])]) this.delete(key);
    }
  }

  /** Whether `key` was answered lately without being kept; remembers it when not. */
  private secondAsk(key: string): boolean {
    if (this.seen.has(key) || this.seenBefore.has(key)) return true;
    const now = Date.now();
    if (this.seen.size >= MAX_SEEN || now - this.seenSince > TTL_MS) {
      this.seenBefore = this.seen;
      this.seen = new Set();
      this.seenSince = now;
    }
    this.seen.add(key);
    return false;
  }

  /** An answer whose computation started before an invalidation it would have seen (a write landing mid-request) is not kept. */
  private changedSince(key: string, startedAt: number, products: number[] | undefined): boolean {
    if (startedAt <= this.clearedAt) return true;
    if (!ONE_PRODUCT.test(key) && (startedAt <= this.listsChangedAt || (startedAt <= this.stockListsChangedAt && FOLLOWS_STOCK.test(key)))) return true;
    return !!products?.some((id) => (this.productChangedAt.get(id) ?? 0) >= startedAt);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= cost(entry.answer);
    for (const id of entry.products ?? []) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }
}

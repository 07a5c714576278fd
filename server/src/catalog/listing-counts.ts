/** How long a listing's count is reused; the page of items itself is always read fresh. */
const COUNT_FOR_MS = 30_000;
const MAX_KEYS = 5_000;

/**
 * The number of products a storefront filter matches, kept per filter (not per page or sort) for
 * a few seconds, so paging through a listing, re-sorting it or a crowd on the same filter does not
 * count the catalogue again on every request. Cleared on every catalogue change, and the in-stock
 * filters' counts on every stock change (on every instance, through the cache notices).
 */
export class ListingCounts {
  private readonly counts = new Map<string, { at: number; n: Promise<number> }>();

  count(key: string, read: () => Promise<number>): Promise<number> {
    const hit = this.counts.get(key);
    if (hit && Date.now() - hit.at < COUNT_FOR_MS) return hit.n;
    if (this.counts.size >= MAX_KEYS) this.counts.delete(this.counts.keys().next().value as string);
    const n = read();
    const entry = { at: Date.now(), n };
    this.counts.set(key, entry);
    n.catch(() => this.counts.get(key) === entry && this.counts.delete(key));
    return n;
  }

  clear(): void {
    this.counts.clear();
  }

  /** Drops the counts whose key mentions this text (a stock change: the in-stock filters). */
  clearWhere(text: string): void {
    for (const key of [...this.counts.keys()]) if (key.includes(text)) this.counts.delete(key);
  }
}

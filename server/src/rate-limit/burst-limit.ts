import { RateLimitedError } from '../common/domain-errors.js';

/**
 * A token bucket per key, in this instance's memory: for requests too frequent and too cheap to
 * count in PostgreSQL (search-as-you-type sends one per keystroke pause). `capacity` requests at
 * once, refilled at `perSecond`; the shared, database-backed limits (RateLimitService) stay for
 * what must hold across instances (sign-ins, resets, orders).
 */
export class BurstLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    /** keys kept at most (the least recently refilled go first) */
    private readonly maxKeys = 50_000,
  ) {}

  /** Takes one token for `key`, or throws 429 with the seconds until the next one. */
  take(key: string, now = Date.now()): void {
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond) : this.capacity;
    if (tokens < 1) throw new RateLimitedError(Math.ceil((1 - tokens) / this.perSecond));
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
  }
}

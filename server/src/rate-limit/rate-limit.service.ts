import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RateLimitedError } from '../common/domain-errors.js';

/** A key's current window: hits so far, when the window started and when it was last hit. */
export interface WindowState {
  count: number;
  windowStart: Date;
  lastAt: Date;
}

/** Seconds until a window that started at `start` is over (at least 1). */
export const secondsLeft = (start: Date, windowSeconds: number, now = Date.now()): number =>
  Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now) / 1000));

/**
 * Fixed-window counters kept in PostgreSQL, so that several server instances share one limit
 * (DESIGN.md §1: no state in memory that another instance would need).
 */
@Injectable()
export class RateLimitService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Counts one hit; throws 429 once the window holds more than `limit` hits. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<void> {
    const count = await this.increment(key, windowSeconds);
    if (count > limit) throw new RateLimitedError(windowSeconds);
  }

  /** Throws 429 (Retry-After: what is left of the window) if `key` already reached `limit`, without counting. */
  async assertBelow(key: string, limit: number, windowSeconds: number): Promise<void> {
    const state = await this.peek(key, windowSeconds);
    if (state && state.count >= limit) throw new RateLimitedError(secondsLeft(state.windowStart, windowSeconds));
  }

  /** The key's window if it is still running, without counting. */
  async peek(key: string, windowSeconds: number): Promise<WindowState | null> {
    const rows: Array<{ count: number; window_start: Date; last_at: Date }> = await this.db.query(
      `SELECT count, window_start, last_at FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return rows[0] ? { count: rows[0].count, windowStart: rows[0].window_start, lastAt: rows[0].last_at } : null;
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.db.query(
      `INSERT INTO rate_limits (key, window_start, count, last_at) VALUES ($1, now(), 1, now())
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END,
         last_at = now()
       RETURNING count`,
      [key, windowSeconds],
    );
    return rows[0].count;
  }

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RateLimitedError } from '../common/domain-errors.js';

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

  /** Throws 429 if `key` already reached `limit` in its window, without counting. */
  async assertBelow(key: string, limit: number, windowSeconds: number): Promise<void> {
    const rows: Array<{ count: number }> = await this.db.query(
      `SELECT count FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    if ((rows[0]?.count ?? 0) >= limit) throw new RateLimitedError(windowSeconds);
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.db.query(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
       RETURNING count`,
      [key, windowSeconds],
    );
    return rows[0].count;
  }

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }
}

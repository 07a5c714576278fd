import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a rate-limit key was last hit: the login throttle's growing per-email delay counts from the
 * last wrong password (README "Security").
 */
export class RateLimitLastHit1763900000417 implements MigrationInterface {
  name = 'RateLimitLastHit1763900000417';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limits ADD COLUMN last_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rate_limits DROP COLUMN last_at`);
  }
}

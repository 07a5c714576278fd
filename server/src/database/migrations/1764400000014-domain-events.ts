import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Domain events (issue 27): side effects follow events as jobs after commit. Messaging tells each
 * order event once (`order_notices`, its key the event's timeline line or refund); a guest's texts
 * speak the language the order was placed in (`orders.language`).
 */
export class DomainEvents1764400000014 implements MigrationInterface {
  name = 'DomainEvents1764400000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en'))`);
    await q.query(`CREATE TABLE order_notices (key text PRIMARY KEY, "createdAt" timestamptz NOT NULL DEFAULT now())`);
    // what was told before this ran is not told again by a job that outlived an upgrade
    await q.query(
      `INSERT INTO order_notices (key) SELECT (CASE WHEN "fromStatus" IS NULL THEN 'placed:' ELSE 'moved:' END) || id FROM order_events`,
    );
    await q.query(`INSERT INTO order_notices (key) SELECT 'refunded:' || id FROM payment_refunds`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_notices`);
    await q.query(`ALTER TABLE orders DROP COLUMN language`);
  }
}

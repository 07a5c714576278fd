import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's sorts at a million orders: a list sorted by a column (id as the tie-breaker)
 * reads its first page straight from an index instead of sorting every row. Order totals and
 * customer names had none.
 */
export class AdminListSorts1763900200347 implements MigrationInterface {
  name = 'AdminListSorts1763900200347';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS orders_total ON orders (total, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS users_name ON users (lower(name), id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS orders_total`);
    await q.query(`DROP INDEX IF EXISTS users_name`);
  }
}

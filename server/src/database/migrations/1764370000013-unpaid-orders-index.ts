import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout reads what a customer holds in orders waiting for online payment (the unpaid-hold caps)
 * on every quote and order. Through orders_user that meant every order the customer ever placed;
 * this partial index holds only the waiting ones, a handful per customer at most.
 * Time: one pass over orders (about a second at a million), only the waiting rows are indexed.
 */
export class UnpaidOrdersIndex1764370000013 implements MigrationInterface {
  name = 'UnpaidOrdersIndex1764370000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX orders_waiting_for_payment ON orders ("userId") WHERE status = 'WaitingForPayment'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS orders_waiting_for_payment`);
  }
}

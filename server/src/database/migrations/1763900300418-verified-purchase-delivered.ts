import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Verified purchase" means a completed (delivered), unrefunded order of the product (issue 11
 * §12): reviews flagged under the old rule (any order not rejected or unpaid) are re-decided.
 */
export class VerifiedPurchaseDelivered1763900300418 implements MigrationInterface {
  name = 'VerifiedPurchaseDelivered1763900300418';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE reviews r SET "isVerifiedPurchase" = EXISTS (
        SELECT 1 FROM orders o JOIN order_items i ON i."orderId" = o.id
        WHERE o."userId" = r."userId" AND i."productId" = r."productId" AND o.status = 'Completed'
          AND NOT EXISTS (SELECT 1 FROM payments pay WHERE pay."orderId" = o.id AND pay.status = 'Refunded')
      )`);
  }

  async down(): Promise<void> {
    // the old flags cannot be told apart afterwards; nothing to undo
  }
}

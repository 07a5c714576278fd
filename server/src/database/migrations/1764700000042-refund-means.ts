import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns (issue 30): how a refund's money went back. Through the payment's provider, or for cash
 * on delivery by hand: a bank transfer to the customer's IBAN or cash at a branch, with its
 * reference. The IBAN is kept whole for the shop's books; every answer shows it masked.
 */
export class RefundMeans1764700000042 implements MigrationInterface {
  name = 'RefundMeans1764700000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_refunds ADD COLUMN means text NOT NULL DEFAULT 'provider',
      ADD COLUMN iban text, ADD COLUMN reference text,
      ADD CONSTRAINT payment_refunds_means_check CHECK (means IN ('provider', 'bankTransfer', 'cash', 'wallet'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_means_check,
      DROP COLUMN means, DROP COLUMN iban, DROP COLUMN reference`);
  }
}

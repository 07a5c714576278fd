import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The wallet (issue 31): one ledger of store credit per customer, in halalas. Credits are
 * positive, debits negative; the balance is the sum and is stored nowhere else. A credit may
 * expire; an expiry line names the credit it closes. A (kind, reference) pair is written once, so
 * a refund or an order's payment is never counted twice.
 */
export class Wallet1764700000031 implements MigrationInterface {
  name = 'Wallet1764700000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallet_entries (
        id serial PRIMARY KEY,
        "customerId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount int NOT NULL CHECK (amount <> 0),
        kind text NOT NULL CHECK (kind IN ('goodwill', 'refund', 'return', 'cashback', 'checkoutReversal', 'correction', 'checkout', 'expiry')),
        reason text,
        reference text,
        "actorId" int REFERENCES users(id) ON DELETE SET NULL,
        "expiresAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wallet_entries_sign CHECK ((amount > 0) = (kind IN ('goodwill', 'refund', 'return', 'cashback', 'checkoutReversal'))),
        CONSTRAINT wallet_entries_expiry_on_credit CHECK ("expiresAt" IS NULL OR amount > 0)
      )`);
    await q.query(`CREATE INDEX wallet_entries_customer ON wallet_entries ("customerId", id)`);
    await q.query(`CREATE UNIQUE INDEX wallet_entries_once ON wallet_entries (kind, reference) WHERE reference IS NOT NULL`);
    await q.query(`CREATE INDEX wallet_entries_expiring ON wallet_entries ("expiresAt") WHERE "expiresAt" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wallet_entries`);
  }
}

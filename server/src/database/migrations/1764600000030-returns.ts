import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns (issue 30): a customer's request to send units of an order back, its lines, and where it
 * stands. The refund itself is a `payment_refunds` row (`refundId`): the money is told once, there.
 * Stock brought back by an inspection is a `return_restock` movement of the ledger.
 */
export class Returns1764600000030 implements MigrationInterface {
  name = 'Returns1764600000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE returns (
        id serial PRIMARY KEY,
        "orderId" int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'closed')),
        reason text NOT NULL CHECK (reason IN ('changedMind', 'damaged', 'wrong', 'late', 'other')),
        condition text NOT NULL CHECK (condition IN ('sealed', 'opened')),
        wish text NOT NULL CHECK (wish IN ('refund', 'wallet', 'exchange')),
        note text,
        "rejectionReason" text,
        "writeOffReason" text,
        "refundId" int REFERENCES payment_refunds(id) ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX returns_order ON returns ("orderId")`);
    await q.query(`CREATE INDEX returns_status ON returns (status, id)`);
    await q.query(`
      CREATE TABLE return_lines (
        id serial PRIMARY KEY,
        "returnId" int NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
        "itemId" int NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        quantity int NOT NULL CHECK (quantity > 0),
        outcome text CHECK (outcome IN ('restocked', 'writtenOff')),
        UNIQUE ("returnId", "itemId")
      )`);
    await q.query(`CREATE INDEX return_lines_item ON return_lines ("itemId")`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check CHECK (reason IN ('opening', 'placement',
      'gift_set', 'release', 'refund_restock', 'return_restock', 'bulk_edit', 'csv_import', 'admin_edit', 'sample'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM stock_movements WHERE reason = 'return_restock'`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_reason_check`);
    await q.query(`ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_reason_check CHECK (reason IN ('opening', 'placement',
      'gift_set', 'release', 'refund_restock', 'bulk_edit', 'csv_import', 'admin_edit', 'sample'))`);
    await q.query(`DROP TABLE return_lines`);
    await q.query(`DROP TABLE returns`);
  }
}

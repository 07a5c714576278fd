import type { MigrationInterface, QueryRunner } from 'typeorm';

const METHODS = `('mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet')`;
const STATUSES = `('Pending', 'Paid', 'Canceled', 'Failed', 'Expired', 'Refunded', 'PartiallyRefunded')`;

/**
 * Real payment providers (issue 15): the new payment methods, refunds (all or part) and
 * pay-later captures on payments, the refunds' own rows, and the test gateway's refunded amount.
 */
export class PaymentsProviders1764000015731 implements MigrationInterface {
  name = 'PaymentsProviders1764000015731';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT "orders_paymentMethod_check"`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT "orders_paymentMethod_check" CHECK ("paymentMethod" IN ${METHODS})`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_method_check`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN ${METHODS})`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ${STATUSES})`);
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN "refundedAmount" numeric(12,2) NOT NULL DEFAULT 0,
        ADD COLUMN "capturedAmount" numeric(12,2),
        ADD COLUMN "capturedAt" timestamptz,
        ADD CONSTRAINT payments_refunded_check CHECK ("refundedAmount" >= 0 AND "refundedAmount" <= amount),
        ADD CONSTRAINT payments_captured_check CHECK ("capturedAmount" IS NULL OR ("capturedAmount" >= 0 AND "capturedAmount" <= amount))`);
    await q.query(`UPDATE payments SET "refundedAmount" = amount WHERE status = 'Refunded'`);
    await q.query(`
      CREATE TABLE payment_refunds (
        id serial PRIMARY KEY,
        "paymentId" uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        "orderId" int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        amount numeric(12,2) NOT NULL CHECK (amount > 0),
        reason text NOT NULL,
        lines jsonb,
        restocked boolean NOT NULL DEFAULT false,
        "createdBy" int REFERENCES users(id) ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_refunds_order ON payment_refunds ("orderId", id)`);
    await q.query(`ALTER TABLE test_gateway_invoices ADD COLUMN refunded int NOT NULL DEFAULT 0`);
    // providers' accounts from the back office: secrets sealed with DATA_KEY (common/secret-box.ts)
    await q.query(`
      CREATE TABLE payment_provider_accounts (
        provider text PRIMARY KEY CHECK (provider IN ('moyasar', 'tabby', 'tamara')),
        enabled boolean NOT NULL DEFAULT true,
        sandbox boolean NOT NULL DEFAULT false,
        "publicKey" text,
        "secretKey" text,
        "webhookSecret" text,
        "merchantCode" text,
        "updatedBy" int REFERENCES users(id) ON DELETE SET NULL,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE payment_settings (
        id int PRIMARY KEY CHECK (id = 1),
        routes jsonb NOT NULL DEFAULT '{}',
        "applePayAssociation" text,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`UPDATE test_gateway_invoices SET refunded = amount WHERE status = 'Refunded'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_settings`);
    await q.query(`DROP TABLE payment_provider_accounts`);
    await q.query(`ALTER TABLE test_gateway_invoices DROP COLUMN refunded`);
    await q.query(`DROP TABLE payment_refunds`);
    await q.query(
      `ALTER TABLE payments DROP CONSTRAINT payments_refunded_check, DROP CONSTRAINT payments_captured_check, DROP COLUMN "refundedAmount", DROP COLUMN "capturedAmount", DROP COLUMN "capturedAt"`,
    );
  }
}

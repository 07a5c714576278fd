import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_METHODS = `('mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet')`;
const METHODS = `('mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet', 'storeCredit')`;

/**
 * Store credit at checkout (issue 31): what of an order's total the customer's wallet paid (the
 * payment row asks the provider, or the courier, for the rest), and `storeCredit`, the payment
 * method of an order the wallet pays whole; of a refund, the part that went back to the wallet
 * because store credit paid it (the payment gives back only what it took).
 */
export class CheckoutStoreCredit1764700000043 implements MigrationInterface {
  name = 'CheckoutStoreCredit1764700000043';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN "walletAmount" numeric(12,2) NOT NULL DEFAULT 0,
      ADD CONSTRAINT "orders_walletAmount_check" CHECK ("walletAmount" >= 0 AND "walletAmount" <= total),
      DROP CONSTRAINT "orders_paymentMethod_check",
      ADD CONSTRAINT "orders_paymentMethod_check" CHECK ("paymentMethod" IN ${METHODS})`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_method_check,
      ADD CONSTRAINT payments_method_check CHECK (method IN ${METHODS})`);
    await q.query(`ALTER TABLE payment_refunds ADD COLUMN "storeCreditPart" numeric(12,2) NOT NULL DEFAULT 0,
      ADD CONSTRAINT "payment_refunds_storeCreditPart_check" CHECK ("storeCreditPart" >= 0 AND "storeCreditPart" <= amount)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_refunds DROP CONSTRAINT "payment_refunds_storeCreditPart_check", DROP COLUMN "storeCreditPart"`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_method_check,
      ADD CONSTRAINT payments_method_check CHECK (method IN ${OLD_METHODS})`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT "orders_walletAmount_check", DROP COLUMN "walletAmount",
      DROP CONSTRAINT "orders_paymentMethod_check",
      ADD CONSTRAINT "orders_paymentMethod_check" CHECK ("paymentMethod" IN ${OLD_METHODS})`);
  }
}

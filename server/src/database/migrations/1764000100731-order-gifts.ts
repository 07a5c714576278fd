import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gifting per order (issue 14 §4): what the gift wrap cost (a charge like shipping, VAT included)
 * and what the customer asked for: wrap, a card message, another recipient, a slip without prices.
 */
export class OrderGifts1764000100731 implements MigrationInterface {
  name = 'OrderGifts1764000100731';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN "giftWrap" numeric(12,2) NOT NULL DEFAULT 0 CHECK ("giftWrap" >= 0)`);
    await q.query(`ALTER TABLE orders ADD COLUMN gift jsonb`);
    // the total still adds up, now with the wrap; the old check has a generated name (orders_check2
    // on a database migrated from the start), so it is found by what it says
    await q.query(`DO $$
      DECLARE name text;
      BEGIN
        SELECT conname INTO STRICT name FROM pg_constraint
         WHERE conrelid = 'orders'::regclass AND contype = 'c'
           AND pg_get_constraintdef(oid) = 'CHECK ((total = (((subtotal - discount) + shipping) + "codFee")))';
        EXECUTE format('ALTER TABLE orders DROP CONSTRAINT %I', name);
      END $$`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_total_adds_up CHECK (total = subtotal - discount + shipping + "codFee" + "giftWrap")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_total_adds_up`);
    await q.query(`ALTER TABLE orders ADD CHECK (total = subtotal - discount + shipping + "codFee")`);
    await q.query(`ALTER TABLE orders DROP COLUMN gift`);
    await q.query(`ALTER TABLE orders DROP COLUMN "giftWrap"`);
  }
}

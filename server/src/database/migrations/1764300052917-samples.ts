import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Free samples (issue 14 §2): a product that offers one has a sample variant (`isSample`) with
 * its own SKU, stock and weight, because a 2 ml vial is not taken from a 100 ml bottle. It is
 * priced 0, never the default, never one of the product's option combinations, and at most one
 * per product. An order line that is a sample says so (`order_items.isSample`).
 */
export class Samples1764300052917 implements MigrationInterface {
  name = 'Samples1764300052917';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_variants ADD COLUMN "isSample" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE product_variants DROP CONSTRAINT product_variants_price_check`);
    await q.query(`ALTER TABLE product_variants ADD CONSTRAINT product_variants_price_check
      CHECK (CASE WHEN "isSample" THEN price = 0 AND "finalPrice" = 0 AND NOT "isDefault" ELSE price > 0 END)`);
    await q.query(`DROP INDEX product_variants_options`);
    await q.query(`CREATE UNIQUE INDEX product_variants_options ON product_variants ("productId", options) WHERE NOT "isSample"`);
    await q.query(`CREATE UNIQUE INDEX product_variants_one_sample ON product_variants ("productId") WHERE "isSample"`);
    await q.query(`ALTER TABLE order_items ADD COLUMN "isSample" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN "isSample"`);
    await q.query(`DELETE FROM product_variants WHERE "isSample"`);
    await q.query(`DROP INDEX product_variants_one_sample`);
    await q.query(`DROP INDEX product_variants_options`);
    await q.query(`CREATE UNIQUE INDEX product_variants_options ON product_variants ("productId", options)`);
    await q.query(`ALTER TABLE product_variants DROP CONSTRAINT product_variants_price_check`);
    await q.query(`ALTER TABLE product_variants ADD CONSTRAINT product_variants_price_check CHECK (price > 0)`);
    await q.query(`ALTER TABLE product_variants DROP COLUMN "isSample"`);
  }
}

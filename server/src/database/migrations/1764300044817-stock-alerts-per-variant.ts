import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back in stock per variant and by text message (issue 14 §6): `variantId` now names a variant
 * of the product (its request ends with it), and a request is either an email or a verified
 * mobile number (`phone`, E.164) of a signed-in shopper without an email. One waiting request
 * per product, variant and address.
 */
export class StockAlertsPerVariant1764300044817 implements MigrationInterface {
  name = 'StockAlertsPerVariant1764300044817';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM stock_alerts a WHERE a."variantId" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.id = a."variantId" AND v."productId" = a."productId")`);
    await q.query(`ALTER TABLE stock_alerts ADD CONSTRAINT stock_alerts_variant
      FOREIGN KEY ("variantId") REFERENCES product_variants(id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE stock_alerts ALTER COLUMN email DROP NOT NULL, ADD COLUMN phone text CHECK (phone ~ '^\\+[0-9]{8,15}$')`);
    await q.query(`ALTER TABLE stock_alerts ADD CONSTRAINT stock_alerts_one_address CHECK ((email IS NULL) <> (phone IS NULL))`);
    await q.query(`DROP INDEX stock_alerts_one_waiting`);
    await q.query(
      `CREATE UNIQUE INDEX stock_alerts_one_waiting ON stock_alerts ("productId", coalesce("variantId", 0), coalesce(lower(email), phone)) WHERE "notifiedAt" IS NULL`,
    );
    await q.query(`CREATE INDEX stock_alerts_variant ON stock_alerts ("variantId") WHERE "variantId" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM stock_alerts WHERE email IS NULL`);
    await q.query(`DROP INDEX stock_alerts_variant`);
    await q.query(`DROP INDEX stock_alerts_one_waiting`);
    await q.query(
      `CREATE UNIQUE INDEX stock_alerts_one_waiting ON stock_alerts ("productId", coalesce("variantId", 0), lower(email)) WHERE "notifiedAt" IS NULL`,
    );
    await q.query(`ALTER TABLE stock_alerts DROP CONSTRAINT stock_alerts_one_address, DROP COLUMN phone, ALTER COLUMN email SET NOT NULL`);
    await q.query(`ALTER TABLE stock_alerts DROP CONSTRAINT stock_alerts_variant`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Tell me when it is back" (issue 14 §6): one request per product and email while it waits;
 * `notifiedAt` ends it. `variantId` stays empty until products have variants (the variants work
 * adds its foreign key); the waiting-unique index already tells variants apart.
 */
export class StockAlerts1764000300917 implements MigrationInterface {
  name = 'StockAlerts1764000300917';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_alerts (
        id serial PRIMARY KEY,
        "productId" integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        "variantId" integer,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        "userId" integer REFERENCES users(id) ON DELETE SET NULL,
        language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "notifiedAt" timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX stock_alerts_one_waiting ON stock_alerts ("productId", coalesce("variantId", 0), lower(email)) WHERE "notifiedAt" IS NULL`,
    );
    await q.query(`CREATE INDEX stock_alerts_waiting ON stock_alerts ("productId") WHERE "notifiedAt" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_alerts`);
  }
}

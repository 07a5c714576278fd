import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions (issue 28): the `promotions` table (one rule each, a Riyadh schedule, stacking flags,
 * limits and budget), the `promotion_uses` of each order (per-customer limits, and what a cancelled
 * order gives back), and each order's and order line's share of the promotions it got. Coupons stay
 * as they are.
 */
export class Promotions1764600000028 implements MigrationInterface {
  name = 'Promotions1764600000028';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promotions (
        id serial PRIMARY KEY,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        "labelAr" text NOT NULL,
        "labelEn" text NOT NULL,
        type text NOT NULL,
        rule jsonb NOT NULL,
        conditions jsonb NOT NULL DEFAULT '{}',
        "isActive" boolean NOT NULL DEFAULT true,
        "startsAt" timestamptz NOT NULL,
        "endsAt" timestamptz,
        days jsonb,
        hours jsonb,
        priority int NOT NULL DEFAULT 0,
        combinable boolean NOT NULL DEFAULT true,
        "combinesWithCoupons" boolean NOT NULL DEFAULT true,
        "usageLimit" int,
        "perCustomerLimit" int,
        "usedCount" int NOT NULL DEFAULT 0,
        budget numeric(12,2),
        spent numeric(12,2) NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promotions_type_check CHECK (type IN ('orderDiscount', 'itemDiscount', 'buyXgetY', 'tiered', 'freeShipping', 'bundlePrice')),
        CONSTRAINT promotions_check CHECK ("endsAt" IS NULL OR "endsAt" > "startsAt"),
        CONSTRAINT "promotions_usageLimit_check" CHECK ("usageLimit" > 0),
        CONSTRAINT "promotions_perCustomerLimit_check" CHECK ("perCustomerLimit" > 0),
        CONSTRAINT "promotions_usedCount_check" CHECK ("usedCount" >= 0),
        CONSTRAINT promotions_check1 CHECK ("usageLimit" IS NULL OR "usedCount" <= "usageLimit"),
        CONSTRAINT promotions_budget_check CHECK (budget > 0),
        CONSTRAINT promotions_spent_check CHECK (spent >= 0),
        CONSTRAINT promotions_check2 CHECK (budget IS NULL OR spent <= budget)
      )`);
    await q.query(`CREATE INDEX promotions_running ON promotions ("isActive", "startsAt")`);
    await q.query(`
      CREATE TABLE promotion_uses (
        "orderId" int NOT NULL,
        "promotionId" int NOT NULL,
        "userId" int NOT NULL,
        amount numeric(12,2) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("orderId", "promotionId"),
        CONSTRAINT "promotion_uses_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES promotions(id) ON DELETE CASCADE,
        CONSTRAINT promotion_uses_amount_check CHECK (amount >= 0)
      )`);
    await q.query(`CREATE INDEX promotion_uses_customer ON promotion_uses ("promotionId", "userId")`);
    await q.query(`ALTER TABLE orders ADD COLUMN promotions jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE order_items ADD COLUMN promotions jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_items DROP COLUMN promotions`);
    await q.query(`ALTER TABLE orders DROP COLUMN promotions`);
    await q.query(`DROP TABLE promotion_uses`);
    await q.query(`DROP TABLE promotions`);
  }
}

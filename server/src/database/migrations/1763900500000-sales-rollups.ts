import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales report's roll-ups (reports/sales-rollup.service.ts): per day and payment method, per
 * day and product, per month and product, and the watermark of the last run. An order's "updatedAt" moves whenever a
 * counted field changes (a trigger, so raw SQL updates count too), and its index finds the days
 * to sum again.
 */
export class SalesRollups1763900500000 implements MigrationInterface {
  name = 'SalesRollups1763900500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sales_days (
        day date NOT NULL,
        "paymentMethod" text NOT NULL,
        orders int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        vat numeric(14,2) NOT NULL,
        discount numeric(14,2) NOT NULL,
        shipping numeric(14,2) NOT NULL,
        items int NOT NULL,
        PRIMARY KEY (day, "paymentMethod")
      )`);
    await q.query(`
      CREATE TABLE sales_day_products (
        day date NOT NULL,
        "productId" int NOT NULL,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        quantity int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        orders int NOT NULL,
        PRIMARY KEY (day, "productId")
      )`);
    await q.query(`
      CREATE TABLE sales_month_products (
        month date NOT NULL,
        "productId" int NOT NULL,
        "nameAr" text NOT NULL,
        "nameEn" text NOT NULL,
        quantity int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        orders int NOT NULL,
        PRIMARY KEY (month, "productId")
      )`);
    await q.query(`CREATE TABLE sales_rollup_state (id int PRIMARY KEY CHECK (id = 1), watermark timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX orders_updated ON orders ("updatedAt")`);
    await q.query(`
      CREATE FUNCTION orders_touch_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."updatedAt" := now();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER orders_touch_counted BEFORE UPDATE OF status, total, vat, discount, shipping, "paymentMethod" ON orders
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total OR OLD.vat IS DISTINCT FROM NEW.vat
        OR OLD.discount IS DISTINCT FROM NEW.discount OR OLD.shipping IS DISTINCT FROM NEW.shipping
        OR OLD."paymentMethod" IS DISTINCT FROM NEW."paymentMethod")
      EXECUTE FUNCTION orders_touch_counted()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS orders_touch_counted ON orders`);
    await q.query(`DROP FUNCTION IF EXISTS orders_touch_counted()`);
    await q.query(`DROP INDEX IF EXISTS orders_updated`);
    await q.query(`DROP TABLE IF EXISTS sales_rollup_state, sales_month_products, sales_day_products, sales_days`);
  }
}

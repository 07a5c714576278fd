import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The statuses that counted as sales when this migration was written (CONFIRMED_ORDER_STATUSES). */
const CONFIRMED = `ARRAY['New', 'InPreparation', 'OnTheWay', 'Completed']`;
/** A Riyadh calendar day (UTC+3, no daylight saving). */
const DAY = `(timezone('UTC', o."createdAt") + interval '3 hours')::date`;

/**
 * A million orders (issue 19 §7): `sales_days` gains the order's status and counts every status,
 * so the dashboard's counts by status and its revenue read roll-ups too, not every order; and the
 * roll-ups are back-filled here from the orders already in the shop, with the watermark set, so a
 * shop that has orders answers its reports from roll-ups from its first request (before, nothing
 * was summed until the first run of the roll-up job, and a year's report scanned the orders).
 *
 * Time: one grouped pass over orders and order_items (about 20–40 s at a million orders on two
 * busy cores), inside the migration's transaction; no index is built on the big tables here.
 */
export class RollupsByStatus1764350000047 implements MigrationInterface {
  name = 'RollupsByStatus1764350000047';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sales_days`);
    await q.query(`
      CREATE TABLE sales_days (
        day date NOT NULL,
        status text NOT NULL,
        "paymentMethod" text NOT NULL,
        orders int NOT NULL,
        revenue numeric(14,2) NOT NULL,
        vat numeric(14,2) NOT NULL,
        discount numeric(14,2) NOT NULL,
        shipping numeric(14,2) NOT NULL,
        items int NOT NULL,
        PRIMARY KEY (day, status, "paymentMethod")
      )`);
    await q.query(`TRUNCATE sales_day_products, sales_month_products`);
    await q.query(`
      INSERT INTO sales_days (day, status, "paymentMethod", orders, revenue, vat, discount, shipping, items)
      SELECT ${DAY}, o.status, o."paymentMethod", count(*), sum(o.total), sum(o.vat), sum(o.discount), sum(o.shipping), coalesce(sum(i.units), 0)
      FROM orders o LEFT JOIN (SELECT "orderId", sum(quantity) AS units FROM order_items GROUP BY 1) i ON i."orderId" = o.id
      GROUP BY 1, 2, 3`);
    await q.query(`
      INSERT INTO sales_day_products (day, "productId", "nameAr", "nameEn", quantity, revenue, orders)
      SELECT ${DAY}, coalesce(i."productId", 0), min(i."nameAr"), min(i."nameEn"), sum(i.quantity), sum(i."lineTotal"), count(DISTINCT o.id)
      FROM orders o JOIN order_items i ON i."orderId" = o.id
      WHERE o.status = ANY(${CONFIRMED})
      GROUP BY 1, 2`);
    await q.query(`
      INSERT INTO sales_month_products (month, "productId", "nameAr", "nameEn", quantity, revenue, orders)
      SELECT date_trunc('month', day)::date, "productId", min("nameAr"), min("nameEn"), sum(quantity), sum(revenue), sum(orders)
      FROM sales_day_products GROUP BY 1, 2`);
    // the orders summed above are those of this transaction's snapshot: the watermark is its start.
    // A shop without orders keeps no watermark: its first roll-up run sums every day (the demo
    // seed's history arrives after the migrations, stamped in the past)
    await q.query(`DELETE FROM sales_rollup_state`);
    await q.query(`INSERT INTO sales_rollup_state (id, watermark) SELECT 1, now() WHERE EXISTS (SELECT 1 FROM orders)`);
    await q.query(`ANALYZE sales_days, sales_day_products, sales_month_products`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM sales_rollup_state`);
    await q.query(`TRUNCATE sales_day_products, sales_month_products`);
    await q.query(`DROP TABLE sales_days`);
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
  }
}

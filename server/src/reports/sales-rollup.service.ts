import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIRMED_ORDER_STATUSES } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { JobQueue } from '../jobs/job-queue.js';
import { dayStart, inWindows, nextDay, ROLLUP_MARGIN_MS } from './sales-plan.js';
import { sqlRows } from '../database/sql-rows.js';

/** Every minute, across all instances: the days and months whose orders changed are summed again. */
const ROLLUP_JOB = { name: 'reports.sales-rollup', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 900 };

/** A Riyadh calendar day of an order (UTC+3, no daylight saving). */
export const ORDER_DAY = `(timezone('UTC', o."createdAt") + interval '3 hours')::date`;

/**
 * The roll-ups of the sales report and the dashboard (issue 19 §7: a million orders): per day,
 * status and payment method (`sales_days`, every status), per day and product and per month and
 * product (`sales_day_products`, `sales_month_products`, confirmed orders only). A run recomputes
 * the days, and the months, that hold an order changed since the previous run (an index on
 * orders."updatedAt", bumped by a trigger when a counted field changes) and moves the watermark.
 * Nothing is added to order placement: readers take what the roll-ups cannot answer yet (today,
 * just-changed days) live from the orders (`planSalesReport`). The migration that made
 * `sales_days` back-filled the orders then in the shop; `rollUp({ full: true })` sums every day
 * again (after a bulk load whose orders carry old "updatedAt" stamps).
 */
@Injectable()
export class SalesRollupService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.every(ROLLUP_JOB, '* * * * *', async () => void (await this.rollUp()));
  }

  /** One run (one instance at a time: the state row is locked). Returns how many days it summed. */
  async rollUp(options: { full?: boolean } = {}): Promise<number> {
    return this.db.transaction(async (m) => {
      const [state] = await sqlRows<{ watermark: Date | null }>(m, `SELECT watermark FROM sales_rollup_state WHERE id = 1 FOR UPDATE`);
      const [{ now }] = await sqlRows<{ now: Date }>(m, `SELECT now() AS now`);
      const since = state?.watermark && !options.full ? new Date(new Date(state.watermark).getTime() - ROLLUP_MARGIN_MS) : null;
      const days = (
        await sqlRows<{ day: string }>(
          m,
          `SELECT DISTINCT ${ORDER_DAY}::text AS day FROM orders o ${since ? `WHERE o."updatedAt" > $1` : ''}`,
          since ? [since] : [],
        )
      ).map((r) => r.day);
      if (days.length) await this.sum(m, days, since === null);
      // a first run (or a long pause) rewrites most rows: fresh statistics keep the report's plans right
      if (days.length > 31) await m.query(`ANALYZE sales_days, sales_day_products, sales_month_products`);
      await m.query(
        `INSERT INTO sales_rollup_state (id, watermark) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET watermark = EXCLUDED.watermark`,
        [now],
      );
      return days.length;
    });
  }

  /** Sums the given days again (`all`: every day that has orders, read in one pass). */
  private async sum(m: EntityManager, days: string[], all: boolean): Promise<void> {
    const confirmed = [...CONFIRMED_ORDER_STATUSES];
    // each day a createdAt range of its own: the planner then reads those orders' items by index
    const windows = days.map((d) => [dayStart(d), dayStart(nextDay(d))] as const);
    const ofDays = (firstParam: number) => (all ? (['true', []] as const) : inWindows(windows, firstParam));
    const [dayOrders, dayParams] = ofDays(1);
    // a full run also drops days whose orders all moved away (a bulk load that restamped them)
    const ofTheDays = all ? '' : 'WHERE day = ANY($1::date[])';
    await m.query(`DELETE FROM sales_days ${ofTheDays}`, all ? [] : [days]);
    await m.query(
      `INSERT INTO sales_days (day, status, "paymentMethod", orders, revenue, vat, discount, shipping, items)
       SELECT ${ORDER_DAY}, o.status, o."paymentMethod", count(*), sum(o.total), sum(o.vat), sum(o.discount), sum(o.shipping),
              coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i."orderId" = o.id)), 0)
       FROM orders o WHERE ${dayOrders} GROUP BY 1, 2, 3`,
      [...dayParams],
    );
    const [confirmedOrders, confirmedParams] = ofDays(2);
    await m.query(`DELETE FROM sales_day_products ${ofTheDays}`, all ? [] : [days]);
    await m.query(
      `INSERT INTO sales_day_products (day, "productId", "nameAr", "nameEn", quantity, revenue, orders)
       SELECT ${ORDER_DAY}, coalesce(i."productId", 0), min(i."nameAr"), min(i."nameEn"), sum(i.quantity), sum(i."lineTotal"), count(DISTINCT o.id)
       FROM orders o JOIN order_items i ON i."orderId" = o.id WHERE o.status = ANY($1) AND ${confirmedOrders}
       GROUP BY 1, 2`,
      [confirmed, ...confirmedParams],
    );
    // months from their days' rows (a month is summed again whenever one of its days is)
    const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
    await m.query(`DELETE FROM sales_month_products ${all ? '' : 'WHERE month = ANY($1::date[])'}`, all ? [] : [months]);
    await m.query(
      `INSERT INTO sales_month_products (month, "productId", "nameAr", "nameEn", quantity, revenue, orders)
       SELECT m.month, p."productId", min(p."nameAr"), min(p."nameEn"), sum(p.quantity), sum(p.revenue), sum(p.orders)
       FROM unnest($1::date[]) AS m(month) JOIN sales_day_products p ON p.day >= m.month AND p.day < (m.month + interval '1 month')::date
       GROUP BY 1, 2`,
      [months],
    );
  }
}

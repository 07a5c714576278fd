import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIRMED_ORDER_STATUSES, type PaymentMethod, type SalesReportDto, type SalesReportQuery } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { OrderFiguresService } from './order-figures.service.js';
import { inWindows, type Window } from './sales-plan.js';
import { sqlRows } from '../database/sql-rows.js';

const num = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
/** Local time in Riyadh (UTC+3, no daylight saving) for bucketing by day, week and month. */
const LOCAL = `(timezone('UTC', o."createdAt") + interval '3 hours')`;
const MAX_RANGE_DAYS = 3660;
const FIGURES = ['orders', 'revenue', 'vat', 'discount', 'shipping', 'items'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/**
 * The sales report: revenue, orders, VAT, discounts, shipping and items per day, week or month
 * (Riyadh time), top products and payment methods, over confirmed orders. Whole settled days and
 * months come from the roll-ups (SalesRollupService); the rest of the range (partial days at the
 * edges, today, days whose orders just changed, or everything before the first roll-up) is read
 * live from the orders, so the answer is always exact.
 */
@Injectable()
export class SalesReportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly figures: OrderFiguresService,
  ) {}

  async sales(query: SalesReportQuery): Promise<SalesReportDto> {
    const to = query.to ? new Date(query.to) : new Date();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - 29 * 86_400_000);
    if (from > to || (to.getTime() - from.getTime()) / 86_400_000 > MAX_RANGE_DAYS)
      throw new BadInputError('report.rangeInvalid', { to: 'report.rangeInvalid' });
    const plan = await this.figures.plan(from, to);
    const [byPeriod, top] = await Promise.all([
      this.byPeriodAndMethod(query.groupBy, from, to, plan.freshDays, plan.dayWindows),
      this.topProducts(query.top, plan.freshMonths, plan.freshDays, plan.dayWindows),
    ]);
    const series = byPeriod.periods.map((period) => ({ period, ...byPeriod.sums.get(period)! }));
    const totals = Object.fromEntries(FIGURES.map((f) => [f, round2(series.reduce((s, r) => s + r[f], 0))])) as Figures;
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      groupBy: query.groupBy,
      series,
      totals: { ...totals, averageOrder: totals.orders ? round2(totals.revenue / totals.orders) : 0 },
      topProducts: top,
      byPaymentMethod: byPeriod.methods,
    };
  }

  private async byPeriodAndMethod(unit: string, from: Date, to: Date, freshDays: string[], windows: Window[]) {
    const [live, windowParams] = inWindows(windows, 4);
    const rows: Array<Record<string, unknown>> = await this.db.query(
      `WITH live AS (
         SELECT date_trunc($1, ${LOCAL}) AS p, o."paymentMethod" AS method, count(*) AS orders, sum(o.total) AS revenue, sum(o.vat) AS vat,
                sum(o.discount) AS discount, sum(o.shipping) AS shipping,
                coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i."orderId" = o.id)), 0) AS items
         FROM orders o WHERE ${live} AND o.status = ANY($3) GROUP BY 1, 2
       ), rolled AS (
         SELECT date_trunc($1, day::timestamp) AS p, "paymentMethod" AS method, sum(orders) AS orders, sum(revenue) AS revenue, sum(vat) AS vat,
                sum(discount) AS discount, sum(shipping) AS shipping, sum(items) AS items
         FROM sales_days WHERE day = ANY($2::date[]) AND status = ANY($3) GROUP BY 1, 2
       )
       SELECT to_char(p, 'YYYY-MM-DD') AS period, method, sum(orders) AS orders, sum(revenue) AS revenue, sum(vat) AS vat,
              sum(discount) AS discount, sum(shipping) AS shipping, sum(items) AS items
       FROM (SELECT * FROM live UNION ALL SELECT * FROM rolled) x GROUP BY 1, 2`,
      [unit, freshDays, [...CONFIRMED_ORDER_STATUSES], ...windowParams],
    );
    const [{ periods }] = await sqlRows<{ periods: string[] }>(
      this.db,
      `SELECT array_agg(to_char(p, 'YYYY-MM-DD') ORDER BY p) AS periods FROM generate_series(
         date_trunc($1, timezone('UTC', $2::timestamptz) + interval '3 hours'),
         date_trunc($1, timezone('UTC', $3::timestamptz) + interval '3 hours'), ('1 ' || $1)::interval) AS p`,
      [unit, from, to],
    );
    const zero = (): Figures => ({ orders: 0, revenue: 0, vat: 0, discount: 0, shipping: 0, items: 0 });
    const sums = new Map<string, Figures>(periods.map((p) => [p, zero()]));
    const methods = new Map<PaymentMethod, { orders: number; revenue: number }>();
    for (const r of rows) {
      const into = sums.get(r.period as string);
      if (into) for (const f of FIGURES) into[f] = round2(into[f] + num(r[f]));
      const method = methods.get(r.method as PaymentMethod) ?? { orders: 0, revenue: 0 };
      methods.set(r.method as PaymentMethod, { orders: method.orders + num(r.orders), revenue: round2(method.revenue + num(r.revenue)) });
    }
    return {
      periods: periods,
      sums,
      methods: [...methods].sort(([a], [b]) => a.localeCompare(b)).map(([paymentMethod, m]) => ({ paymentMethod, ...m })),
    };
  }

  /** Whole settled months from the monthly roll-up, other settled days from the daily one, the rest live. */
  private async topProducts(limit: number, freshMonths: string[], freshDays: string[], windows: Window[]) {
    const months = new Set(freshMonths);
    const days = freshDays.filter((d) => !months.has(`${d.slice(0, 7)}-01`));
    const [live, windowParams] = inWindows(windows, 5);
    const rows: Array<Record<string, unknown>> = await this.withMemory((m) =>
      m.query(
        // the figures first, names only for the winners: min() over text in the shop's collation
        // costs more than the sums over the year's 100,000-odd product rows
        `WITH live AS (
           SELECT coalesce(i."productId", 0) AS pid, min(i."nameAr") AS "nameAr", min(i."nameEn") AS "nameEn", sum(i.quantity) AS quantity,
                  sum(i."lineTotal") AS revenue, count(DISTINCT o.id) AS orders
           FROM orders o JOIN order_items i ON i."orderId" = o.id WHERE ${live} AND o.status = ANY($3) GROUP BY 1
         ), top AS (
           SELECT pid, sum(quantity) AS quantity, sum(revenue) AS revenue, sum(orders) AS orders FROM (
             SELECT pid, quantity, revenue, orders FROM live
             UNION ALL SELECT "productId", quantity, revenue, orders FROM sales_month_products WHERE month = ANY($2::date[])
             UNION ALL SELECT "productId", quantity, revenue, orders FROM sales_day_products WHERE day = ANY($4::date[])
           ) x GROUP BY pid ORDER BY sum(revenue) DESC, sum(quantity) DESC, pid LIMIT $1
         )
         SELECT t.*, n."nameAr", n."nameEn" FROM top t CROSS JOIN LATERAL (
           SELECT min("nameAr") AS "nameAr", min("nameEn") AS "nameEn" FROM (
             SELECT "nameAr", "nameEn" FROM live WHERE pid = t.pid
             UNION ALL SELECT "nameAr", "nameEn" FROM sales_month_products WHERE month = ANY($2::date[]) AND "productId" = t.pid
             UNION ALL SELECT "nameAr", "nameEn" FROM sales_day_products WHERE day = ANY($4::date[]) AND "productId" = t.pid
           ) names
         ) n
         ORDER BY t.revenue DESC, t.quantity DESC, t.pid`,
        [limit, freshMonths, [...CONFIRMED_ORDER_STATUSES], days, ...windowParams],
      ),
    );
    return rows.map((t) => ({
      productId: num(t.pid) || null,
      name: { ar: t.nameAr as string, en: t.nameEn as string },
      quantity: num(t.quantity),
      revenue: num(t.revenue),
      orders: num(t.orders),
    }));
  }

  /** Summing a year of products by hand needs more than PostgreSQL's default 4 MB to stay off disk. */
  private withMemory<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query(`SET LOCAL work_mem = '64MB'`);
      return work(m);
    });
  }
}

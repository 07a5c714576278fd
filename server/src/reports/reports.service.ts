import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONFIRMED_ORDER_STATUSES,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type DashboardDto,
  type OrderStatus,
  type PaymentMethod,
  type SalesReportDto,
  type SalesReportQuery,
} from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';

const num = (v: unknown) => Number(v ?? 0);
/** Local time in Riyadh (UTC+3, no daylight saving) for bucketing by day, week and month. */
const LOCAL = `(timezone('UTC', o."createdAt") + interval '3 hours')`;
const MAX_RANGE_DAYS = 3660;
/** The dashboard's totals over every order are read at most this often (a full pass over the orders at a million of them). */
const TOTALS_FOR_MS = 30_000;
const SLOW_TOTALS_MS = 50;

/**
 * Figures for the admin dashboard (every stat SPEC.md §2 lists) and the sales report. Revenue
 * counts confirmed orders only (New, InPreparation, OnTheWay, Completed): not those waiting for
 * payment, failed or rejected.
 */
@Injectable()
export class ReportsService {
  private totalsCache: { at: number; value: Promise<[Record<string, unknown>, Array<{ status: OrderStatus; count: string }>]> } | null =
    null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The totals (revenue, counts, orders by status). When reading them is slow (a shop with a
   * million orders) they are kept for 30 s; a small shop's are read afresh each time. Recent
   * orders and low stock are always current.
   */
  private totals() {
    if (!this.totalsCache || Date.now() - this.totalsCache.at > TOTALS_FOR_MS) {
      const started = Date.now();
      const value = Promise.all([this.readTotals(), this.db.query(`SELECT status, count(*) AS count FROM orders GROUP BY status`)]);
      const entry = { at: started, value: value as never };
      this.totalsCache = entry;
      value.then(
        () => Date.now() - started < SLOW_TOTALS_MS && this.totalsCache === entry && (this.totalsCache = null),
        () => this.totalsCache === entry && (this.totalsCache = null),
      );
    }
    return this.totalsCache.value;
  }

  private async readTotals(): Promise<Record<string, unknown>> {
    const confirmed = [...CONFIRMED_ORDER_STATUSES];
    const [row] = await this.db.query(
      `SELECT
         (SELECT coalesce(sum(total), 0) FROM orders WHERE status = ANY($1)) AS revenue,
         (SELECT count(*) FROM orders) AS orders,
         (SELECT count(*) FROM users WHERE role = 'Customer') AS customers,
         (SELECT count(*) FROM products) AS products,
         (SELECT count(*) FROM products WHERE stock <= $2) AS "lowStock",
         (SELECT count(*) FROM products WHERE "isFeatured") AS featured,
         (SELECT count(*) FROM products WHERE "isDiscounted") AS discounted,
         (SELECT count(*) FROM categories) AS categories,
         (SELECT count(*) FROM coupons WHERE "expiryDate" > now() AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")) AS "activeCoupons",
         (SELECT coalesce(sum(total), 0) FROM orders WHERE status = ANY($1) AND "createdAt" >= now() - interval '30 days') AS "revenueLast30Days",
         (SELECT count(*) FROM orders WHERE status = ANY($1) AND "createdAt" >= now() - interval '30 days') AS "ordersLast30Days"`,
      [confirmed, LOW_STOCK_THRESHOLD],
    );
    return row;
  }

  async dashboard(): Promise<DashboardDto> {
    const [row, byStatus] = (await this.totals()) as [Record<string, any>, Array<{ status: OrderStatus; count: string }>];
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const r of byStatus) ordersByStatus[r.status] = num(r.count);
    const recent = await this.db.query(
      `SELECT id, "orderNumber", "customerName", status, total, "createdAt" FROM orders ORDER BY "createdAt" DESC, id DESC LIMIT 5`,
    );
    const lowStock = await this.db.query(
      `SELECT id, "nameAr", "nameEn", stock FROM products WHERE stock <= $1 ORDER BY stock, id LIMIT 10`,
      [LOW_STOCK_THRESHOLD],
    );
    return {
      revenue: num(row.revenue),
      orders: num(row.orders),
      customers: num(row.customers),
      products: num(row.products),
      lowStock: num(row.lowStock),
      featured: num(row.featured),
      discounted: num(row.discounted),
      categories: num(row.categories),
      activeCoupons: num(row.activeCoupons),
      // content tables belong to another module; count them when they exist
      branches: await this.countIfExists('branches'),
      banners: await this.countIfExists('banners'),
      testimonials: await this.countIfExists('testimonials'),
      ordersByStatus,
      pendingOrders: ordersByStatus.New,
      revenueLast30Days: num(row.revenueLast30Days),
      ordersLast30Days: num(row.ordersLast30Days),
      recentOrders: recent.map((o: Record<string, unknown>) => ({
        id: o.id as number,
        orderNumber: o.orderNumber as string,
        customerName: o.customerName as string,
        status: o.status as OrderStatus,
        total: num(o.total),
        createdAt: (o.createdAt as Date).toISOString(),
      })),
      lowStockProducts: lowStock.map((p: Record<string, unknown>) => ({
        id: p.id as number,
        name: { ar: p.nameAr as string, en: p.nameEn as string },
        stock: p.stock as number,
      })),
    };
  }

  private async countIfExists(table: 'branches' | 'banners' | 'testimonials'): Promise<number> {
    const [{ present }] = await this.db.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [`public.${table}`]);
    if (!present) return 0;
    const [{ count }] = await this.db.query(`SELECT count(*) AS count FROM ${table}`);
    return num(count);
  }

  /** Revenue and orders per day, week or month over a range (default: the last 30 days), top products, payment methods. */
  async sales(query: SalesReportQuery): Promise<SalesReportDto> {
    const to = query.to ? new Date(query.to) : new Date();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - 29 * 86_400_000);
    if (from > to || (to.getTime() - from.getTime()) / 86_400_000 > MAX_RANGE_DAYS)
      throw new BadInputError('report.rangeInvalid', { to: 'report.rangeInvalid' });
    const unit = query.groupBy;
    const confirmed = [...CONFIRMED_ORDER_STATUSES];
    const series = await this.db.query(
      `WITH periods AS (
         SELECT generate_series(date_trunc($1, timezone('UTC', $2::timestamptz) + interval '3 hours'),
                                date_trunc($1, timezone('UTC', $3::timestamptz) + interval '3 hours'),
                                ('1 ' || $1)::interval) AS p
       ), o AS (
         SELECT date_trunc($1, ${LOCAL}) AS p, count(*) AS orders, sum(o.total) AS revenue, sum(o.vat) AS vat, sum(o.discount) AS discount, sum(o.shipping) AS shipping
         FROM orders o WHERE o.status = ANY($4) AND o."createdAt" BETWEEN $2 AND $3 GROUP BY 1
       ), i AS (
         SELECT date_trunc($1, ${LOCAL}) AS p, sum(i.quantity) AS items
         FROM orders o JOIN order_items i ON i."orderId" = o.id WHERE o.status = ANY($4) AND o."createdAt" BETWEEN $2 AND $3 GROUP BY 1
       )
       SELECT to_char(periods.p, 'YYYY-MM-DD') AS period, coalesce(o.orders, 0) AS orders, coalesce(o.revenue, 0) AS revenue, coalesce(o.vat, 0) AS vat,
              coalesce(o.discount, 0) AS discount, coalesce(o.shipping, 0) AS shipping, coalesce(i.items, 0) AS items
       FROM periods LEFT JOIN o ON o.p = periods.p LEFT JOIN i ON i.p = periods.p ORDER BY periods.p`,
      [unit, from, to, confirmed],
    );
    const top = await this.db.query(
      `SELECT i."productId", min(i."nameAr") AS "nameAr", min(i."nameEn") AS "nameEn", sum(i.quantity) AS quantity, sum(i."lineTotal") AS revenue, count(DISTINCT o.id) AS orders
       FROM orders o JOIN order_items i ON i."orderId" = o.id
       WHERE o.status = ANY($3) AND o."createdAt" BETWEEN $1 AND $2
       GROUP BY i."productId" ORDER BY sum(i."lineTotal") DESC, sum(i.quantity) DESC LIMIT $4`,
      [from, to, confirmed, query.top],
    );
    const methods = await this.db.query(
      `SELECT "paymentMethod", count(*) AS orders, sum(total) AS revenue FROM orders o
       WHERE o.status = ANY($3) AND o."createdAt" BETWEEN $1 AND $2 GROUP BY "paymentMethod" ORDER BY "paymentMethod"`,
      [from, to, confirmed],
    );
    const rows = series.map((r: Record<string, unknown>) => ({
      period: r.period as string,
      orders: num(r.orders),
      revenue: num(r.revenue),
      vat: num(r.vat),
      discount: num(r.discount),
      shipping: num(r.shipping),
      items: num(r.items),
    }));
    const sum = (k: 'orders' | 'revenue' | 'vat' | 'discount' | 'shipping' | 'items') =>
      Math.round(rows.reduce((s: number, r: Record<string, number>) => s + r[k], 0) * 100) / 100;
    const totals = {
      orders: sum('orders'),
      revenue: sum('revenue'),
      vat: sum('vat'),
      discount: sum('discount'),
      shipping: sum('shipping'),
      items: sum('items'),
    };
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      groupBy: unit,
      series: rows,
      totals: { ...totals, averageOrder: totals.orders ? Math.round((totals.revenue / totals.orders) * 100) / 100 : 0 },
      topProducts: top.map((t: Record<string, unknown>) => ({
        productId: (t.productId as number | null) ?? null,
        name: { ar: t.nameAr as string, en: t.nameEn as string },
        quantity: num(t.quantity),
        revenue: num(t.revenue),
        orders: num(t.orders),
      })),
      byPaymentMethod: methods.map((m: Record<string, unknown>) => ({
        paymentMethod: m.paymentMethod as PaymentMethod,
        orders: num(m.orders),
        revenue: num(m.revenue),
      })),
    };
  }
}

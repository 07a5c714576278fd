import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONFIRMED_ORDER_STATUSES,
  LOW_STOCK_THRESHOLD,
  localizedLabel,
  optionLabels,
  ORDER_STATUSES,
  type DashboardDto,
  type OrderStatus,
  type ProductOptionDto,
  type VariantOptions,
} from '@ward/shared';
import type { DataSource } from 'typeorm';
import { SELLABLE_STOCKS } from '../catalog/variants/variant-sql.js';
import { sqlRows } from '../database/sql-rows.js';
import { OrderFiguresService, type StatusFigures } from './order-figures.service.js';

const num = (v: unknown) => Number(v ?? 0);

/** A variant at or below the low-stock threshold, with what names it. */
interface LowStockRow {
  id: number;
  nameAr: string;
  nameEn: string;
  productOptions: ProductOptionDto[] | null;
  variantId: number;
  sku: string;
  options: VariantOptions | null;
  stock: number;
}
/** The dashboard's totals are read at most this often when reading them is slow. */
const TOTALS_FOR_MS = 30_000;
const SLOW_TOTALS_MS = 50;

/**
 * Figures for the admin dashboard (every stat SPEC.md §2 lists). Revenue
 * counts confirmed orders only (New, InPreparation, OnTheWay, Completed): not those waiting for
 * payment, failed or rejected.
 */
/** count(*) and sums arrive as strings (bigint, numeric). */
type TotalsRow = Record<'customers' | 'products' | 'lowStock' | 'featured' | 'discounted' | 'categories' | 'activeCoupons', string>;
type ByStatus = Map<OrderStatus, StatusFigures>;

@Injectable()
export class ReportsService {
  private totalsCache: { at: number; value: Promise<[TotalsRow, ByStatus, ByStatus]> } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly figures: OrderFiguresService,
  ) {}

  /**
   * The totals (counts, and orders and revenue by status, all time and the last 30 days: from the
   * sales roll-ups, not every order). When reading them is slow they are kept for 30 s; normally
   * they are read afresh each time, and after any order moved (forgetTotals). Recent orders and low
   * stock are always current.
   */
  private totals() {
    if (!this.totalsCache || Date.now() - this.totalsCache.at > TOTALS_FOR_MS) {
      const started = Date.now();
      const now = new Date();
      const value = Promise.all([
        this.readTotals(),
        this.allTime(now),
        this.figures.byStatus(new Date(now.getTime() - 30 * 86_400_000), now),
      ]);
      const entry = { at: started, value };
      this.totalsCache = entry;
      value.then(
        () => Date.now() - started < SLOW_TOTALS_MS && this.totalsCache === entry && (this.totalsCache = null),
        () => this.totalsCache === entry && (this.totalsCache = null),
      );
    }
    return this.totalsCache.value;
  }

  /** Drops the kept totals: the next dashboard reads them afresh. */
  forgetTotals(): void {
    this.totalsCache = null;
  }

  /** Every order so far, by status (from the first order's instant: the orders_created index). */
  private async allTime(now: Date): Promise<ByStatus> {
    const [{ first }] = await sqlRows<{ first: Date | null }>(this.db, `SELECT min("createdAt") AS first FROM orders`);
    return first ? this.figures.byStatus(new Date(first), now) : new Map();
  }

  private async readTotals(): Promise<TotalsRow> {
    const [row] = await sqlRows<TotalsRow>(
      this.db,
      `SELECT
         (SELECT count(*) FROM users WHERE role = 'Customer') AS customers,
         (SELECT count(*) FROM products) AS products,
         (SELECT count(*) FROM (${SELLABLE_STOCKS}) s WHERE s.stock <= $1) AS "lowStock",
         (SELECT count(*) FROM products WHERE "isFeatured") AS featured,
         (SELECT count(*) FROM products WHERE "isDiscounted") AS discounted,
         (SELECT count(*) FROM categories) AS categories,
         (SELECT count(*) FROM coupons WHERE "expiryDate" > now() AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")) AS "activeCoupons"`,
      [LOW_STOCK_THRESHOLD],
    );
    return row;
  }

  async dashboard(): Promise<DashboardDto> {
    const [[row, allTime, last30Days], recent, lowStock, branches, banners, testimonials] = await Promise.all([
      this.totals(),
      this.recentOrders(),
      this.lowStock(),
      this.countIfExists('branches'),
      this.countIfExists('banners'),
      this.countIfExists('testimonials'),
    ]);
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, allTime.get(s)?.orders ?? 0])) as Record<OrderStatus, number>;
    const confirmed = (by: ByStatus, figure: keyof StatusFigures) =>
      Math.round(CONFIRMED_ORDER_STATUSES.reduce((sum, s) => sum + (by.get(s)?.[figure] ?? 0), 0) * 100) / 100;
    return {
      revenue: confirmed(allTime, 'revenue'),
      orders: [...allTime.values()].reduce((sum, s) => sum + s.orders, 0),
      customers: num(row.customers),
      products: num(row.products),
      lowStock: num(row.lowStock),
      featured: num(row.featured),
      discounted: num(row.discounted),
      categories: num(row.categories),
      activeCoupons: num(row.activeCoupons),
      // content tables belong to another module; count them when they exist
      branches,
      banners,
      testimonials,
      ordersByStatus,
      pendingOrders: ordersByStatus.New,
      revenueLast30Days: confirmed(last30Days, 'revenue'),
      ordersLast30Days: confirmed(last30Days, 'orders'),
      recentOrders: recent.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        customerName: o.customerName,
        status: o.status,
        total: num(o.total),
        createdAt: o.createdAt.toISOString(),
      })),
      lowStockProducts: lowStock.map((p) => ({
        id: p.id,
        variantId: p.variantId,
        sku: p.sku,
        label: localizedLabel(optionLabels(p.productOptions ?? [], p.options ?? {})),
        name: { ar: p.nameAr, en: p.nameEn },
        stock: p.stock,
      })),
    };
  }

  private recentOrders() {
    return sqlRows<{ id: number; orderNumber: string; customerName: string; status: OrderStatus; total: string; createdAt: Date }>(
      this.db,
      `SELECT id, "orderNumber", "customerName", status, total, "createdAt" FROM orders ORDER BY "createdAt" DESC, id DESC LIMIT 5`,
    );
  }

  private lowStock() {
    return sqlRows<LowStockRow>(
      this.db,
      `SELECT p.id, p."nameAr", p."nameEn", p.options AS "productOptions", v.id AS "variantId", v.sku, v.options, s.stock
       FROM (${SELLABLE_STOCKS}) s JOIN product_variants v ON v.id = s.id JOIN products p ON p.id = v."productId"
       WHERE s.stock <= $1 ORDER BY s.stock, v.id LIMIT 10`,
      [LOW_STOCK_THRESHOLD],
    );
  }

  private async countIfExists(table: 'branches' | 'banners' | 'testimonials'): Promise<number> {
    const [{ present }] = await sqlRows<{ present: boolean }>(this.db, `SELECT to_regclass($1) IS NOT NULL AS present`, [
      `public.${table}`,
    ]);
    if (!present) return 0;
    const [{ count }] = await sqlRows<{ count: string }>(this.db, `SELECT count(*) AS count FROM ${table}`);
    return num(count);
  }
}

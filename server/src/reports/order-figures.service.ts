import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderStatus } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import { inWindows, planSalesReport, ROLLUP_MARGIN_MS, type SalesPlan } from './sales-plan.js';
import { ORDER_DAY } from './sales-rollup.service.js';

export interface StatusFigures {
  orders: number;
  revenue: number;
}

/**
 * Counts and sums over the orders of a time range without reading them all: whole settled days
 * from the `sales_days` roll-up, the rest (edges, today, days whose orders just changed) live, as
 * `planSalesReport` splits it. Shared by the sales report and the dashboard.
 */
@Injectable()
export class OrderFiguresService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Which days of [from, to] the roll-ups answer and which windows are read live. */
  async plan(from: Date, to: Date): Promise<SalesPlan> {
    const [state] = await sqlRows<{ watermark: Date | null }>(this.db, `SELECT watermark FROM sales_rollup_state WHERE id = 1`);
    if (!state?.watermark) return planSalesReport(from, to, null, new Set());
    const watermark = new Date(state.watermark);
    const dirty = await sqlRows<{ day: string }>(
      this.db,
      `SELECT DISTINCT ${ORDER_DAY}::text AS day FROM orders o WHERE o."updatedAt" > $1`,
      [new Date(watermark.getTime() - ROLLUP_MARGIN_MS)],
    );
    return planSalesReport(from, to, watermark, new Set(dirty.map((d) => d.day)));
  }

  /** Orders and their total per status, of the orders created in [from, to] (`to` inclusive). */
  async byStatus(from: Date, to: Date): Promise<Map<OrderStatus, StatusFigures>> {
    const plan = await this.plan(from, to);
    const [live, windows] = inWindows(plan.dayWindows, 2);
    const rows = await sqlRows<{ status: OrderStatus; orders: string; revenue: string }>(
      this.db,
      `SELECT status, sum(orders) AS orders, sum(revenue) AS revenue FROM (
         SELECT o.status, count(*) AS orders, sum(o.total) AS revenue FROM orders o WHERE ${live} GROUP BY 1
         UNION ALL
         SELECT status, sum(orders), sum(revenue) FROM sales_days WHERE day = ANY($1::date[]) GROUP BY 1
       ) x GROUP BY 1`,
      [plan.freshDays, ...windows],
    );
    return new Map(rows.map((r) => [r.status, { orders: Number(r.orders), revenue: Number(r.revenue) }]));
  }
}

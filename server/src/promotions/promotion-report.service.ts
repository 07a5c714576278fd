import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PromotionReportDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { COUNTED_ORDER } from '../coupons/coupon-rules.js';

interface ReportRow {
  uses: number;
  budget: string | null;
  orders: number;
  customers: number;
  newCustomers: number;
  revenue: string;
  discountGiven: string;
}

/**
 * A promotion's results (issue 28), from its uses: the orders that got it and were not cancelled
 * (a cancellation deletes the use), their customers, how many of them were ordering for the first
 * time, what those orders cost and what the promotion took off them.
 */
@Injectable()
export class PromotionReportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async report(promotionId: number): Promise<PromotionReportDto> {
    const [row] = await this.db.query<ReportRow[]>(
      `SELECT p."usedCount" AS uses, p.budget, count(placed.id)::int AS orders, count(DISTINCT placed."userId")::int AS customers,
         count(placed.id) FILTER (WHERE NOT EXISTS (
           SELECT 1 FROM orders o WHERE o."userId" = placed."userId" AND o.id < placed.id AND ${COUNTED_ORDER}))::int AS "newCustomers",
         coalesce(sum(placed.total), 0) AS revenue, coalesce(sum(u.amount) FILTER (WHERE placed.id IS NOT NULL), 0) AS "discountGiven"
       FROM promotions p
       LEFT JOIN promotion_uses u ON u."promotionId" = p.id
       LEFT JOIN LATERAL (SELECT o.id, o."userId", o.total FROM orders o WHERE o.id = u."orderId" AND ${COUNTED_ORDER}) placed ON true
       WHERE p.id = $1 GROUP BY p.id`,
      [promotionId],
    );
    if (!row) throw new NotFoundError('promotion.notFound');
    return {
      promotionId,
      uses: row.uses,
      orders: row.orders,
      customers: row.customers,
      newCustomers: row.newCustomers,
      revenue: Number(row.revenue),
      discountGiven: Number(row.discountGiven),
      budget: row.budget === null ? null : Number(row.budget),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIRMED_ORDER_STATUSES, type AbandonedCartDto, type AbandonedCartsQuery, type AbandonedCartsReportDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { ListQuery } from '../common/list-query.js';
import { sqlRows } from '../database/sql-rows.js';
import { CartRemindersService } from './cart-reminders.service.js';

const DEFAULT_DAYS = 30;

/** A list row as PostgreSQL answers it: the DTO with dates as Date, money as numeric text, and the window count. */
type ListRow = Omit<AbandonedCartDto, 'abandonedAt' | 'sentAt' | 'restoredAt' | 'recoveredTotal'> & {
  abandonedAt: Date;
  sentAt: Date | null;
  restoredAt: Date | null;
  recoveredTotal: string | null;
  total: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The back office's abandoned-cart figures, by when the carts were left: how many, reminders
 * sent, orders recovered and their revenue (orders that became sales only: CONFIRMED_ORDER_STATUSES).
 */
@Injectable()
export class AbandonedCartsReport {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reminders: CartRemindersService,
  ) {}

  async figures(query: AbandonedCartsQuery): Promise<AbandonedCartsReportDto> {
    await this.reminders.recordRecoveries();
    const to = query.to ? new Date(query.to) : new Date();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_DAYS * 86_400_000);
    const [row] = await sqlRows<{ abandoned: number; sent: number; recovered: number; revenue: string }>(
      this.db,
      `SELECT count(*)::int AS abandoned, count(*) FILTER (WHERE r.status = 'sent')::int AS sent,
              count(o.id) FILTER (WHERE o.status = ANY($3))::int AS recovered,
              coalesce(sum(o.total) FILTER (WHERE o.status = ANY($3)), 0) AS revenue
         FROM cart_reminders r LEFT JOIN orders o ON o.id = r."recoveredOrderId"
        WHERE r."abandonedAt" BETWEEN $1 AND $2`,
      [from, to, CONFIRMED_ORDER_STATUSES],
    );
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      abandoned: row.abandoned,
      remindersSent: row.sent,
      recovered: row.recovered,
      revenue: Number(row.revenue),
    };
  }

  /** Abandoned carts, newest first, with who, what, the reminder and the order that recovered it. */
  async list(range: AbandonedCartsQuery, page: ListQuery): Promise<[AbandonedCartDto[], number]> {
    await this.reminders.recordRecoveries();
    const rows = await sqlRows<ListRow>(
      this.db,
      `SELECT r.id, r."abandonedAt", u.name AS "customerName", coalesce(r.email, r.phone) AS contact, r."userId" IS NULL AS "isGuest",
              r."itemCount", r.status, r.channel, r."sentAt", r."restoredAt", r."recoveredOrderId",
              o."orderNumber" AS "recoveredOrderNumber", o.total AS "recoveredTotal", count(*) OVER ()::int AS total
         FROM cart_reminders r LEFT JOIN users u ON u.id = r."userId" LEFT JOIN orders o ON o.id = r."recoveredOrderId"
        WHERE ($1::timestamptz IS NULL OR r."abandonedAt" >= $1) AND ($2::timestamptz IS NULL OR r."abandonedAt" <= $2)
        ORDER BY r."abandonedAt" DESC, r.id DESC OFFSET $3 LIMIT $4`,
      [range.from ?? null, range.to ?? null, page.start, page.end - page.start + 1],
    );
    const items = rows.map(({ total: _total, ...r }) => ({
      ...r,
      abandonedAt: r.abandonedAt.toISOString(),
      sentAt: iso(r.sentAt),
      restoredAt: iso(r.restoredAt),
      recoveredTotal: r.recoveredTotal === null ? null : Number(r.recoveredTotal),
    }));
    return [items, rows[0]?.total ?? 0];
  }
}

import { RETURN_RATE_FLAG, type ReturnReason, type ReturnReportDto, type ReturnReportQuery } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';

const DAY_MS = 86_400_000;

/** The units of orders delivered in the period (free samples left out), and what of each line was asked back, not rejected. */
const DELIVERED = `
  WITH delivered AS (
    SELECT i.id, i."productId", i."nameAr", i."nameEn", i.quantity
    FROM order_items i JOIN orders o ON o.id = i."orderId"
    WHERE o."completedAt" BETWEEN $1 AND $2 AND NOT i."isSample"),
  returned AS (
    SELECT l."itemId", r.id AS "returnId", r.reason, l.quantity
    FROM return_lines l JOIN returns r ON r.id = l."returnId"
    WHERE r.status <> 'rejected' AND l."itemId" IN (SELECT id FROM delivered))`;

type ProductRow = Omit<ReturnReportDto['byProduct'][number], 'rate' | 'flagged'>;

/**
 * Return rates (issue 30): of what was delivered in the period, how much came back, per product
 * (the most returned first; a product is flagged at `RETURN_RATE_FLAG` and more than one unit) and per reason.
 */
export async function returnReport(m: Pick<EntityManager, 'query'>, query: ReturnReportQuery): Promise<ReturnReportDto> {
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 29 * DAY_MS);
  const products = await sqlRows<ProductRow>(
    m,
    `${DELIVERED}
     SELECT d."productId", json_build_object('ar', max(d."nameAr"), 'en', max(d."nameEn")) AS name,
            sum(d.quantity)::int AS delivered, coalesce(sum(r.units), 0)::int AS returned
     FROM delivered d LEFT JOIN (SELECT "itemId", sum(quantity) AS units FROM returned GROUP BY 1) r ON r."itemId" = d.id
     GROUP BY d."productId", CASE WHEN d."productId" IS NULL THEN d."nameEn" END
     HAVING sum(r.units) > 0
     ORDER BY sum(r.units)::float / sum(d.quantity) DESC, sum(r.units) DESC, d."productId" LIMIT 200`,
    [from, to],
  );
  const byReason = await sqlRows<{ reason: ReturnReason; returns: number; units: number }>(
    m,
    `${DELIVERED}
     SELECT reason, count(DISTINCT "returnId")::int AS returns, sum(quantity)::int AS units
     FROM returned GROUP BY reason ORDER BY units DESC, reason`,
    [from, to],
  );
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    byProduct: products.map((p) => {
      const rate = Math.round((p.returned / p.delivered) * 10_000) / 10_000;
      return { ...p, rate, flagged: rate >= RETURN_RATE_FLAG && p.returned > 1 };
    }),
    byReason,
  };
}

import { maskIban, type ReturnDto } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';

const RETURNS = (where: string, tail = '') => `
  SELECT r.id, r."orderId", o."orderNumber", o."customerName", r.status, r.reason, r.condition, r.wish, r.note,
         r."rejectionReason", r."writeOffReason", r."trackingNumber", p.amount::float AS "refundedAmount", r."refundId",
         p.means AS "refundMeans", p.iban AS "refundIban", p.reference AS "refundReference", o."paymentMethod",
         (SELECT json_agg(json_build_object('itemId', l."itemId", 'name', json_build_object('ar', i."nameAr", 'en', i."nameEn"),
                                            'quantity', l.quantity, 'outcome', l.outcome) ORDER BY l."itemId")
            FROM return_lines l JOIN order_items i ON i.id = l."itemId" WHERE l."returnId" = r.id) AS lines,
         r."createdAt", r."updatedAt"
  FROM returns r JOIN orders o ON o.id = r."orderId" LEFT JOIN payment_refunds p ON p.id = r."refundId"
  ${where} ${tail}`;

type Row = Omit<ReturnDto, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** The IBAN never leaves whole: every answer (and so the audit log, which reads the admin's answer) has it masked. */
const toDto = (row: Row): ReturnDto => ({
  ...row,
  refundIban: row.refundIban ? maskIban(row.refundIban) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function readReturn(m: Pick<EntityManager, 'query'>, id: number): Promise<ReturnDto | null> {
  const [row] = await sqlRows<Row>(m, RETURNS('WHERE r.id = $1'), [id]);
  return row ? toDto(row) : null;
}

export async function readOrderReturns(m: Pick<EntityManager, 'query'>, orderId: number): Promise<ReturnDto[]> {
  return (await sqlRows<Row>(m, RETURNS('WHERE r."orderId" = $1', 'ORDER BY r.id DESC'), [orderId])).map(toDto);
}

export interface ReturnListQuery {
  status: string[] | null;
  orderId: number | null;
  sortOrder: 'ASC' | 'DESC';
  start: number;
  end: number;
}

export async function readReturnList(m: Pick<EntityManager, 'query'>, q: ReturnListQuery): Promise<[ReturnDto[], number]> {
  const where = `WHERE ($1::text[] IS NULL OR r.status = ANY($1)) AND ($2::int IS NULL OR r."orderId" = $2)`;
  const params = [q.status, q.orderId];
  const rows = await sqlRows<Row>(m, RETURNS(where, `ORDER BY r.id ${q.sortOrder} OFFSET $3 LIMIT $4`), [
    ...params,
    q.start,
    q.end - q.start + 1,
  ]);
  const [{ n }] = await sqlRows<{ n: number }>(m, `SELECT count(*)::int AS n FROM returns r ${where}`, params);
  return [rows.map(toDto), n];
}

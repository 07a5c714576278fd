import type { FastifyReply } from 'fastify';
import { sendList, type ListQuery } from './list-query.js';
import type { CountRows } from './rest-list.js';
import { sqlRows } from '../database/sql-rows.js';

/** Up to this many matching rows a list counts them exactly; above, it answers PostgreSQL's estimate. */
export const EXACT_COUNT_UP_TO = 10_000;

/**
 * The count of a list over a table that grows without bound (orders, customers, the audit log):
 * exact while it is small (a count stopped after EXACT_COUNT_UP_TO + 1 rows, so it never reads
 * more than that), and above it the planner's estimate of the filtered query — a number
 * react-admin can page with, which the back office shows as "about N".
 */
export function estimatedCount(exactUpTo = EXACT_COUNT_UP_TO): CountRows {
  return async (qb) => {
    const [sql, params] = qb.clone().select('1').orderBy().skip(undefined).take(undefined).getQueryAndParameters();
    const [{ n }] = await sqlRows<{ n: number }>(
      qb.connection,
      `SELECT count(*)::int AS n FROM (${sql} LIMIT ${exactUpTo + 1}) capped`,
      params,
    );
    if (n <= exactUpTo) return n;
    const [{ 'QUERY PLAN': plan }] = await sqlRows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
      qb.connection,
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    const estimate = Math.round(Number(plan[0].Plan['Plan Rows']));
    return Math.max(estimate, exactUpTo + 1);
  };
}

/**
 * `sendList` for a list counted with `estimatedCount`: a total above the exact range is an
 * estimate, and `X-Total-Estimated: true` says so (the back office writes "about").
 */
export function sendEstimatedList<T>(
  reply: FastifyReply,
  resource: string,
  query: ListQuery,
  items: T[],
  total: number,
  exactUpTo = EXACT_COUNT_UP_TO,
): T[] {
  if (total > exactUpTo) void reply.header('X-Total-Estimated', 'true');
  return sendList(reply, resource, query, items, total);
}

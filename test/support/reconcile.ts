import type { TestPostgres } from './postgres.js';

/**
 * Books of a shop's database before traffic, and the check that every order placed since is
 * whole (issue 7): stock + sold = initial, no order without items, no payment without order,
 * money adds up, coupon uses match the orders holding them.
 */
export interface Books {
  database: string;
  lastOrderId: number;
  stock: Map<number, number>;
  couponUses: Map<number, number>;
}

export async function takeBooks(pg: TestPostgres, database: string): Promise<Books> {
  const [{ last }] = await pg.query<{ last: number }>(`SELECT coalesce(max(id), 0)::int AS last FROM orders`, [], database);
  const stock = await pg.query<{ id: number; stock: number }>(`SELECT id, stock FROM product_variants`, [], database);
  const coupons = await pg.query<{ id: number; used: number }>(`SELECT id, "usedCount" AS used FROM coupons`, [], database);
  return {
    database,
    lastOrderId: last,
    stock: new Map(stock.map((r) => [r.id, r.stock])),
    couponUses: new Map(coupons.map((r) => [r.id, r.used])),
  };
}

export interface Reconciliation {
  /** orders placed since the books were taken */
  orders: number;
  /** units those orders hold (stock not released) */
  unitsSold: number;
  /** every broken rule, one line each; empty when the books balance */
  problems: string[];
}

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export async function reconcile(pg: TestPostgres, before: Books): Promise<Reconciliation> {
  const db = before.database;
  const q: Query = <T>(sql: string, params: unknown[] = []) => pg.query<T>(sql, params, db);
  const since = [before.lastOrderId];
  const [{ orders }] = await q<{ orders: number }>(`SELECT count(*)::int AS orders FROM orders WHERE id > $1`, since);
  const [{ units: unitsSold }] = await q<{ units: number }>(
    `SELECT coalesce(sum(i.quantity), 0)::int AS units FROM order_items i JOIN orders o ON o.id = i."orderId" WHERE o.id > $1 AND NOT o."stockReleased"`,
    since,
  );
  const problems = [
    ...(await wholeOrderProblems(q, since)),
    ...(await stockProblems(q, since, before)),
    ...(await couponProblems(q, since, before)),
  ];
  return { orders, unitsSold, problems };
}

/** Every order since has items, one payment, a timeline, lines adding up to its subtotal, a payment of its total, stock released exactly when it failed. */
async function wholeOrderProblems(q: Query, since: unknown[]): Promise<string[]> {
  const problems: string[] = [];
  for (const o of await q<{ id: number }>(
    `SELECT o.id FROM orders o WHERE o.id > $1 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i."orderId" = o.id)`,
    since,
  ))
    problems.push(`order ${o.id} has no items`);
  for (const o of await q<{ id: number; n: number }>(
    `SELECT o.id, count(p.id)::int AS n FROM orders o LEFT JOIN payments p ON p."orderId" = o.id WHERE o.id > $1 GROUP BY o.id HAVING count(p.id) <> 1`,
    since,
  ))
    problems.push(`order ${o.id} has ${o.n} payments`);
  for (const p of await q<{ id: string }>(`SELECT p.id FROM payments p LEFT JOIN orders o ON o.id = p."orderId" WHERE o.id IS NULL`))
    problems.push(`payment ${p.id} has no order`);
  for (const o of await q<{ id: number }>(
    `SELECT o.id FROM orders o WHERE o.id > $1 AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e."orderId" = o.id)`,
    since,
  ))
    problems.push(`order ${o.id} has no timeline`);
  for (const o of await q<{ id: number; subtotal: string; lines: string }>(
    `SELECT o.id, o.subtotal::text, sum(i."lineTotal")::text AS lines FROM orders o JOIN order_items i ON i."orderId" = o.id
     WHERE o.id > $1 GROUP BY o.id HAVING o.subtotal <> sum(i."lineTotal")`,
    since,
  ))
    problems.push(`order ${o.id}: subtotal ${o.subtotal} but lines add up to ${o.lines}`);
  for (const o of await q<{ id: number; total: string; amount: string }>(
    `SELECT o.id, o.total::text, p.amount::text FROM orders o JOIN payments p ON p."orderId" = o.id WHERE o.id > $1 AND p.amount <> o.total`,
    since,
  ))
    problems.push(`order ${o.id}: total ${o.total} but payment ${o.amount}`);
  for (const o of await q<{ id: number; status: string; released: boolean }>(
    `SELECT id, status, "stockReleased" AS released FROM orders
     WHERE id > $1 AND "stockReleased" <> (status IN ('Rejected', 'PaymentFailure'))`,
    since,
  ))
    problems.push(`order ${o.id} is ${o.status} but its stock is ${o.released ? '' : 'not '}released`);
  return problems;
}

/** stock + sold = initial, per variant (a gift set's line takes its items' stock). */
async function stockProblems(q: Query, since: unknown[], before: Books): Promise<string[]> {
  const problems: string[] = [];
  const sold = new Map<number, number>();
  for (const r of await q<{ variantId: number; units: number }>(
    `SELECT taken."variantId", sum(taken.units)::int AS units
     FROM order_items i JOIN orders o ON o.id = i."orderId",
       LATERAL (SELECT i."variantId", i.quantity AS units WHERE jsonb_array_length(i.components) = 0
                UNION ALL
                SELECT (c->>'variantId')::int, i.quantity * (c->>'quantity')::int FROM jsonb_array_elements(i.components) c) taken
     WHERE o.id > $1 AND NOT o."stockReleased" AND taken."variantId" IS NOT NULL GROUP BY taken."variantId"`,
    since,
  ))
    sold.set(r.variantId, r.units);
  for (const r of await q<{ id: number; stock: number }>(`SELECT id, stock FROM product_variants`)) {
    const initial = before.stock.get(r.id);
    if (initial === undefined) continue; // created during the run
    const units = sold.get(r.id) ?? 0;
    if (r.stock + units !== initial) problems.push(`variant ${r.id}: stock ${r.stock} + sold ${units} ≠ initial ${initial}`);
  }
  return problems;
}

/** Coupon uses = orders holding the coupon, and never over its limit. */
async function couponProblems(q: Query, since: unknown[], before: Books): Promise<string[]> {
  const problems: string[] = [];
  const held = new Map<number, number>();
  for (const r of await q<{ couponId: number; n: number }>(
    `SELECT "couponId", count(*)::int AS n FROM orders WHERE id > $1 AND "couponId" IS NOT NULL AND NOT "stockReleased" GROUP BY "couponId"`,
    since,
  ))
    held.set(r.couponId, r.n);
  for (const r of await q<{ id: number; used: number; limit: number | null }>(
    `SELECT id, "usedCount" AS used, "usageLimit" AS limit FROM coupons`,
  )) {
    const initial = before.couponUses.get(r.id) ?? 0;
    const n = held.get(r.id) ?? 0;
    if (r.used !== initial + n) problems.push(`coupon ${r.id}: used ${r.used} but ${initial} before + ${n} orders`);
    if (r.limit !== null && r.used > r.limit) problems.push(`coupon ${r.id}: used ${r.used} over its limit ${r.limit}`);
  }
  return problems;
}

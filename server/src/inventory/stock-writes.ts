import { STOCK_MOVEMENT_REASONS, type StockMovementReason } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';

/** What a stock change is recorded with: why, for which order or other reference, by whom. */
export interface StockEntry {
  reason: StockMovementReason;
  orderId?: number | null;
  reference?: string | null;
  /** the customer or admin; none for the shop itself (an expiry, a seed) */
  actorId?: number | null;
}

/** Units a variant gains (positive) or loses (negative). */
export interface StockMove {
  variantId: number;
  delta: number;
}

/** The stock a variant should have from now on (an edit that writes a figure). */
export interface StockLevel {
  variantId: number;
  stock: number;
}

type Queryable = DataSource | EntityManager;

export function checkedReason(reason: string): StockMovementReason {
  if (!(STOCK_MOVEMENT_REASONS as readonly string[]).includes(reason)) throw new TypeError(`not a stock movement reason: ${reason}`);
  return reason as StockMovementReason;
}

/**
 * The change itself, once `deltas` (CTE: `id`, `delta`) says what moves: the variants locked in id
 * order (as placements lock them, so the two never deadlock), their stock moved by the delta (the
 * `stock >= 0` CHECK refuses a shortfall), one ledger row per variant, and the products whose shown
 * stock follows them answered: their own, and those of gift sets holding them.
 */
const APPLY = (deltas: string) => `
  ${deltas},
  locked AS (SELECT v.id FROM product_variants v WHERE v.id IN (SELECT id FROM deltas WHERE delta <> 0) ORDER BY v.id FOR NO KEY UPDATE),
  moved AS (
    UPDATE product_variants v SET stock = v.stock + d.delta, "updatedAt" = now()
    FROM deltas d JOIN locked l ON l.id = d.id WHERE v.id = d.id RETURNING v.id, v."productId", d.delta),
  written AS (
    INSERT INTO stock_movements ("variantId", delta, reason, "orderId", reference, "actorId")
    SELECT id, delta, $3::text, $4::int, $5::text, $6::int FROM moved ORDER BY id)
  SELECT "productId" AS id FROM moved
  UNION SELECT s."productId" FROM variant_components k JOIN product_variants s ON s.id = k."setId" WHERE k."componentId" IN (SELECT id FROM moved)`;

const MOVE = APPLY(`
  WITH deltas AS (
    SELECT id, sum(delta)::int AS delta FROM unnest($1::int[], $2::int[]) AS m(id, delta) GROUP BY id)`);

const SET = APPLY(`
  WITH wanted AS (SELECT DISTINCT ON (id) id, stock FROM unnest($1::int[], $2::int[]) AS w(id, stock)),
  current AS (SELECT v.id, v.stock FROM product_variants v WHERE v.id IN (SELECT id FROM wanted) ORDER BY v.id FOR NO KEY UPDATE),
  deltas AS (SELECT c.id, w.stock - c.stock AS delta FROM current c JOIN wanted w ON w.id = c.id)`);

const entryParams = (entry: StockEntry) => [
  checkedReason(entry.reason),
  entry.orderId ?? null,
  entry.reference ?? null,
  entry.actorId ?? null,
];

/**
 * Moves stock by deltas in the caller's transaction (one statement, whatever the count), with one
 * ledger row per variant. Answers the products whose shown stock changed; nothing moved: none.
 * Only the inventory module calls this (inventory.service.ts announces the change).
 */
export async function moveStock(db: Queryable, moves: readonly StockMove[], entry: StockEntry): Promise<number[]> {
  const real = moves.filter((m) => m.delta !== 0);
  if (!real.length) return [];
  const rows = await sqlRows<{ id: number }>(db, MOVE, [real.map((m) => m.variantId), real.map((m) => m.delta), ...entryParams(entry)]);
  return rows.map((r) => r.id);
}

/**
 * Writes stock figures (an edit that sets "12") in the caller's transaction: each variant moves by
 * the difference from what it has once locked, recorded as such. Answers the products whose shown
 * stock changed.
 */
export async function setStock(db: Queryable, levels: readonly StockLevel[], entry: StockEntry): Promise<number[]> {
  if (!levels.length) return [];
  const rows = await sqlRows<{ id: number }>(db, SET, [levels.map((l) => l.variantId), levels.map((l) => l.stock), ...entryParams(entry)]);
  return rows.map((r) => r.id);
}

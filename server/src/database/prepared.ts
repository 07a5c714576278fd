import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { pgPool } from './pool.js';

/**
 * A statement sent by name: PostgreSQL parses it once per connection and keeps its plan, where an
 * unnamed statement is parsed and planned on every call (the checkout read's plan cost more than
 * running it). The name stands for this text only; two texts must never share one.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

export const prepared = (name: string, text: string): PreparedStatement => ({ name, text });

/** TypeORM's handles reach the pg pool (a DataSource, its manager) or the transaction's own client. */
type Handle = DataSource | EntityManager;

async function pgTarget(db: Handle): Promise<Pool | PoolClient> {
  const manager = db as Partial<EntityManager>;
  if (manager.queryRunner && !manager.queryRunner.isReleased) return (await manager.queryRunner.connect()) as PoolClient;
  return pgPool(manager.connection ?? (db as DataSource));
}

/** The rows of a named statement, typed by the caller (the SQL's column list is the contract). */
export async function preparedRows<Row>(db: Handle, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const target = await pgTarget(db);
  return (await target.query({ name: statement.name, text: statement.text, values })).rows as Row[];
}

/**
 * A select-list item that makes the rest of the transaction run named statements on their cached
 * generic plan. PostgreSQL keeps re-planning a statement whose generic plan it estimates costlier
 * than a custom one; the checkout read's generic plan is estimated 15 times dearer (it cannot know
 * how many variants the arrays hold) yet runs as fast, and its custom planning took 1.2 ms of
 * PostgreSQL CPU per order, more than running it. Transaction-local: it ends with the COMMIT.
 */
export const GENERIC_PLANS_IN_TRANSACTION = `set_config('plan_cache_mode', 'force_generic_plan', true)`;

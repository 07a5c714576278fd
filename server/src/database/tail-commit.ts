import type { PoolClient, QueryResult } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { transactionCommitted } from './after-commit.js';

/**
 * A statement of a transaction's tail. It travels in one message with the COMMIT, through the
 * simple query protocol, which has no parameters: build it with `sqlInt` for every value.
 */
export interface TailStatement {
  sql: string;
  /** after a failed tail (rolled back): the error to throw if this statement is the reason, else null */
  explain?: (error: unknown) => Promise<Error | null>;
  /** called with the statement's answer once the transaction has committed */
  onDone?: (result: QueryResult) => void;
}

export interface WorkWithTail<T> {
  result: T;
  tail: TailStatement[];
}

/** An integer for a tail statement's text (the only kind of value tails take). */
export function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
}

/**
 * A transaction whose last statements go to PostgreSQL in one message together with its COMMIT.
 * The rows every order contends for (a sale's product, the invoice counter) are touched only in
 * that tail, so they stay locked for the database's own fraction of a millisecond, not across
 * round trips through a busy event loop (which capped one hot product at ~130 orders/s). A
 * failing tail statement (a CHECK, a deadlock) stops the message before the COMMIT; the
 * transaction is rolled back: all or nothing, as with any transaction.
 */
export async function transactionWithTail<T>(db: DataSource, work: (m: EntityManager) => Promise<WorkWithTail<T>>): Promise<T> {
  const runner = db.createQueryRunner();
  let tailFailure: { tail: TailStatement[]; cause: unknown } | null = null;
  try {
    const client = (await runner.connect()) as PoolClient;
    await runner.startTransaction();
    let done: WorkWithTail<T>;
    try {
      done = await work(runner.manager);
    } catch (error) {
      await runner.rollbackTransaction().catch(() => forget(client));
      throw error;
    }
    // From here the transaction is ours, on the plain pg client: TypeORM's runner is only
    // released afterwards and never asked to commit or roll back.
    try {
      const answer = (await client.query([...done.tail.map((s) => s.sql), 'COMMIT'].join(';\n'))) as QueryResult | QueryResult[];
      const results = Array.isArray(answer) ? answer : [answer];
      done.tail.forEach((statement, i) => statement.onDone?.(results[i]));
      // TypeORM did not run this COMMIT: what waits for it is told here
      (runner as { isTransactionActive: boolean }).isTransactionActive = false;
      transactionCommitted(runner);
      return done.result;
    } catch (cause) {
      if (!isStatementError(cause)) {
        forget(client);
        throw cause;
      }
      await client.query('ROLLBACK').catch(() => {
        forget(client);
        throw cause;
      });
      tailFailure = { tail: done.tail, cause };
    }
  } finally {
    await runner.release();
  }
  // explained once the connection is back in the pool: explaining may need one
  for (const statement of tailFailure.tail) {
    const explained = await statement.explain?.(tailFailure.cause);
    if (explained) throw explained;
  }
  throw tailFailure.cause;
}

/**
 * A connection that failed outside a statement (lost, reset, terminated) must not go back to the
 * pool: ending it makes the pool discard it when the runner is released.
 */
function forget(client: PoolClient): void {
  client.end().catch(() => undefined);
}

/** An error PostgreSQL reported for a statement (it has an SQLSTATE and the session is fine). */
function isStatementError(error: unknown): boolean {
  const code = String((error as { code?: string })?.code ?? '');
  return /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P)/.test(code);
}

/** Anything that runs raw SQL: a DataSource, an EntityManager, a repository or a query runner. */
export interface RunsSql {
  // TypeORM types raw results as `any`; `sqlRows` names their shape once, at the call
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

/** The rows of a raw SQL statement, typed by the caller (the SQL's column list is the contract). */
export async function sqlRows<Row>(db: RunsSql, sql: string, parameters?: unknown[]): Promise<Row[]> {
  return (await db.query(sql, parameters)) as Row[];
}

/**
 * Runs an `UPDATE … RETURNING` (or `DELETE … RETURNING`) and answers its rows. (TypeORM's
 * PostgreSQL `query` answers `[rows, rowCount]` for UPDATE and DELETE, and plain rows for
 * everything else.)
 */
export async function updateReturning<Row = Record<string, unknown>>(db: RunsSql, sql: string, parameters: unknown[] = []): Promise<Row[]> {
  const result: unknown = await db.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as Row[];
  return result as Row[];
}

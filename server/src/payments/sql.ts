/** Anything with TypeORM's `query` (DataSource, EntityManager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Runs an `UPDATE … RETURNING` and answers its rows. (TypeORM's PostgreSQL `query` answers
 * `[rows, rowCount]` for UPDATE and DELETE, and plain rows for everything else.)
 */
export async function updateReturning<T = Record<string, unknown>>(db: Queryable, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const result = await db.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

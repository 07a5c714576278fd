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

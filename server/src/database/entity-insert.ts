import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { prepared, preparedRows, type PreparedStatement } from './prepared.js';

interface InsertPlan {
  statement: PreparedStatement;
  columns: ColumnMetadata[];
  returning: ColumnMetadata[];
}

const plans = new Map<string, InsertPlan>();

/**
 * The INSERT for these columns of an entity and this many rows, built once from TypeORM's
 * metadata. It returns what the database fills in (ids, defaults, timestamps), as TypeORM's own
 * insert does.
 */
function insertPlan(m: EntityManager, target: EntityTarget<ObjectLiteral>, given: string[], rows: number, ignoreConflicts: boolean): InsertPlan {
  const metadata = m.connection.getMetadata(target);
  // an embedded column (title.ar) is given with its object (title)
  const columns = metadata.columns.filter((c) => given.includes(c.propertyPath.split('.')[0]));
  const key = `${metadata.tableName}:${rows}:${ignoreConflicts}:${columns.map((c) => c.propertyName).join(',')}`;
  const known = plans.get(key);
  if (known) return known;
  const returning = metadata.getInsertionReturningColumns();
  const quote = (c: ColumnMetadata) => `"${c.databaseName}"`;
  const tuples = Array.from({ length: rows }, (_, r) => `(${columns.map((_, i) => `$${r * columns.length + i + 1}`).join(', ')})`);
  const text =
    `INSERT INTO "${metadata.tableName}" (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')}` +
    `${ignoreConflicts ? ' ON CONFLICT DO NOTHING' : ''} RETURNING ${returning.map(quote).join(', ')}`;
  const plan = { statement: prepared(`insert_${plans.size}`, text), columns, returning };
  plans.set(key, plan);
  return plan;
}

/**
 * Inserts entities (all with the same properties set) in one named statement and fills in what
 * the database generated. TypeORM's `insert` and `save` rebuild their statement on every call and
 * send it unnamed; on the order path that was a tenth of the server's CPU per order.
 * With `ignoreConflicts` (one entity), a row a unique index refuses is not written: the answer is empty.
 */
export async function insertEntities<E extends ObjectLiteral>(
  m: EntityManager,
  target: EntityTarget<E>,
  entities: E[],
  options: { ignoreConflicts?: boolean } = {},
): Promise<E[]> {
  if (entities.length === 0) return [];
  if (options.ignoreConflicts && entities.length > 1) throw new TypeError('ignoreConflicts takes one entity');
  const givenOf = (e: E) => Object.keys(e).filter((k) => e[k] !== undefined);
  const given = givenOf(entities[0]);
  // one statement has one column list: a property missing from one row would write NULL over its default
  if (entities.some((e) => givenOf(e).join() !== given.join())) throw new TypeError('entities of one insert must set the same properties');
  const plan = insertPlan(m, target, given, entities.length, options.ignoreConflicts ?? false);
  const driver = m.connection.driver;
  const values = entities.flatMap((e) => plan.columns.map((c) => driver.preparePersistentValue(c.getEntityValue(e), c) as unknown));
  const rows = await preparedRows<Record<string, unknown>>(m, plan.statement, values);
  rows.forEach((row, i) => {
    for (const c of plan.returning) c.setEntityValue(entities[i], driver.prepareHydratedValue(row[c.databaseName], c));
  });
  return entities.slice(0, rows.length);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { KNOWN_CROSSINGS, TABLE_OWNERS } from './table-owners.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Code that may write any table: the schema's history, the demo seed, test kits. */
const EXEMPT = /(\.test\.ts$|^database\/migrations\/|^database\/seed\/|^testing\/)/;
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_]+)"?/g;
const ORM_WRITE = [
  /\.(?:update|insert|delete|save|upsert|increment|decrement|softDelete)\(\s*([A-Z]\w*)\s*,/g,
  /getRepository\(([A-Z]\w*)\)\s*\.(?:update|insert|delete|save|upsert|increment|decrement|remove)\(/g,
  /insertEntities\(\s*\w+\s*,\s*([A-Z]\w*)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The tables a file writes, by SQL text or by an entity passed to a write (`tableOf` maps entity classes to tables). */
function tablesWritten(source: string, tableOf: Map<string, string>): Set<string> {
  const tables = new Set<string>();
  for (const match of source.matchAll(SQL_WRITE)) if (match[1] in TABLE_OWNERS) tables.add(match[1]);
  for (const pattern of ORM_WRITE)
    for (const match of source.matchAll(pattern)) {
      const table = tableOf.get(match[1]);
      if (table) tables.add(table);
    }
  return tables;
}

/**
 * Issue 27 §5: each module owns its tables (database/table-owners.ts) and only it writes them. A write
 * from another module, in SQL or through TypeORM with the owner's entity, fails here unless it is one
 * of the known crossings, each with its reason; a crossing that no longer happens must leave the list.
 */
describe('table ownership: a module writes only its own tables', () => {
  let t: TestApp;
  let tableOf: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ workers: false });
    tableOf = new Map(t.db.entityMetadatas.map((m) => [(m.target as { name: string }).name, m.tableName]));
  });
  afterAll(() => t.close());

  it('names an owner, an existing module, for every table the migrations made', async () => {
    const tables: Array<{ name: string }> = await t.db.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
    );
    expect(tables.map((row) => row.name).sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
    const modules = [...new Set(Object.values(TABLE_OWNERS))].filter((module) => !existsSync(join(SRC, module)));
    expect(modules).toEqual([]);
  });

  it('finds a write in SQL text and through an entity', () => {
    const source =
      "await m.query(`UPDATE orders SET status = 'New'`); await m.update(Product, 1, {}); await insertEntities(m, Review, rows);";
    expect([...tablesWritten(source, tableOf)].sort()).toEqual(['orders', 'products', 'reviews']);
  });

  it('finds no write across a boundary beyond the known crossings', () => {
    const crossings = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file);
      if (EXEMPT.test(path)) continue;
      const module = path.split('/')[0];
      for (const table of tablesWritten(readFileSync(file, 'utf8'), tableOf))
        if (TABLE_OWNERS[table] !== module) crossings.set(`${module} → ${table}`, [...(crossings.get(`${module} → ${table}`) ?? []), path]);
    }
    const known = KNOWN_CROSSINGS.map((c) => `${c.module} → ${c.table}`);
    expect(Object.fromEntries([...crossings].filter(([crossing]) => !known.includes(crossing)))).toEqual({});
    expect(known.filter((crossing) => !crossings.has(crossing))).toEqual([]);
  });
});

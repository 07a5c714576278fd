import { getMetadataArgsStorage } from 'typeorm';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { migrations } from './migrations/index.js';

/**
 * The schema is written twice: by the migrations (what every database really has) and by the
 * entities (what TypeORM believes when it reads and writes). On a database that ran every
 * migration from empty, TypeORM's schema builder must find nothing to change: any statement it
 * would run is a place where the two disagree: a table column, its type, nullability or default;
 * an index (by name, columns and uniqueness), a unique, check or foreign key constraint (by name,
 * and a foreign key's target and ON DELETE) that one side has and the other lacks. Indexes on
 * expressions are declared with `synchronize: false`: TypeORM reads no columns for them, so only
 * their names are kept. Fix a difference where the truth is (usually the entity: the migrations
 * built every database there is), or with a new migration.
 */
describe('schema drift: the migrations build exactly what the entities declare', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ran every migration on the empty database', async () => {
    const ran: Array<{ name: string }> = await t.db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(ran.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
  });

  it('leaves TypeORM’s schema builder nothing to do', async () => {
    const pending = await t.db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('compares every entity: each one TypeORM knows is registered with the app', () => {
    const registered = new Set(t.db.entityMetadatas.map((m) => m.target));
    const entities = getMetadataArgsStorage().tables.filter((table) => table.type === 'regular');
    const missing = entities.filter((table) => !registered.has(table.target)).map((table) => table.name ?? String(table.target));
    expect(missing).toEqual([]);
    expect(registered.size).toBeGreaterThan(30);
  });
});

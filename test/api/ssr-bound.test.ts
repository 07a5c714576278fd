import pg from 'pg';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { until } from '../../server/src/testing/until.js';

/**
 * Issue 11 §9: server renders of unique searches were unthrottled (16 anonymous clients took the
 * API's median from 9 to 127 ms, 40 took /api/health to 2 s). Renders are bounded per instance
 * (SSR_CONCURRENCY); beyond the bound a page gets the SPA shell at once. Shown with renders that
 * cannot finish: a transaction holds the products table, so every render waits on its search.
 */
describe('bounded server renders (production build)', () => {
  let postgres: TestPostgres;
  const shops: ShopProcess[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shops.map((s) => s.stop()));
    await postgres?.destroy();
  }, 60_000);

  async function shopWith(database: string, env: Record<string, string>) {
    const shop = await startShopProcess({ databaseUrl: await postgres.createDatabase(database), env: { DB_POOL_SIZE: '8', ...env } });
    shops.push(shop);
    return shop;
  }

  /** Holds the products table until `release`; renders that search it wait meanwhile. */
  async function holdProducts(database: string) {
    const client = new pg.Client({ connectionString: postgres.url(database) });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    return {
      waiting: async () =>
        Number(
          (
            await postgres.query<{ n: string }>(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
              [database],
            )
          )[0].n,
        ),
      release: async () => {
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }

  const search = (shop: ShopProcess, i: number) =>
    fetch(`${shop.url}/products?search=${encodeURIComponent(`unique-${i}-${Math.random()}`)}`).then(async (res) => ({
      status: res.status,
      render: res.headers.get('x-ward-render'),
      html: await res.text(),
    }));
  const serverRendered = (html: string) => html.includes('id="ssr-data"');

  it('beyond 2 renders in flight every page gets the shell at once, and /api/health answers meanwhile', async () => {
    const shop = await shopWith('bounded', { SSR_CONCURRENCY: '2' });
    const hold = await holdProducts('bounded');
    const first = [search(shop, 1), search(shop, 2)];
    await until(async () => (await hold.waiting()) >= 2, 30_000, 'two renders waiting on their search');
    const burst = await Promise.all(Array.from({ length: 18 }, (_, i) => search(shop, 100 + i)));
    expect(burst.map((b) => b.status)).toEqual(Array(18).fill(200));
    expect(burst.map((b) => b.render)).toEqual(Array(18).fill('shell'));
    expect(burst.every((b) => b.html.includes('<!--ssr-outlet-->') && !serverRendered(b.html))).toBe(true);
    const health = await fetch(`${shop.url}/api/health`);
    expect(health.status).toBe(200);
    await hold.release();
    const rendered = await Promise.all(first);
    expect(rendered.map((r) => [r.status, serverRendered(r.html)])).toEqual([
      [200, true],
      [200, true],
    ]);
  }, 180_000);

  it('unbounded (the old behaviour) the same burst ties up every database connection and /api/health fails', async () => {
    const shop = await shopWith('unbounded', { SSR_CONCURRENCY: '1000' });
    const hold = await holdProducts('unbounded');
    const pending = Array.from({ length: 20 }, (_, i) => search(shop, i));
    await until(async () => (await hold.waiting()) >= 8, 30_000, 'the pool held by waiting renders');
    const health = await fetch(`${shop.url}/api/health`);
    expect(health.status).toBe(503);
    await hold.release();
    expect((await Promise.all(pending)).every((r) => r.status === 200)).toBe(true);
  }, 180_000);
});

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { png } from '../admin/helpers.js';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres.js';
import { DEMO, login } from '../support/server.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';

/**
 * Issue 19 §9, docs/operations.md "Backups": a shop with orders, an uploaded image and audit entries is
 * dumped with pg_dump while it runs, restored with pg_restore into a fresh database, its uploads
 * folder copied beside; the restored shop gives the same answers, image bytes included.
 */
describe('backups restore', () => {
  let pg: DebianPostgres;
  let original: ShopProcess;
  let restored: ShopProcess | null = null;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ward-backup-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    pg = await startDebianPostgres();
  }, 60_000);
  afterAll(async () => {
    await restored?.stop();
    await original?.stop();
    await pg?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('dump, restore into a fresh database, and the shop answers the same', async () => {
    const originalData = folder();
    original = await startShopProcess({ databaseUrl: await pg.createDatabase('shop'), dataDir: originalData, env: { SEED_DEMO: 'true' } });
    const adminToken = await login(original.url, DEMO.admin.email, DEMO.admin.password);
    const customerToken = await login(original.url, DEMO.customer.email, DEMO.customer.password);
    const call = async (
      shop: ShopProcess,
      path: string,
      init: { method?: string; token?: string; body?: unknown; form?: FormData } = {},
    ) => {
      const res = await fetch(shop.url + path, {
        method: init.method ?? 'GET',
        headers: {
          'accept-language': 'en',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
      });
      expect({ path, status: res.status }).toEqual({ path, status: res.status < 300 ? res.status : 200 });
      return res;
    };

    // a shop with history: an uploaded image on a product, orders, an admin action (audit log)
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(400, 300))], { type: 'image/png' }), 'bottle.png');
    const [image] = await (await call(original, '/api/admin/uploads', { method: 'POST', token: adminToken, form })).json();
    const [product] = await (await call(original, '/api/admin/products?range=[0,0]&sort=["id","ASC"]', { token: adminToken })).json();
    const { id, createdAt: _c, updatedAt: _u, finalPrice: _f, ratingAverage: _r, ratingCount: _n, category: _g, ...input } = product;
    await call(original, `/api/admin/products/${id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...input, images: [image, ...input.images] },
    });
    const address = { title: 'Home', recipientName: 'Reem Alshehri', phone: '+966501234567', street: 'King Fahd Road 12', city: 'Riyadh', country: 'SA', postalCode: '12211' };
    for (const quantity of [1, 2]) {
      const placed = await call(original, '/api/orders', {
        method: 'POST',
        token: customerToken,
        body: { items: [{ productId: id, quantity }], paymentMethod: 'cod', address },
      });
      const order = (await placed.json()).data.order;
      if (quantity === 2) await call(original, `/api/admin/orders/${order.id}/approve`, { method: 'POST', token: adminToken, body: {} });
    }

    const questions: Array<[string, string | undefined]> = [
      [`/api/products/${id}`, undefined],
      ['/api/products?pageSize=100&sort=price_asc', undefined],
      ['/api/categories', undefined],
      ['/api/orders', customerToken],
      ['/api/admin/orders?range=[0,99]', adminToken],
      ['/api/admin/customers?range=[0,99]', adminToken],
      ['/api/admin/audit?range=[0,99]', adminToken],
      ['/api/admin/dashboard', adminToken],
    ];
    const answers = async (shop: ShopProcess) => {
      const out: Record<string, unknown> = {};
      for (const [path, token] of questions) out[path] = await (await call(shop, path, { token })).json();
      out.image = Buffer.from(await (await call(shop, image.url)).arrayBuffer()).toString('base64');
      return out;
    };
    const before = await answers(original);
    expect((before[`/api/products/${id}`] as { data: { images: Array<{ url: string }> } }).data.images[0].url).toBe(image.url);
    expect((before['/api/admin/audit?range=[0,99]'] as unknown[]).length).toBeGreaterThanOrEqual(3);

    // the backup, as docs/operations.md says: pg_dump of the running shop, then a copy of the uploads
    const dump = join(pg.dir, 'ward.dump');
    pg.run('pg_dump', ['--format=custom', '--file', dump, pg.url('shop')]);
    const restoredData = folder();
    cpSync(join(originalData, 'uploads'), join(restoredData, 'uploads'), { recursive: true });
    await original.stop();

    const target = await pg.createDatabase('restored');
    pg.run('pg_restore', ['--no-owner', '--exit-on-error', '-d', target, dump]);
    restored = await startShopProcess({ databaseUrl: target, dataDir: restoredData, env: { SEED_DEMO: 'true' } });
    expect(await answers(restored)).toEqual(before);
    // and it goes on working: the restored shop takes an order
    await call(restored, '/api/orders', {
      method: 'POST',
      token: customerToken,
      body: { items: [{ productId: id, quantity: 1 }], paymentMethod: 'cod', address },
    });
  }, 300_000);
});

import { jest } from '@jest/globals';
import sharp from 'sharp';
import { createCategory, createProduct, createUser, productInput } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(60_000);

/** Issue 19 §4: every admin write in an append-only log — who, when, which record, the fields before and after. */
describe('the audit log of admin writes', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;
  const as = { token: '' };
  const entries = async (filter: Record<string, unknown>) => {
    const res = await t.api.get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}`, as);
    expect(res.status).toBe(200);
    return res.body as Array<Record<string, any>>;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin', { name: 'Mona Admin' });
    as.token = admin.token;
    customer = await createUser(t);
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close());

  it('records an update with the admin, the time and only the fields that changed, before and after', async () => {
    const product = await createProduct(t, categoryId, { price: 100, stock: 5 });
    const started = Date.now();
    const res = await t.api.put(`/api/admin/products/${product.id}`, { ...productInput(categoryId), price: 120, stock: 5 }, as);
    expect(res.status).toBe(200);
    const [entry] = await entries({ resource: 'products', recordId: String(product.id) });
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Mona Admin',
      actorEmail: admin.user.email,
      action: 'update',
      resource: 'products',
      recordId: String(product.id),
      // the price is the default variant's too, and the listed price range follows it
      fields: ['price', 'finalPrice', 'variants', 'priceRange'],
      before: { price: 100, finalPrice: 100 },
      after: { price: 120, finalPrice: 120 },
      method: 'PUT',
      path: `/api/admin/products/${product.id}`,
      requestId: res.headers.get('x-request-id'),
    });
    expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('records a create with the whole new record and a delete with the whole old one', async () => {
    const created = await t.api.post(
      '/api/admin/categories',
      { name: { ar: 'بخور', en: 'Incense' }, description: { ar: 'بخور فاخر', en: 'Fine incense' }, section: null },
      as,
    );
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect((await t.api.delete(`/api/admin/categories/${id}`, as)).status).toBe(200);
    const [deleted, made] = await entries({ resource: 'categories', recordId: id });
    expect(made).toMatchObject({ action: 'create', before: null, after: { id: created.body.id, name: { en: 'Incense' } } });
    expect(made.fields).toEqual(expect.arrayContaining(['name', 'description']));
    expect(deleted).toMatchObject({ action: 'delete', before: { id: created.body.id, name: { en: 'Incense' } }, after: null });
  });

  it('records actions beyond CRUD (an order approved) with the state they moved', async () => {
    const product = await createProduct(t, categoryId, { stock: 3, weight: 300 });
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], address: SA_ADDRESS, paymentMethod: 'cod' },
      { token: customer.token },
    );
    const orderId = placed.body.data.order.id;
    expect((await t.api.post(`/api/admin/orders/${orderId}/approve`, {}, as)).status).toBe(200);
    const [entry] = await entries({ resource: 'orders', recordId: String(orderId) });
    expect(entry).toMatchObject({ action: 'approve', before: { status: 'New' }, after: { status: 'InPreparation' } });
  });

  it('never keeps a password, and keeps a singleton (settings) and an upload too', async () => {
    const made = await t.api.post(
      '/api/admin/customers',
      { name: 'Khalid', email: 'khalid.audit@example.com', password: 'secret1', role: 'Customer' },
      as,
    );
    expect(made.status).toBe(201);
    const rows = await t.db.query(`SELECT before::text, after::text FROM audit_log WHERE resource = 'customers'`);
    expect(JSON.stringify(rows)).not.toContain('secret1');

    const settings = (await t.api.get('/api/admin/settings', as)).body;
    expect((await t.api.put('/api/admin/settings', { ...settings, id: undefined, codFee: settings.codFee + 1 }, as)).status).toBe(200);
    const [change] = await entries({ resource: 'settings' });
    expect(change.fields).toContain('codFee');
    expect(change).toMatchObject({
      action: 'update',
      recordId: null,
      before: { codFee: settings.codFee },
      after: { codFee: settings.codFee + 1 },
    });

    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'oud.png');
    const uploaded = await t.api.request('POST', '/api/admin/uploads', undefined, { ...as, raw: form });
    expect(uploaded.status).toBe(201);
    const [upload] = await entries({ resource: 'uploads' });
    expect(upload).toMatchObject({ action: 'create', recordId: null, before: null, after: [{ url: uploaded.body[0].url, width: 40 }] });
  });

  it('records nothing for a refused write', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n;
    expect((await t.api.post('/api/admin/products', { ...productInput(categoryId), price: -1 }, as)).status).toBe(400);
    expect((await t.api.put('/api/admin/products/999999', productInput(categoryId), as)).status).toBe(404);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n).toBe(before);
  });

  it('is append-only in PostgreSQL itself: no UPDATE, DELETE or TRUNCATE, whoever asks', async () => {
    await expect(t.db.query(`UPDATE audit_log SET "actorName" = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE "actorName" = 'Mona Admin'`))[0].n).toBeGreaterThan(0);
  });

  it('is read in the back office: filtered by who, what and which field, admins only, with no way to change it', async () => {
    const byField = await entries({ field: 'price' });
    expect(byField.length).toBeGreaterThan(0);
    expect(byField.every((e) => e.fields.includes('price'))).toBe(true);
    expect((await entries({ actorId: customer.user.id })).length).toBe(0);
    expect((await entries({ action: 'approve' })).map((e) => e.resource)).toEqual(['orders']);
    const one = await t.api.get(`/api/admin/audit/${byField[0].id}`, as);
    expect(one.body).toMatchObject({ id: byField[0].id, fields: byField[0].fields });
    expect((await t.api.get('/api/admin/audit', { token: customer.token })).status).toBe(403);
    expect((await t.api.get('/api/admin/audit')).status).toBe(401);
    for (const [method, path] of [
      ['POST', '/api/admin/audit'],
      ['PUT', `/api/admin/audit/${byField[0].id}`],
      ['DELETE', `/api/admin/audit/${byField[0].id}`],
    ])
      expect((await t.api.request(method, path, {}, as)).status).toBe(404);
  });
});

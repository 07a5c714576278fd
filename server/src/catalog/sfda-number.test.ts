import { createCategory, createUser, productInput } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * SFDA notification numbers (issue 33 §5) through the back office's API: optional, kept in upper
 * case, a bad one refused in words with nothing saved, shown on the product's public answer, and
 * the products list filtered to those still without one.
 */
describe('SFDA notification number per product', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    token = (await createUser(t, 'Admin')).token;
    categoryId = (await createCategory(t)).id;
  });
  afterAll(() => t.close());

  const create = async (sfdaNumber?: string | null) => {
    const res = await t.api.post(
      '/api/admin/products',
      { ...productInput(categoryId), ...(sfdaNumber === undefined ? {} : { sfdaNumber }) },
      { token },
    );
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };

  it('keeps a valid number in upper case and shows it on the product; a bad one changes nothing', async () => {
    const { id } = await create(' ec-2024/123456 ');
    expect((await t.api.get(`/api/products/${id}`)).body.data.sfdaNumber).toBe('EC-2024/123456');
    const admin = (await t.api.get(`/api/admin/products/${id}`, { token })).body;
    expect(admin.sfdaNumber).toBe('EC-2024/123456');

    for (const bad of ['12345', 'ABCDEFGH', 'EC 2024 1', `E${'1'.repeat(20)}`, '-123456']) {
      const res = await t.api.put(`/api/admin/products/${id}`, { ...productInput(categoryId), sfdaNumber: bad }, { token, lang: 'en' });
      expect([res.status, res.body.errors?.sfdaNumber]).toEqual([
        400,
        'An SFDA notification number is 6 to 20 letters, digits, - or /, with at least one digit',
      ]);
    }
    const ar = await t.api.put(`/api/admin/products/${id}`, { ...productInput(categoryId), sfdaNumber: '12' }, { token, lang: 'ar' });
    expect(ar.body.errors.sfdaNumber).toContain('رقم إشعار الهيئة');
    expect((await t.api.get(`/api/admin/products/${id}`, { token })).body.sfdaNumber).toBe('EC-2024/123456');

    // left out: kept; an empty field clears it
    await t.api.put(`/api/admin/products/${id}`, productInput(categoryId), { token });
    expect((await t.api.get(`/api/admin/products/${id}`, { token })).body.sfdaNumber).toBe('EC-2024/123456');
    expect((await t.api.put(`/api/admin/products/${id}`, { ...productInput(categoryId), sfdaNumber: '' }, { token })).status).toBe(200);
    expect((await t.api.get(`/api/products/${id}`)).body.data).not.toHaveProperty('sfdaNumber');
  });

  it('lists the products still without a number', async () => {
    const withOne = await create('900100200');
    const without = await create();
    const list = async (filter: object) =>
      (
        (await t.api.get(`/api/admin/products?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`, { token }))
          .body as Array<{ id: number }>
      ).map((p) => p.id);
    const missing = await list({ withoutSfda: true });
    expect(missing).toContain(without.id);
    expect(missing).not.toContain(withOne.id);
    const entered = await list({ withoutSfda: false });
    expect(entered).toContain(withOne.id);
    expect(entered).not.toContain(without.id);
  });
});

import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 28: the back office's promotions resource, and the contradictions it refuses (ar + en). */
describe('admin promotions API', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    name: { ar: 'اشترِ 2 والثالثة مجاناً', en: 'Buy 2, get the 3rd free' },
    label: { ar: 'الثالثة مجاناً', en: '3rd one free' },
    startsAt: '2026-03-20',
    endsAt: '2026-03-30',
    priority: 5,
    budget: 500,
    rule: { type: 'buyXgetY', buy: { quantity: 2, items: {} }, get: { quantity: 1, items: {} }, percentOff: 100 },
    ...over,
  });

  it('creates, reads, lists, updates and deletes a promotion; the dates are Riyadh days', async () => {
    const created = await t.api.post('/api/admin/promotions', body(), { token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'buyXgetY',
      priority: 5,
      combinable: true,
      budget: 500,
      spent: 0,
      usedCount: 0,
      // 2026-03-20 00:00 in Riyadh; the end date's whole day
      startsAt: '2026-03-19T21:00:00.000Z',
      endsAt: '2026-03-30T20:59:59.999Z',
      conditions: { paymentMethods: [], countries: [], firstOrderOnly: false, customerIds: [] },
    });
    expect(['scheduled', 'active', 'ended']).toContain(created.body.status);
    const id = created.body.id as number;
    expect((await t.api.get(`/api/admin/promotions/${id}`, { token: admin })).body).toEqual(created.body);

    const filter = encodeURIComponent(JSON.stringify({ type: 'buyXgetY' }));
    const listed = await t.api.get(`/api/admin/promotions?filter=${filter}`, { token: admin });
    expect(listed.status).toBe(200);
    expect((listed.body as Array<{ id: number }>).map((p) => p.id)).toContain(id);
    expect(listed.headers.get('content-range')).toMatch(/^promotions \d+-\d+\/\d+$/);

    const updated = await t.api.put(`/api/admin/promotions/${id}`, body({ endsAt: null, isActive: false }), { token: admin });
    expect(updated.body).toMatchObject({ endsAt: null, isActive: false, status: 'off' });
    expect((await t.api.delete(`/api/admin/promotions/${id}`, { token: admin })).status).toBe(200);
    expect((await t.api.get(`/api/admin/promotions/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses contradictions with translated field errors, and writes nothing', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM promotions`))[0].n;
    const endFirst = await t.api.post('/api/admin/promotions', body({ startsAt: '2026-03-30', endsAt: '2026-03-20' }), {
      token: admin,
      lang: 'en',
    });
    expect(endFirst.status).toBe(400);
    expect(endFirst.body.errors).toEqual({ endsAt: 'The promotion must end after it starts' });

    const tiers = {
      type: 'tiered',
      basis: 'spend',
      tiers: [
        { min: 500, discount: { percent: 10 } },
        { min: 300, discount: { percent: 5 } },
      ],
    };
    const unordered = await t.api.post('/api/admin/promotions', body({ rule: tiers }), { token: admin, lang: 'ar' });
    expect(unordered.status).toBe(400);
    expect(unordered.body.errors).toEqual({ 'rule.tiers.1.min': 'يجب أن تتصاعد الشرائح: كل شريحة أعلى من التي قبلها' });

    const single = await t.api.post('/api/admin/promotions', body({ rule: { type: 'bundlePrice', items: {}, size: 1, price: 100 } }), {
      token: admin,
      lang: 'en',
    });
    expect(single.body.errors).toEqual({ 'rule.size': 'A bundle holds at least two items' });

    // a property the resource does not have is refused, never stored
    const extra = await t.api.post('/api/admin/promotions', body({ usedCount: 99 }), { token: admin, lang: 'en' });
    expect(extra.status).toBe(400);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM promotions`))[0].n).toBe(before);
  });

  it('is for admins only', async () => {
    const customer = (await createUser(t)).token;
    expect((await t.api.post('/api/admin/promotions', body(), { token: customer })).status).toBe(403);
    expect((await t.api.get('/api/admin/promotions')).status).toBe(401);
  });
});

import { jest } from '@jest/globals';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

jest.setTimeout(60_000);

/** Issue 13.10: a tracking link the owner can send to a gift recipient. */
describe('shareable tracking links', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let customer: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer', { name: 'Sara Private', email: 'sara.private@example.com' });
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const placeAndShip = async () => {
    const p = await createProduct(t, categoryId, { stock: 5 });
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cod', address: { ...SA_ADDRESS, recipientName: 'Gift Recipient' } },
      { token: customer.token },
    );
    const order = placed.body.data.order;
    await t.api.post(`/api/admin/orders/${order.id}/approve`, {}, { token: admin.token });
    await t.api.post(`/api/admin/orders/${order.id}/ship`, { trackingNumber: 'SMSA-99887766' }, { token: admin.token });
    return order as { id: number; orderNumber: string; paymentId: string };
  };

  it('the owner gets a token; anyone with it sees status and carrier, and nothing personal', async () => {
    const order = await placeAndShip();
    const owner = await t.api.get(`/api/shipments/${order.paymentId}`, { token: customer.token });
    const token: string = owner.body.data.shareToken;
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);

    const shared = await t.api.get(`/api/track/${token}`, { lang: 'en' });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ status: 'OnTheWay', isShipped: true, carrier: { name: { en: expect.any(String) } } });
    expect(Object.keys(shared.body.data).sort()).toEqual([
      'carrier',
      'deliveredAt',
      'estimatedDelivery',
      'isShipped',
      'order',
      'paymentStatus',
      'shippedAt',
      'status',
      'timeline',
    ]);
    // the timeline says what happened when; the order itself stays out of a shared link
    expect(shared.body.data.timeline.map((s: { status: string }) => s.status)).toEqual(['New', 'InPreparation', 'OnTheWay']);
    expect(shared.body.data.order).toBeNull();
    const text = JSON.stringify(shared.body);
    for (const secret of [
      'Sara Private',
      'sara.private',
      'Gift Recipient',
      SA_ADDRESS.street,
      SA_ADDRESS.phone.slice(1),
      order.orderNumber,
      'SMSA-99887766',
    ])
      expect(text).not.toContain(secret);
    // the owner's page links the carrier's page in the owner's language ({lang} in the template)
    await t.db.query(`UPDATE orders SET "trackingUrlTemplate" = 'https://carrier.example/{lang}/track?n={n}' WHERE id = $1`, [order.id]);
    const arabic = await t.api.get(`/api/shipments/${order.paymentId}`, { token: customer.token, lang: 'ar' });
    expect(arabic.body.data.trackingUrl).toBe('https://carrier.example/ar/track?n=SMSA-99887766');
    expect((await t.api.get(`/api/shipments/${order.paymentId}`, { token: customer.token, lang: 'en' })).body.data.trackingUrl).toBe(
      'https://carrier.example/en/track?n=SMSA-99887766',
    );
    // the owner's page by payment id still needs the owner
    expect((await t.api.get(`/api/shipments/${order.paymentId}`)).status).toBe(401);
  });

  it('refuses forged, altered and other orders’ tokens alike (404)', async () => {
    const a = await placeAndShip();
    const b = await placeAndShip();
    const tokenA: string = (await t.api.get(`/api/shipments/${a.paymentId}`, { token: customer.token })).body.data.shareToken;
    const [, macA] = tokenA.split('.');
    const flipped = `${tokenA.slice(0, -1)}${tokenA.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${b.id.toString(36)}.${macA}`, flipped, 'abc', `${a.id.toString(36)}.`, '1.AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.api.get(`/api/track/${encodeURIComponent(bad)}`, { lang: 'en' });
      expect([bad, res.status, res.body.message]).toEqual([bad, 404, 'Invalid or expired shipment link.']);
    }
  });

  it('is rate-limited per client address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await t.api.get(`/api/track/1.AAAAAAAAAAAAAAAAAAAAAA`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

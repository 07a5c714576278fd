import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** Issue 18 §1: follow an order with its number and the phone or email it was placed with, without signing in. */
describe('order look-up by number and phone or email', () => {
  let t: TestApp;
  let orderNumber: string;
  let email: string;
  let ipCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `192.0.2.${++ipCounter}` });
  const lookup = (body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
    t.api.post('/api/track/lookup', body, { headers: ip(), lang });

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
    const categoryId = (await createCategory(t)).id;
    await seedShipping(t);
    const product = await createProduct(t, categoryId, { stock: 5 });
    const customer = await createUser(t);
    email = customer.user.email;
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cod', address: { ...SA_ADDRESS, phone: '0551230000' } },
      { token: customer.token, headers: { 'idempotency-key': 'lookup-1' } },
    );
    expect(placed.status).toBe(201);
    orderNumber = placed.body.data.order.orderNumber;
  }, 120_000);
  afterAll(() => t.close());

  it('finds the order by its number and the phone written any way, or the email, and opens its tracking link', async () => {
    for (const contact of ['0551230000', '+966 55 123 0000', '00966551230000', email.toUpperCase()]) {
      const res = await lookup({ orderNumber, contact });
      expect(res.status).toBe(200);
      expect(res.body.data.orderNumber).toBe(orderNumber);
      const track = await t.api.get(`/api/track/${res.body.data.token}`);
      expect(track.status).toBe(200);
      expect(track.body.data.status).toBe('New');
    }
    // the one who gave number and contact sees the order: its number, lines and timeline (issue 37 §7)
    const found = await lookup({ orderNumber, contact: '0551230000' });
    const track = (await t.api.get(`/api/track/${found.body.data.token}`)).body.data;
    expect(track.order).toEqual({
      id: expect.any(Number),
      orderNumber,
      placedAt: expect.any(String),
      total: expect.any(Number),
      items: [
        {
          id: expect.any(Number),
          name: expect.objectContaining({ en: expect.any(String) }),
          optionLabels: [],
          quantity: 1,
          refundedQuantity: 0,
          isSample: false,
        },
      ],
    });
    expect(track.timeline).toEqual([{ status: 'New', at: expect.stringMatching(/^\d{4}-/) }]);
    expect(track.paymentStatus).toBe('Pending');
    // a look-up token is not a shared link's, nor the other way round: one kind cannot pass for the other
    const [id, mac] = found.body.data.token.split('~');
    expect((await t.api.get(`/api/track/${id}.${mac}`)).status).toBe(404);
    // the digits alone are the order number too
    expect((await lookup({ orderNumber: orderNumber.slice(1), contact: '0551230000' })).status).toBe(200);
  });

  it('answers a wrong phone, a wrong email and an unknown number with the same translated 404', async () => {
    const answers = await Promise.all([
      lookup({ orderNumber, contact: '0551239999' }, 'ar'),
      lookup({ orderNumber, contact: 'someone-else@example.com' }, 'ar'),
      lookup({ orderNumber: 'W999999999', contact: '0551230000' }, 'ar'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('لم نجد طلباً بهذا الرقم وهذه البيانات. تحقق منهما وحاول مرة أخرى.');
      expect(res.body.data).toBeNull();
    }
  });

  it('refuses a malformed number or contact with translated field errors', async () => {
    const res = await lookup({ orderNumber: 'abc', contact: '0112345678' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      orderNumber: ['Enter a valid order number (e.g. W100123)'],
      contact: ['Enter the email or mobile number you used for the order'],
    });
    const empty = await lookup({ orderNumber: '', contact: '' }, 'ar');
    expect(empty.body.errors).toEqual({ orderNumber: ['هذا الحقل مطلوب'], contact: ['هذا الحقل مطلوب'] });
  });

  it('allows 10 look-ups an hour per order number, from any number of addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await lookup({ orderNumber: 'W888888', contact: `05512300${String(i).padStart(2, '0')}` })).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});

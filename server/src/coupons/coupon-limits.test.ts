import { randomUUID } from 'node:crypto';
import { createCoupon, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11 §3: coupon codes were guessed through /api/cart/quote and /api/shipping/calculate,
 * which evaluated codes without any limit (84 guesses in 0.9 s found all four demo codes).
 * Codes that do not exist are now counted wherever a code is evaluated, per client address and
 * per account, with the same 429 answer.
 */
describe('coupon code guessing is limited wherever a code is evaluated', () => {
  let t: TestApp;
  let productId: number;
  let ipCounter = 0;
  const newIp = () => `192.0.2.${++ipCounter}`;

  beforeAll(async () => {
    t = await startTestApp({ trustProxy: 'true' });
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 100 })).id;
    await createCoupon(t, { code: 'REALCODE' });
  });
  afterAll(() => t.close());

  const items = () => [{ productId, quantity: 1 }];
  const quote = (ip: string, couponCode?: string, token?: string) =>
    t.api.post('/api/cart/quote', { items: items(), couponCode, country: 'SA' }, { headers: { 'x-forwarded-for': ip }, token, lang: 'en' });
  const shipping = (ip: string, couponCode: string) =>
    t.api.post('/api/shipping/calculate', { items: items(), country: 'SA', couponCode }, { headers: { 'x-forwarded-for': ip } });
  const validate = (ip: string, code: string) => t.api.post('/api/coupons/validate', { code }, { headers: { 'x-forwarded-for': ip } });

  it('30 codes that do not exist from one address, then every code evaluation there is 429 (quote, shipping, validate)', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      const guess = await quote(ip, `GUESS${i}`);
      expect(guess.status).toBe(200);
      expect(guess.body.data.couponError.key).toBe('coupon.notFound');
    }
    const limited = await quote(ip, 'REALCODE');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again shortly.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await shipping(ip, 'REALCODE')).status).toBe(429);
    expect((await validate(ip, 'REALCODE')).status).toBe(429);
    // a cart without a code is still quoted; another address is not affected
    expect((await quote(ip)).status).toBe(200);
    expect((await quote(newIp(), 'REALCODE')).body.data.coupon.code).toBe('REALCODE');
  });

  it('misses through shipping calculation count too', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await shipping(ip, `SHIP${i}`)).status).toBe(200);
    expect((await validate(ip, 'REALCODE')).status).toBe(429);
  });

  it('a signed-in guesser is counted per account across addresses, up to placing an order', async () => {
    const { token } = await createUser(t);
    for (let i = 0; i < 30; i++) expect((await quote(newIp(), `ACCT${i}`, token)).status).toBe(200);
    expect((await quote(newIp(), 'REALCODE', token)).status).toBe(429);
    const order = await t.api.post(
      '/api/orders',
      { items: items(), paymentMethod: 'cod', address: SA_ADDRESS, couponCode: 'REALCODE' },
      { token, headers: { 'x-forwarded-for': newIp(), 'idempotency-key': randomUUID() } },
    );
    expect(order.status).toBe(429);
    // the same shopper without a code orders as usual
    const plain = await t.api.post(
      '/api/orders',
      { items: items(), paymentMethod: 'cod', address: SA_ADDRESS },
      { token, headers: { 'x-forwarded-for': newIp(), 'idempotency-key': randomUUID() } },
    );
    expect(plain.status).toBe(201);
  });

  it('real codes re-quoted many times never count (a shopper changing quantities)', async () => {
    const ip = newIp();
    for (let i = 0; i < 40; i++) expect((await quote(ip, 'REALCODE')).status).toBe(200);
  });
});

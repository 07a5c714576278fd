import { jest } from '@jest/globals';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { payWithCard, SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { eventsSettled } from '../testing/until.js';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-' + 'x'.repeat(24);

/** One sample of a Prometheus text answer: `name{a="b",…} value` (labels in any order). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return null;
}

describe('GET /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp()));
    afterAll(() => t.close());

    it('does not exist', async () => {
      const res = await t.api.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('ward_');
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let customer: Awaited<ReturnType<typeof createUser>>;
    let categoryId: number;
    const scrape = async () => {
      const res = await t.api.get('/metrics', { token: TOKEN });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body as string;
    };
    const order = (productId: number, quantity: number, paymentMethod = 'cod') =>
      t.api.post('/api/orders', { items: [{ productId, quantity }], address: SA_ADDRESS, paymentMethod }, { token: customer.token });

    beforeAll(async () => {
      // mail to an SMTP server that is not there: every mail waits in the outbox
      t = await startTestApp({ metricsToken: TOKEN, smtpUrl: 'smtp://127.0.0.1:9' });
      customer = await createUser(t);
      categoryId = (await createCategory(t)).id;
      await seedShipping(t);
    }, 120_000);
    afterAll(() => t.close());

    it('answers only the bearer token; wrong ones get 401 and, repeated, 429', async () => {
      expect((await t.api.get('/metrics')).status).toBe(401);
      const wrong = await t.api.get('/metrics', { token: TOKEN + 'y' });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
      expect(await scrape()).toContain('# TYPE ward_http_request_duration_seconds histogram');
      let status = 401;
      for (let i = 0; i < 25 && status === 401; i++) status = (await t.api.get('/metrics', { token: 'guess' + i })).status;
      expect(status).toBe(429);
      expect((await t.api.get('/metrics', { token: TOKEN })).status).toBe(200);
    });

    it('times requests per route pattern, not per URL', async () => {
      const product = await createProduct(t, categoryId);
      const labels = { method: 'GET', route: '/api/products/:id/related', status: '200' };
      const before = sample(await scrape(), 'ward_http_request_duration_seconds_count', labels) ?? 0;
      await t.api.get(`/api/products/${product.id}/related`);
      await t.api.get(`/api/products/${product.id}/related?lang=en`);
      const after = await scrape();
      expect(sample(after, 'ward_http_request_duration_seconds_count', labels)).toBe(before + 2);
      expect(after).not.toContain(`/api/products/${product.id}`);
    });

    it('counts orders placed and refused (with the reason), and payments reaching a status', async () => {
      const product = await createProduct(t, categoryId, { stock: 2, weight: 300 });
      expect((await order(product.id, 1)).status).toBe(201);
      const byCard = await order(product.id, 1, 'card');
      expect(byCard.status).toBe(201);
      expect((await order(product.id, 1)).status).toBe(409);
      expect(sample(await scrape(), 'ward_payments_total', { status: 'Paid' })).toBeNull();
      expect((await payWithCard(t, byCard.body.data.payment.redirectUrl, '4111111111111111')).status).toBe(303);
      const text = await scrape();
      expect(sample(text, 'ward_orders_total', { outcome: 'placed' })).toBe(2);
      expect(sample(text, 'ward_orders_total', { outcome: 'refused', reason: 'order.outOfStock' })).toBe(1);
      expect(sample(text, 'ward_payments_total', { status: 'Paid' })).toBe(1);
    });

    it('reports the mail outbox and the job queue: rows waiting and the age of the oldest', async () => {
      await eventsSettled(t.db);
      await t.api.post('/api/Auth/forgot-password', { email: customer.user.email });
      const [{ pending }] = await t.db.query(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`);
      expect(pending).toBeGreaterThan(0);
      const text = await scrape();
      expect(sample(text, 'ward_outbox_depth', { outbox: 'mail' })).toBe(pending);
      expect(sample(text, 'ward_outbox_oldest_age_seconds', { outbox: 'mail' })).toBeGreaterThanOrEqual(0);
      // the job queue reports each kind of job as an outbox of its own
      expect(sample(text, 'ward_outbox_depth', { outbox: 'job:mail.deliver' })).toBeGreaterThanOrEqual(0);
    });

    it('reports the database pool and the micro-cache hit rate', async () => {
      const text = await scrape();
      expect(sample(text, 'ward_db_pool_max')).toBe(20);
      expect(sample(text, 'ward_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      const hits = sample(text, 'ward_cache_lookups_total', { result: 'hit' }) ?? 0;
      const misses = sample(text, 'ward_cache_lookups_total', { result: 'miss' }) ?? 0;
      // made twice (kept the second time it is asked for), then answered from the cache
      for (let i = 0; i < 3; i++) await t.api.get('/api/categories?metrics=1');
      const later = await scrape();
      expect(sample(later, 'ward_cache_lookups_total', { result: 'miss' })).toBe(misses + 2);
      expect(sample(later, 'ward_cache_lookups_total', { result: 'hit' })).toBe(hits + 1);
    });
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('every answer names its request, and error answers carry the same id in the body', async () => {
    const mine = await t.api.get('/api/orders', { headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(mine.status).toBe(401);
    expect(mine.headers.get('x-request-id')).toBe('lb-7f3a9c21-0001');
    expect(mine.body.requestId).toBe('lb-7f3a9c21-0001');

    const made = await t.api.get('/api/admin/products', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.body.requestId).toBe(made.headers.get('x-request-id'));

    const ok = await t.api.get('/api/health');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

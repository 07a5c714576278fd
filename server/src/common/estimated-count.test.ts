import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { EXACT_COUNT_UP_TO } from './estimated-count.js';

/** Issue 19 §7: lists over huge tables count exactly while that is cheap, and say "about" above. */
describe('list totals: exact while small, estimated above', () => {
  let t: TestApp;
  let token: string;
  const list = (filter: object) =>
    t.api.get(`/api/admin/audit?range=[0,9]&filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
  const total = (range: string | null) => Number(range?.split('/')[1]);

  beforeAll(async () => {
    t = await startTestApp();
    token = (await createUser(t, 'Admin')).token;
    const rows = EXACT_COUNT_UP_TO + 2_000;
    await t.db.query(
      `INSERT INTO audit_log (action, resource, "recordId", method, path)
       SELECT 'update', CASE WHEN n <= 7 THEN 'coupons' ELSE 'products' END, n::text, 'PUT', '/api/admin/x/' || n FROM generate_series(1, $1::int) n`,
      [rows],
    );
    await t.db.query(`ANALYZE audit_log`);
  });
  afterAll(() => t.close());

  it('above the exact range: the estimate, marked as one', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-estimated')).toBe('true');
    const estimate = total(res.headers.get('content-range'));
    expect(estimate).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(Math.abs(estimate - (EXACT_COUNT_UP_TO + 2_000)) / (EXACT_COUNT_UP_TO + 2_000)).toBeLessThan(0.1);
    expect(res.body).toHaveLength(10);
  });

  it('a filter that matches few rows: the exact count, not marked', async () => {
    const res = await list({ resource: 'coupons' });
    expect(res.headers.get('x-total-estimated')).toBeNull();
    expect(res.headers.get('content-range')).toBe('audit 0-6/7');
  });
});

import { PAGE_SLUGS } from '@ward/shared';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/** The demo shop's content and customer area, as the seed leaves them (DESIGN.md §1). */
describe('demo seed: content and the customer area', () => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    customer = (await t.api.post('/api/Auth/login', { email: 'customer@ward.sa', password: 'Customer#2026' })).body.data;
  }, 180_000);
  afterAll(() => t.close());

  it('has branches in Riyadh, Jeddah and Dammam at their real coordinates', async () => {
    const branches = (await t.api.get('/api/branches')).body.data as Array<{
      name: { en: string };
      latitude: number;
      longitude: number;
      hours: { ar: string };
    }>;
    const near = (lat: number, lng: number) =>
      branches.filter((b) => Math.abs(b.latitude - lat) < 0.25 && Math.abs(b.longitude - lng) < 0.25);
    expect(near(24.71, 46.67).length).toBeGreaterThanOrEqual(1); // Riyadh
    expect(near(21.54, 39.17)).toHaveLength(1); // Jeddah
    expect(near(26.42, 50.09)).toHaveLength(1); // Dammam
    // no branch contradicts the shop's opening hours (settings): they follow them
    expect(branches.every((b) => b.hours.ar === '')).toBe(true);
  });

  it('has banners with real WebP images on the home page, testimonials and the four pages in both languages', async () => {
    const home = (await t.api.get('/api/home')).body.data;
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
    const image = await fetch(t.url + home.banners[0].image.url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(home.testimonials.length).toBeGreaterThanOrEqual(3);
    for (const slug of PAGE_SLUGS) {
      const page = (await t.api.get(`/api/pages/${slug}`)).body.data;
      expect(page.body.ar).toMatch(/<p>.{40,}/);
      expect(page.body.en).toMatch(/<p>.{40,}/);
    }
  });

  it('gives customer@ward.sa a primary address, unread notifications and a review; ratings match the reviews', async () => {
    const addresses = (await t.api.get('/api/addresses', { token: customer })).body.data;
    expect(addresses.filter((a: { isPrimary: boolean }) => a.isPrimary)).toHaveLength(1);
    expect((await t.api.get('/api/notifications/unread-count', { token: customer })).body.data.count).toBeGreaterThanOrEqual(1);
    const [{ reviews }] = await t.db.query(
      `SELECT count(*)::int AS reviews FROM reviews r JOIN users u ON u.id = r."userId" WHERE u.email = 'customer@ward.sa'`,
    );
    expect(reviews).toBeGreaterThanOrEqual(1);
    const mismatched = await t.db.query(
      `SELECT p.id FROM products p LEFT JOIN (SELECT "productId", round(avg(rating)::numeric, 2) AS avg, count(*)::int AS n FROM reviews WHERE NOT "isHidden" GROUP BY "productId") s ON s."productId" = p.id
       WHERE p."ratingCount" <> coalesce(s.n, 0) OR p."ratingAverage" <> coalesce(s.avg, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [{ rated }] = await t.db.query(`SELECT count(*)::int AS rated FROM products WHERE "ratingCount" > 0`);
    expect(rated).toBeGreaterThanOrEqual(2);
  });

  it('keeps the demo’s orders to the Gulf as zero-rated exports, the delivered ones with their proof (issue 32)', async () => {
    const orders: Array<{
      country: string;
      vatCategory: string;
      vat: number;
      status: string;
      proof: { deliveredAt: string | null } | null;
    }> = await t.db.query(`SELECT country, "vatCategory", vat::float, status, "exportProof" AS proof FROM orders`);
    const gulf = orders.filter((o) => o.country !== 'SA');
    expect(gulf.length).toBeGreaterThanOrEqual(1);
    expect(gulf.every((o) => o.vatCategory === 'Z' && o.vat === 0)).toBe(true);
    for (const o of gulf.filter((g) => g.status === 'Completed')) expect(o.proof?.deliveredAt).toEqual(expect.any(String));
    expect(orders.filter((o) => o.country === 'SA').every((o) => o.vatCategory === 'S')).toBe(true);
  });
});

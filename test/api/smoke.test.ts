import { DEMO, login, startShop, type RunningShop } from '../support/server.js';

/** The production build as `npm start` runs it: demo data, docs, health, static sites. */
describe('npm start (production build, embedded PostgreSQL, demo seed)', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.stop());

  it('answers health and serves the seeded catalogue', async () => {
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    const res = await fetch(`${shop.url}/api/products?pageSize=5`);
    const body = await res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.data.total).toBeGreaterThanOrEqual(60);
    expect(body.data.items[0].image.url).toMatch(/^\/media\/.+\.webp$/);
    const image = await fetch(shop.url + body.data.items[0].image.url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('serves Swagger UI and an OpenAPI document that lists both APIs', async () => {
    expect((await fetch(`${shop.url}/api/docs`)).status).toBe(200);
    const doc = await (await fetch(`${shop.url}/api/docs/openapi.json`)).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/Auth/login', '/api/products', '/api/admin/products']));
    expect(doc.components.securitySchemes.bearer).toBeDefined();
  });

  it('answers 404 for a path that is no storefront page (the shell shows its not-found page), 200 for pages', async () => {
    for (const path of ['/no/such/page', '/products/12/nothing', '/wp-login.php', '/user/orders/7/edit']) {
      const res = await fetch(shop.url + path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="app"');
    }
    for (const path of ['/', '/cart', '/account', '/user/orders/7', '/forgot-password/request', '/admin/', '/admin/orders'])
      expect({ path, status: (await fetch(shop.url + path)).status }).toEqual({ path, status: 200 });
  });

  it('logs in both demo accounts', async () => {
    expect(await login(shop.url, DEMO.admin.email, DEMO.admin.password)).toMatch(/^ey/);
    expect(await login(shop.url, DEMO.customer.email, DEMO.customer.password)).toMatch(/^ey/);
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await fetch(`${shop.url}/api/home`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('starts again on the same DATA_DIR with its data, without seeding twice', async () => {
    const first = await startShop({}, { keepData: true });
    const token = await login(first.url, DEMO.admin.email, DEMO.admin.password);
    const created = await fetch(`${first.url}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: { ar: 'تصنيف باقٍ', en: 'Kept category' },
        description: { ar: 'يبقى بعد إعادة التشغيل', en: 'Survives a restart' },
      }),
    });
    expect(created.status).toBe(201);
    await first.stop();
    const second = await startShop({}, { dataDir: first.dataDir });
    try {
      const categories = (await (await fetch(`${second.url}/api/categories`)).json()).data as Array<{ name: { en: string } }>;
      expect(categories.filter((c) => c.name.en === 'Kept category')).toHaveLength(1);
      expect(categories.filter((c) => c.name.en === "Men's Perfumes")).toHaveLength(1);
      expect(await login(second.url, DEMO.customer.email, DEMO.customer.password)).toMatch(/^ey/);
    } finally {
      await second.stop();
    }
  });
});

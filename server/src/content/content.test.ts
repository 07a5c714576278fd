import { BANNER_POSITIONS, DEFAULT_SETTINGS } from '@ward/shared';
import sharp from 'sharp';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const branch = {
  name: { ar: 'فرع العليا', en: 'Olaya branch' },
  description: { ar: 'طريق الملك فهد، الرياض', en: 'King Fahd Road, Riyadh' },
  latitude: 24.6953,
  longitude: 46.6856,
  phone: '0112345678',
  hours: { ar: 'يومياً 10:00 - 22:00', en: 'Daily 10:00 - 22:00' },
};
const testimonial = {
  name: { ar: 'نورة', en: 'Noura' },
  job: { ar: 'معلمة', en: 'Teacher' },
  review: { ar: 'عطور أصيلة وتغليف راقٍ', en: 'Genuine perfumes, elegant packaging' },
};

describe('shop content over real HTTP and PostgreSQL', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let image: { url: string; width: number; height: number };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    customer = (await createUser(t, 'Customer')).token;
    const png = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#8a1c3b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    const upload = await t.api.request('POST', '/api/admin/uploads', undefined, { token: admin, raw: form });
    expect(upload.status).toBe(201);
    image = upload.body[0];
  });
  afterAll(() => t.close());

  it('keeps every admin content route for admins only', async () => {
    for (const path of [
      'branches',
      'banners',
      'testimonials',
      'pages',
      'settings',
      'newsletter-subscribers',
      'contact-messages',
      'outbox',
    ]) {
      expect((await t.api.get(`/api/admin/${path}`)).status).toBe(401);
      expect((await t.api.get(`/api/admin/${path}`, { token: customer })).status).toBe(403);
      expect((await t.api.get(`/api/admin/${path}`, { token: admin })).status).toBe(200);
    }
  });

  it('creates, lists, updates and deletes branches; the storefront sees them in order', async () => {
    const created = await t.api.post('/api/admin/branches', branch, { token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...branch, sortOrder: 0 });
    const second = await t.api.post(
      '/api/admin/branches',
      { ...branch, name: { ar: 'فرع جدة', en: 'Jeddah branch' }, latitude: 21.5433, longitude: 39.1728, sortOrder: -1 },
      { token: admin },
    );
    const list = await t.api.get('/api/admin/branches?sort=["id","ASC"]&range=[0,0]', { token: admin });
    expect(list.headers.get('content-range')).toBe('branches 0-0/2');
    expect(list.body).toHaveLength(1);
    const search = await t.api.get(`/api/admin/branches?filter=${encodeURIComponent('{"q":"jeddah"}')}`, { token: admin });
    expect(search.body.map((b: { id: number }) => b.id)).toEqual([second.body.id]);
    const getMany = await t.api.get(
      `/api/admin/branches?filter=${encodeURIComponent(JSON.stringify({ id: [created.body.id, second.body.id] }))}`,
      { token: admin },
    );
    expect(getMany.body).toHaveLength(2);

    const publicList = await t.api.get('/api/branches');
    expect(publicList.body.isSuccess).toBe(true);
    expect(publicList.body.data.map((b: { id: number }) => b.id)).toEqual([second.body.id, created.body.id]);

    const updated = await t.api.put(
      `/api/admin/branches/${created.body.id}`,
      { ...branch, latitude: 24.7, id: created.body.id },
      { token: admin },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.latitude).toBe(24.7);
    const removed = await t.api.delete(`/api/admin/branches/${second.body.id}`, { token: admin });
    expect(removed.body.id).toBe(second.body.id);
    expect((await t.api.get(`/api/admin/branches/${second.body.id}`, { token: admin })).status).toBe(404);
    expect((await t.api.put(`/api/admin/branches/999999`, branch, { token: admin })).status).toBe(404);
  });

  it('validates branches, banners and testimonials with the SPEC rules, as react-admin field errors', async () => {
    const shortName = await t.api.post(
      '/api/admin/branches',
      { ...branch, name: { ar: 'ف', en: 'B' }, description: { ar: 'قصير', en: 'tiny' } },
      { token: admin, lang: 'en' },
    );
    expect(shortName.status).toBe(400);
    expect(shortName.body.errors).toMatchObject({
      'name.ar': 'Must be at least 2 characters',
      'name.en': 'Must be at least 2 characters',
      'description.ar': 'Must be at least 5 characters',
      'description.en': 'Must be at least 5 characters',
    });
    const badCoordinates = await t.api.post('/api/admin/branches', { ...branch, latitude: 95 }, { token: admin });
    expect(Object.keys(badCoordinates.body.errors)).toEqual(['latitude']);

    const banner = { name: { ar: 'عروض', en: 'Offers' }, description: { ar: 'خصومات العود', en: 'Oud savings' }, position: 'after_men' };
    const noImage = await t.api.post('/api/admin/banners', banner, { token: admin, lang: 'en' });
    expect(noImage.status).toBe(400);
    expect(noImage.body.errors).toEqual({ image: 'A new banner needs an image' });
    const badPosition = await t.api.post('/api/admin/banners', { ...banner, image, position: 'footer' }, { token: admin });
    expect(Object.keys(badPosition.body.errors)).toEqual(['position']);
    const foreignImage = await t.api.post(
      '/api/admin/banners',
      { ...banner, image: { url: 'https://evil.example/x.png' } },
      { token: admin },
    );
    expect(Object.keys(foreignImage.body.errors)).toEqual(['image.url']);
    const badLink = await t.api.post('/api/admin/banners', { ...banner, image, link: 'javascript:alert(1)' }, { token: admin });
    expect(Object.keys(badLink.body.errors)).toEqual(['link']);

    const shortReview = await t.api.post(
      '/api/admin/testimonials',
      { ...testimonial, job: { ar: 'م', en: 'T' }, review: { ar: 'جيد', en: 'good' } },
      { token: admin, lang: 'en' },
    );
    expect(shortReview.body.errors).toEqual({
      'job.ar': 'Must be at least 2 characters',
      'job.en': 'Must be at least 2 characters',
      'review.ar': 'Must be at least 5 characters',
      'review.en': 'Must be at least 5 characters',
    });
    const markup = await t.api.post(
      '/api/admin/testimonials',
      { ...testimonial, review: { ar: '<img src=x onerror=alert(1)>', en: 'fine review' } },
      { token: admin },
    );
    expect(Object.keys(markup.body.errors)).toEqual(['review.ar']);
  });

  it('manages banners (image required on create, kept on update) and the home page shows active ones with testimonials', async () => {
    const banner = {
      name: { ar: 'عروض العود', en: 'Oud offers' },
      description: { ar: 'خصومات على العود', en: 'Savings on oud' },
      position: 'after_categories',
    };
    const a = await t.api.post(
      '/api/admin/banners',
      { ...banner, image, link: '/products?discounted=true', sortOrder: 2 },
      { token: admin },
    );
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ ...banner, image: { url: image.url }, link: '/products?discounted=true', isActive: true, sortOrder: 2 });
    const b = await t.api.post('/api/admin/banners', { ...banner, image, sortOrder: 1 }, { token: admin });
    const hidden = await t.api.post('/api/admin/banners', { ...banner, image, position: 'after_women', isActive: false }, { token: admin });
    const kept = await t.api.put(
      `/api/admin/banners/${a.body.id}`,
      { ...a.body, image: undefined, name: { ar: 'عروض العود الكبرى', en: 'Big oud offers' } },
      { token: admin },
    );
    expect(kept.status).toBe(200);
    expect(kept.body.image.url).toBe(image.url);
    expect(kept.body.name.en).toBe('Big oud offers');

    const filtered = await t.api.get(`/api/admin/banners?filter=${encodeURIComponent('{"isActive":false}')}`, { token: admin });
    expect(filtered.body.map((x: { id: number }) => x.id)).toEqual([hidden.body.id]);

    const publicBanners = await t.api.get('/api/banners');
    expect(publicBanners.body.data.map((x: { id: number }) => x.id)).toEqual([b.body.id, a.body.id]);
    expect((await t.api.get('/api/banners?position=after_women')).body.data).toEqual([]);
    expect(BANNER_POSITIONS).toContain(publicBanners.body.data[0].position);

    const tm = await t.api.post('/api/admin/testimonials', testimonial, { token: admin });
    expect(tm.status).toBe(201);
    expect(tm.body).toEqual({ id: expect.any(Number), ...testimonial });
    const home = await t.api.get('/api/home');
    expect(home.body.data.banners.map((x: { id: number }) => x.id)).toEqual([b.body.id, a.body.id]);
    expect(home.body.data.testimonials).toEqual([tm.body]);
    expect((await t.api.get('/api/testimonials')).body.data).toEqual([tm.body]);

    await t.api.delete(`/api/admin/testimonials/${tm.body.id}`, { token: admin });
    expect((await t.api.get('/api/home')).body.data.testimonials).toEqual([]);
  });

  it('serves the four pages; the admin edits them and HTML is stripped of scripts, handlers and javascript: URLs', async () => {
    const pages = await t.api.get('/api/admin/pages', { token: admin });
    expect(pages.headers.get('content-range')).toBe('pages 0-3/4');
    expect(pages.body.map((p: { slug: string }) => p.slug).sort()).toEqual(['about', 'privacy', 'return-policy', 'terms']);
    const about = pages.body.find((p: { slug: string }) => p.slug === 'about');

    const hostile = [
      '<h1>من نحن</h1><p onclick="steal()">ورد <strong>متجر</strong> سعودي</p>',
      '<script>alert(document.cookie)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">اضغط</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
      '<a href="https://ward.sa/offers" target="_blank" rel="opener">عروض</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<p style="background:url(javascript:alert(1))" dir="rtl">نص</p>',
      '<svg><script>alert(1)</script></svg><form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const saved = await t.api.put(
      `/api/admin/pages/${about.id}`,
      { ...about, title: { ar: 'من نحن', en: 'About us' }, body: { ar: hostile, en: '<p>Ward is a <em>Saudi</em> perfume house</p>' } },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const body: string = saved.body.body.ar;
    expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<img|<svg|<form|<input|style=/i);
    expect(body).toContain('<h2>من نحن</h2>');
    expect(body).toContain('<p>ورد <strong>متجر</strong> سعودي</p>');
    expect(body).toContain('<a href="https://ward.sa/offers" target="_blank" rel="noopener noreferrer">عروض</a>');
    expect(body).toContain('<p dir="rtl">نص</p>');

    const publicPage = await t.api.get('/api/pages/about');
    expect(publicPage.body.data).toMatchObject({
      slug: 'about',
      title: { ar: 'من نحن', en: 'About us' },
      body: { ar: body, en: '<p>Ward is a <em>Saudi</em> perfume house</p>' },
    });

    const onlyScript = await t.api.put(
      `/api/admin/pages/${about.id}`,
      { title: about.title, body: { ar: '<script>alert(1)</script>', en: '<p>ok text</p>' } },
      { token: admin, lang: 'en' },
    );
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.errors).toEqual({ 'body.ar': 'This field is required' });

    const missing = await t.api.get('/api/pages/careers', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ isSuccess: false, message: 'Page not found' });
  });

  it('reads and writes the single settings record at /settings and /settings/1, validating the VAT number', async () => {
    const initial = await t.api.get('/api/admin/settings', { token: admin });
    // with how the running shop takes payments, read-only (the back office's test-mode ribbon reads it)
    expect(initial.body).toEqual({
      id: 1,
      ...DEFAULT_SETTINGS,
      testMode: true,
      paymentMethods: ['mada', 'card', 'applepay', 'stcpay', 'cod'],
    });
    expect((await t.api.get('/api/admin/settings/1', { token: admin })).body).toEqual(initial.body);
    expect((await t.api.get('/api/admin/settings/2', { token: admin })).status).toBe(404);

    const badVat = await t.api.put('/api/admin/settings/1', { ...initial.body, vatNumber: '123' }, { token: admin, lang: 'en' });
    expect(badVat.status).toBe(400);
    expect(badVat.body.errors).toEqual({ vatNumber: 'The VAT number is 15 digits starting and ending with 3' });

    const changed = { ...initial.body, contactEmail: 'hello@ward.sa', codFee: 20, splashMs: 1200 };
    const saved = await t.api.put('/api/admin/settings/1', { ...changed, testMode: false, paymentMethods: ['cod'] }, { token: admin });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...changed, id: 1 });
    const viaRoot = await t.api.put('/api/admin/settings', { ...changed, codFee: 25 }, { token: admin });
    expect(viaRoot.body.codFee).toBe(25);

    const publicSettings = await t.api.get('/api/settings');
    expect(publicSettings.body.data).toMatchObject({
      contactEmail: 'hello@ward.sa',
      codFee: 25,
      splashMs: 1200,
      vatNumber: DEFAULT_SETTINGS.vatNumber,
    });
    expect(publicSettings.body.data.id).toBeUndefined();
  });
});

import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { login, type RunningShop } from '../support/server.js';
import { DEMO, htmlState, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * The four main screens in Arabic and English, light and dark, at 390 px and 1280 px (home in all
 * eight looks, the others in a pairwise four; into
 * test/artifacts/storefront/ for a person to look at), with what a crawler and a slow phone rely
 * on: per-page head, Product JSON-LD, responsive images.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let cartItems: unknown[];
let productId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  token = await login(shop.url, DEMO.customer.email, DEMO.customer.password);
  const list = (await (await fetch(`${shop.url}/api/products?inStock=true&discounted=true&pageSize=2`)).json()) as {
    data: { items: Array<Record<string, unknown>> };
  };
  const [a, b] = list.data.items;
  productId = a.id as number;
  cartItems = [a, b].map((p, i) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    ...(p.finalPrice !== p.price ? { discountPrice: p.finalPrice } : {}),
    quantity: i + 1,
    image: p.image,
    weight: p.weight,
    stock: p.stock,
  }));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const VARIANTS = (['ar', 'en'] as const).flatMap((lang) =>
  ([false, true] as const).flatMap((dark) => ([390, 1280] as const).map((width) => ({ lang, dark, width }))),
);
/**
 * The other screens in four of the eight looks: every pair of language, theme and width still
 * meets once (a pairwise set), at half the browser time of all eight.
 */
const PAIRWISE = VARIANTS.filter((v) => (v.lang === 'ar') === (v.dark === (v.width === 1280)));

async function variantPage(
  v: (typeof VARIANTS)[number],
  withCart: boolean,
  signedIn: boolean,
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await shopper(browser, shop.url, { ...v, token: signedIn ? token : null });
  if (withCart) {
    await page.evaluate((items) => {
      const saved = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{}}');
      saved.state = { ...saved.state, items, country: 'SA', shipping: 0 };
      saved.version = 1;
      localStorage.setItem('ward-store', JSON.stringify(saved));
    }, cartItems);
  }
  return { page, errors, close: () => context.close() };
}

const name = (screen: string, v: (typeof VARIANTS)[number]) => `storefront/${screen}-${v.lang}-${v.dark ? 'dark' : 'light'}-${v.width}`;

describe('screenshots', () => {
  it('home', async () => {
    for (const v of VARIANTS) {
      const { page, close, errors } = await variantPage(v, false, false);
      await page.goto(`${shop.url}/`);
      await ready(page);
      await page.locator('.category-grid').waitFor();
      await page.locator('.hero-art img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      expect(await htmlState(page)).toEqual({ dir: v.lang === 'ar' ? 'rtl' : 'ltr', lang: v.lang, dark: v.dark });
      await screenshot(page, name('home', v));
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('product', async () => {
    for (const v of PAIRWISE) {
      const { page, close, errors } = await variantPage(v, false, false);
      await page.goto(`${shop.url}/products/${productId}`);
      await ready(page);
      await page.locator('.gallery-main img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      await screenshot(page, name('product', v));
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('cart', async () => {
    for (const v of PAIRWISE) {
      const { page, close, errors } = await variantPage(v, true, false);
      await page.goto(`${shop.url}/cart`);
      await ready(page);
      await page.locator('.cart-line').first().waitFor();
      await page
        .locator('.quote-state')
        .filter({ hasText: v.lang === 'ar' ? 'تم تأكيد الأسعار' : 'Prices confirmed' })
        .waitFor();
      await screenshot(page, name('cart', v));
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('checkout', async () => {
    for (const v of PAIRWISE) {
      const { page, close, errors } = await variantPage(v, true, true);
      await page.goto(`${shop.url}/checkout`);
      await ready(page);
      await page.locator('.checkout-summary .totals-total').waitFor();
      await page.locator('.choice-card').first().waitFor();
      await screenshot(page, name('checkout', v));
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe('what crawlers and slow phones read', () => {
  it('a product page has its title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const { page, close } = await variantPage({ lang: 'ar', dark: false, width: 1280 }, false, false);
    await page.goto(`${shop.url}/products/${productId}`);
    await ready(page);
    const product = (
      (await (await fetch(`${shop.url}/api/products/${productId}`)).json()) as { data: { name: { ar: string }; finalPrice: number } }
    ).data;
    await page.waitForFunction((n) => document.title.startsWith(n), product.name.ar);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name=description]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
      ld: JSON.parse(document.getElementById('ld-json')?.textContent ?? 'null'),
    }));
    expect(head.title).toContain(product.name.ar);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.canonical).toMatch(new RegExp(`/products/${productId}$`));
    expect(head.ogTitle).toContain(product.name.ar);
    expect(head.ogImage).toMatch(/^https?:\/\/.+\/media\//);
    expect(head.ogType).toBe('product');
    expect(head.ld).toMatchObject({
      '@type': 'Product',
      name: product.name.ar,
      offers: { '@type': 'Offer', priceCurrency: 'SAR', price: product.finalPrice.toFixed(2) },
    });
    await close();
  });

  it('images: srcset, sizes, width and height; the hero eager and high priority, the rest lazy; lower sections render on approach', async () => {
    const { page, close } = await variantPage({ lang: 'ar', dark: false, width: 390 }, false, false);
    await page.goto(`${shop.url}/`);
    await ready(page);
    await page.locator('.category-grid').waitFor();
    // the lower sections render as they come near: scroll through the page
    for (let y = 0; y < 12; y++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(120);
    }
    await page.locator('#recent-title').waitFor();
    const images = await page.locator('main img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((i) => ({
        srcset: i.getAttribute('srcset'),
        sizes: i.getAttribute('sizes'),
        width: i.getAttribute('width'),
        height: i.getAttribute('height'),
        loading: i.getAttribute('loading'),
        priority: i.getAttribute('fetchpriority'),
      })),
    );
    expect(images.length).toBeGreaterThan(5);
    expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    for (const img of images) {
      expect(img.srcset).toMatch(/\d+w/);
      expect(img.sizes).toBeTruthy();
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
    }
    expect(images.filter((i) => i.priority === 'high')).toHaveLength(1);
    expect(images.slice(1).every((i) => i.loading === 'lazy')).toBe(true);
    await close();
  });

  it('each page sets its own title (listing, cart, contact)', async () => {
    const { page, close } = await variantPage({ lang: 'en', dark: false, width: 1280 }, false, false);
    for (const [path, title] of [
      ['/products', 'All products'],
      ['/cart', 'Shopping cart'],
      ['/contact', 'Contact us'],
      ['/branches', 'Our branches'],
    ] as const) {
      await page.goto(`${shop.url}${path}`);
      await ready(page);
      await page.waitForFunction((t) => document.title.startsWith(t), title);
    }
    await close();
  });

  it('product and listing pages arrive server-rendered (HTML, head, data) and hydrate in place', async () => {
    const res = await fetch(`${shop.url}/products/${productId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const product = (
      (await (await fetch(`${shop.url}/api/products/${productId}`)).json()) as { data: { name: { ar: string; en: string } } }
    ).data;
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain(`<h1 class="page-title product-title">${product.name.ar}</h1>`);
    expect(html).toContain(`<title>${product.name.ar} |`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/products/${productId}">`));
    expect(html).toContain('<script type="application/ld+json" id="ld-json">');
    expect(html).toContain('<script type="application/json" id="ssr-data">');
    expect(html.split('</head>')[0].match(/<title>/g)).toHaveLength(1);
    // the shopper's language (cookie) is rendered on the server too
    const english = await (await fetch(`${shop.url}/products/${productId}`, { headers: { cookie: 'ward-lang=en' } })).text();
    expect(english).toMatch(/<html lang="en" dir="ltr"/);
    expect(english).toContain(product.name.en);
    // an unknown product is a real 404; a listing lists
    expect((await fetch(`${shop.url}/products/999999`)).status).toBe(404);
    const listing = await (await fetch(`${shop.url}/products?sort=price_asc`)).text();
    expect((listing.match(/class="card product-card /g) ?? []).length).toBe(12);

    // without JavaScript the product is readable; with it, the same nodes come alive
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await nojs.newPage();
    await plain.goto(`${shop.url}/products/${productId}`);
    expect(await plain.locator('h1').innerText()).toBe(product.name.ar);
    await nojs.close();
    const { page, close, errors } = await variantPage({ lang: 'ar', dark: false, width: 390 }, false, false);
    await page.goto(`${shop.url}/products/${productId}`);
    const h1 = await page.evaluateHandle(() => document.querySelector('h1'));
    // the same nodes come alive: a click counts once hydration has run (a slow CI machine clicked before it)
    await page.locator('#app[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    expect(await page.evaluate((el) => el === document.querySelector('h1'), h1)).toBe(true);
    expect(await page.locator('.splash').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('robots.txt and sitemap.xml', async () => {
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
    const res = await fetch(`${shop.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    expect(xml).toContain(`/products/${productId}</loc>`);
    expect(xml).toMatch(/\/products\?categoryId=\d+<\/loc>/);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(60);
  });
});

describe('Content-Security-Policy', () => {
  it('form pages of the storefront and the back office run without a single CSP violation (zod parses without eval)', async () => {
    const { context, page } = await shopper(browser, shop.url, { width: 390 });
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
        ),
      ),
    );
    await page.goto(`${shop.url}/contact`);
    await ready(page);
    // a submit runs the shared zod schema in the browser
    await page.locator('form.card').getByRole('button').last().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.goto(`${shop.url}/account`);
    await ready(page);
    await page.locator('form.auth-form').getByRole('button').last().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.goto(`${shop.url}/admin/login`);
    await page.locator('input[name="email"], input[type="email"]').first().waitFor();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
    await context.close();
  });
});

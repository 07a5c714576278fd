import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, placeOrder, productInStock } from '../support/orders.js';
import type { RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * The storefront's finish (issue 13, polish): reading order and direction of mixed text, home
 * rails and tiles on phones and desktops, dark mode, empty reviews, content headings, one source
 * of opening hours, the tab title after a language switch.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Scrolls until a lazily rendered part of the home page is there. */
async function scrollTo(page: Page, selector: string) {
  const target = page.locator(selector).first();
  for (let i = 0; i < 40 && !(await target.count()); i++) await page.mouse.wheel(0, 900);
  await target.scrollIntoViewIfNeeded();
  return target;
}

describe('home', () => {
  it('phones: rails show a third card’s edge and arrows that scroll them (13.18)', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { context, page, errors } = await shopper(browser, shop.url, { lang, width: 390 });
      await page.goto(`${shop.url}/`);
      await ready(page);
      const rail = await scrollTo(page, '.rail .product-card');
      const railBox = (await page.locator('.rail').first().boundingBox())!;
      const cards = page.locator('.rail').first().locator('.product-card');
      const visible = [];
      for (let i = 0; i < 4; i++) {
        const box = (await cards.nth(i).boundingBox())!;
        const shown = Math.max(0, Math.min(box.x + box.width, railBox.x + railBox.width) - Math.max(box.x, railBox.x));
        visible.push(shown / box.width);
      }
      // two whole cards and part of a third
      expect(visible.filter((v) => v > 0.95)).toHaveLength(2);
      expect(visible[2]).toBeGreaterThan(0.05);
      expect(visible[2]).toBeLessThan(0.95);
      const more = page.getByRole('button', { name: lang === 'ar' ? 'مزيد من المنتجات' : 'More products' }).first();
      await more.waitFor();
      const before = await page
        .locator('.rail')
        .first()
        .evaluate((el) => Math.abs(el.scrollLeft));
      await more.click();
      await page
        .locator('.rail')
        .first()
        .evaluate(
          (el, start) =>
            new Promise<void>((done) => {
              const check = () => (Math.abs(el.scrollLeft) > start + 50 ? done() : requestAnimationFrame(check));
              check();
            }),
          before,
        );
      void rail;
      await screenshot(page, `storefront/details/rail-${lang}-390`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('desktop: category tiles have pictures, four testimonials make no orphan, the newsletter button reads in dark mode (13.19, 13.22)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { width: 1366, dark: true });
    await page.goto(`${shop.url}/`);
    await ready(page);
    await page.locator('.category-grid').waitFor();
    const tiles = await page.locator('.category-tile').count();
    expect(await page.locator('.category-tile img.category-img').count()).toBe(tiles);
    await page.locator('.category-grid').scrollIntoViewIfNeeded();
    await screenshot(page, 'storefront/details/categories-dark-ar-1366');

    const quotes = (await scrollTo(page, '.testimonials')).locator('li');
    const tops = await quotes.evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().top)));
    const perRow = new Map<number, number>();
    for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    const rows = [...perRow.values()];
    expect(Math.min(...rows)).toBe(Math.max(...rows));

    const button = (await scrollTo(page, '.newsletter-form .btn')).first();
    const [fg, bg] = await button.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    const luminance = (css: string) => {
      const [r, g, b] = css
        .match(/\d+/g)!
        .slice(0, 3)
        .map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThan(4.5);
    await screenshot(page, 'storefront/details/newsletter-dark-ar-1366');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pages and reading order', () => {
  it('footer: payment logos in reading order (mada first), the same opening hours as the branches (13.16, 13.23)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/branches`);
    await ready(page);
    const logos = page.locator('.pay-logos .pay-logo');
    await logos.first().scrollIntoViewIfNeeded();
    const mada = (await logos.first().boundingBox())!;
    const visa = (await logos.nth(1).boundingBox())!;
    // Arabic reads right to left: the first logo is the right-most
    expect(mada.x).toBeGreaterThan(visa.x);
    // and each wordmark stays inside its badge (Latin text drawn left to right in an RTL row)
    const outside = await page.locator('.pay-logos svg text').evaluateAll((texts) =>
      texts
        .map((t) => ({ label: t.closest('svg')!.getAttribute('aria-label'), box: (t as SVGTextElement).getBBox() }))
        .filter(({ box }) => box.x < 0 || box.x + box.width > 52.5)
        .map(({ label, box }) => `${label}: ${box.x.toFixed(1)}+${box.width.toFixed(1)}`),
    );
    expect(outside).toEqual([]);
    const footerHours = await page.locator('footer .hours-list').innerText();
    await page.locator('.branch').first().waitFor();
    const branchHours = await page.locator('.branch .hours-list').allInnerTexts();
    expect(branchHours.length).toBeGreaterThan(0);
    for (const h of branchHours) expect(h).toBe(footerHours);
    await screenshot(page, 'storefront/details/branches-ar-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('privacy, terms and return policy print their heading once (13.21)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en' });
    for (const path of ['/privacy', '/terms', '/return-policy']) {
      await page.goto(`${shop.url}${path}`);
      await ready(page);
      await page.locator('.prose').waitFor();
      const title = (await page.locator('h1.page-title').innerText()).trim();
      const headings = await page.locator('main h1, main h2, main h3').allInnerTexts();
      expect([path, headings.filter((h) => h.trim() === title).length]).toEqual([path, 1]);
    }
    // the return policy states the law's rights whatever the shop wrote (issue 33 §4)
    await page.getByRole('heading', { name: 'Your rights under the E-Commerce Law' }).waitFor();
    await page.getByText('If your order has not arrived 15 days after you placed it').waitFor();
    await screenshot(page, 'storefront/legal/return-policy-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a product without reviews says so, without a "0.0"; an English review keeps its full stop at its end (13.20, 13.13)', async () => {
    const list = (await (await fetch(`${shop.url}/api/products?pageSize=100`)).json()) as {
      data: { items: Array<{ id: number; ratingCount: number }> };
    };
    const unrated = list.data.items.find((p) => p.ratingCount === 0)!;
    const { context, page, errors } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/products/${unrated.id}`);
    await ready(page);
    await page.locator('.reviews-summary').getByText('لا توجد تقييمات بعد').first().waitFor();
    expect(await page.locator('.reviews-average').count()).toBe(0);
    expect(await page.locator('.reviews-summary').innerText()).not.toContain('0.0');

    const rated = list.data.items.find((p) => p.ratingCount > 0)!;
    await page.goto(`${shop.url}/products/${rated.id}`);
    const review = page.locator('.review-text').first();
    await review.waitFor();
    expect(await review.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after switching to English the tab names the shop in English at once (13.24)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/about`);
    await ready(page);
    await page.waitForFunction(() => document.title.includes('ورد'));
    await page
      .getByRole('button', { name: /English|EN/ })
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForFunction(() => !/[\u0600-\u06FF]/.test(document.title));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an address names its district once (13.15)', async () => {
    const token = await newCustomer(shop.url);
    const { id } = await productInStock(shop.url);
    const { order } = await placeOrder(shop.url, token, { productId: id, paymentMethod: 'cod' });
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/user/orders/${order.id}`);
    await ready(page);
    const address = await page.locator('.address-summary').first().innerText();
    expect(address.match(/الياسمين/g)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

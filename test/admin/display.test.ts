import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';

/**
 * What the back office looks like in a Saudi browser (issue 13): Western digits whatever the
 * browser's locale, settings at /admin/settings, pagination that points the reading way, the
 * tab and app-bar titles in the chosen language, links readable in dark mode, English fields
 * written left to right.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** An Arabic-locale browser (ar-SA: Arabic-Indic digits by default) with the admin in `locale`. */
async function saudiBrowser(locale: 'ar' | 'en', opts: { width?: number; dark?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1366, height: 900 }, locale: 'ar-SA' });
  const page = await context.newPage();
  await page.goto(`${shop.url}/api/health`);
  await page.evaluate(
    ([t, l, dark]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('RaStoreward-admin.locale', JSON.stringify(l));
      if (dark) localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark'));
    },
    [adminToken, locale, !!opts.dark],
  );
  return { context, page };
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const mainText = (page: Page) => page.locator('#main-content, main').first().innerText();

describe('the back office in a Saudi browser', () => {
  it('writes stock, days and coordinates with Western digits in English and Arabic (13.5)', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { context, page } = await saudiBrowser(locale);
      for (const [path, column] of [
        ['/admin/products', 'stock'],
        ['/admin/shipping-rates', 'minDays'],
        ['/admin/branches', 'latitude'],
      ] as const) {
        await page.goto(`${shop.url}${path}`);
        await page.locator(`td.column-${column}`).first().waitFor();
        const cells = await page.locator(`td.column-${column}`).allInnerTexts();
        expect(cells.join(' ')).toMatch(/\d/);
        const text = await mainText(page);
        expect([locale, path, text.match(new RegExp(`.{0,20}${ARABIC_INDIC.source}.{0,20}`))?.[0] ?? null]).toEqual([locale, path, null]);
      }
      await screenshot(page, `admin/display/branches-digits-${locale}`);
      await context.close();
    }
  });

  it('opens the settings at /admin/settings, not a blank page (13.6)', async () => {
    const { context, page } = await saudiBrowser('ar');
    await page.goto(`${shop.url}/admin/settings`);
    await page.locator('input[name="vatNumber"]').waitFor();
    await screenshot(page, 'admin/display/settings-ar');
    await context.close();
  });

  it('pages the reading way, named in Arabic, on desktop and narrower screens (13.14)', async () => {
    for (const [locale, width] of [
      ['ar', 1366],
      ['ar', 800],
      ['en', 800],
    ] as const) {
      const { context, page } = await saudiBrowser(locale, { width });
      await page.goto(`${shop.url}/admin/products`);
      const next = page.getByRole('button', { name: locale === 'ar' ? 'الانتقال إلى الصفحة التالية' : 'Go to next page' });
      await next.waitFor();
      // the chevron's tip is whichever horizontal extreme of its outline sits at mid height
      const pointsRight = await next.locator('svg path').evaluate((path: SVGPathElement) => {
        const length = path.getTotalLength();
        const points = Array.from({ length: 61 }, (_, i) => path.getPointAtLength((length * i) / 60));
        const midY = (Math.min(...points.map((p) => p.y)) + Math.max(...points.map((p) => p.y))) / 2;
        const left = points.reduce((a, p) => (p.x < a.x ? p : a));
        const right = points.reduce((a, p) => (p.x > a.x ? p : a));
        const tipIsRight = Math.abs(right.y - midY) < Math.abs(left.y - midY);
        // a mirroring transform on the way to the screen turns it round
        return path.getScreenCTM()!.a < 0 ? !tipIsRight : tipIsRight;
      });
      expect([locale, width, pointsRight]).toEqual([locale, width, locale === 'en']);
      await next.scrollIntoViewIfNeeded();
      await screenshot(page, `admin/display/pagination-${locale}-${width}`);
      await context.close();
    }
  });

  it('names the tab in the chosen language, and keeps the page title whole on a phone (13.24)', async () => {
    const { context, page } = await saudiBrowser('en', { width: 390 });
    await page.goto(`${shop.url}/admin/orders`);
    await page.waitForFunction(() => document.title === 'Ward · Admin');
    const title = page.locator('#react-admin-title');
    await title.getByText('Orders').waitFor();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, 'admin/display/appbar-en-390');
    // switching to Arabic renames the tab at once
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.title === 'ورد · لوحة التحكم');
    await context.close();
  });

  it('shows the order’s product link in the theme’s colour in dark mode (13.25)', async () => {
    const [order] = (await (
      await fetch(`${shop.url}/api/admin/orders?range=[0,0]`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()) as Array<{
      id: number;
    }>;
    const { context, page } = await saudiBrowser('ar', { dark: true });
    await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
    const link = page.locator('a[href*="/products/"]').first();
    await link.waitFor();
    const colour = await link.evaluate((el) => getComputedStyle(el).color);
    // the dark theme's primary (#e2a3b5), not the browser's own link blue or visited purple
    expect(colour).toBe('rgb(226, 163, 181)');
    await screenshot(page, 'admin/display/order-dark-ar');
    await context.close();
  });

  it('writes the English side of a bilingual field left to right, full stop at its end (13.13)', async () => {
    const { context, page } = await saudiBrowser('ar');
    await page.goto(`${shop.url}/admin/categories/create`);
    await page
      .getByRole('tab', { name: /en|الإنجليزية/i })
      .first()
      .click();
    const english = page.locator('input[name="name.en"]');
    await english.fill('Oud and incense.');
    expect(await english.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
    await screenshot(page, 'admin/display/english-field-ar');
    await context.close();
  });
});

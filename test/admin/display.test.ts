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
});

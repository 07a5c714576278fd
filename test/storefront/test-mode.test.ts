import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { adminPage } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { login, type RunningShop } from '../support/server.js';
import { DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 11 §2: while the built-in test gateway takes payments (no real money moves) the
 * storefront and the back office say so on every screen, in Arabic and English; a shop without
 * it shows nothing.
 */
jest.setTimeout(180_000);

let browser: Browser;
const shops: RunningShop[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all(shops.map((s) => s.stop()));
});

const ribbonText = {
  ar: 'وضع تجريبي: الدفع الإلكتروني عبر بوابة اختبار، ولا تُخصم أي مبالغ حقيقية.',
  en: 'Test mode: online payments go through a test gateway; no real money is taken.',
};
const adminRibbonText = {
  ar: 'وضع تجريبي: المدفوعات الإلكترونية تمر عبر بوابة الاختبار أو مفاتيح تجريبية لدى مزود الدفع، ولا تُنقل أي مبالغ حقيقية.',
  en: 'Test mode: online payments go through the test gateway or a provider’s test keys; no real money moves.',
};

describe('test gateway on', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await openShop({ PAYMENT_TEST_GATEWAY: 'true' });
    shops.push(shop);
    await setSplash(shop.url, 0);
  }, 120_000);

  it.each([
    ['ar', 390, false],
    ['en', 1280, true],
  ] as const)('the storefront shows the test-mode ribbon (%s, %i px, dark %s), server-rendered pages too', async (lang, width, dark) => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang, width, dark });
    for (const path of ['/', '/products']) {
      await page.goto(shop.url + path);
      await ready(page);
      const ribbon = page.getByRole('note').filter({ hasText: ribbonText[lang].slice(0, 10) });
      await ribbon.waitFor();
      expect((await ribbon.innerText()).replace(/\s+/g, ' ').trim()).toBe(ribbonText[lang]);
      expect(await ribbon.isVisible()).toBe(true);
    }
    await screenshot(page, `storefront/test-mode-${lang}-${width}${dark ? '-dark' : ''}`);
    // the server-rendered listing carries it before any script runs
    const html = await (await fetch(`${shop.url}/products`, { headers: { cookie: `ward-lang=${lang}` } })).text();
    expect(html).toContain('test-mode-ribbon');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['ar', 'en'] as const)('the back office shows it above every screen (%s)', async (lang) => {
    const token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const { context, page } = await adminPage(browser, shop.url, token, lang);
    for (const path of ['/admin/', '/admin/#/orders']) {
      await page.goto(shop.url + path);
      const ribbon = page.getByRole('note').filter({ hasText: adminRibbonText[lang].slice(0, 10) });
      await ribbon.waitFor();
      expect((await ribbon.innerText()).replace(/\s+/g, ' ').trim()).toBe(adminRibbonText[lang]);
    }
    await screenshot(page, `admin/test-mode-${lang}`);
    await context.close();
  });
});

describe('no test gateway (production default)', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await openShop({ PAYMENT_TEST_GATEWAY: 'false' });
    shops.push(shop);
    await setSplash(shop.url, 0);
  }, 120_000);

  it('neither app shows a ribbon', async () => {
    const { context, page } = await shopper(browser, shop.url, { lang: 'ar' });
    await page.goto(`${shop.url}/products`);
    await ready(page);
    await page.locator('.product-card, .card').first().waitFor();
    expect(await page.locator('.test-mode-ribbon').count()).toBe(0);
    await context.close();
    const token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const admin = await adminPage(browser, shop.url, token, 'en');
    await admin.page.goto(`${shop.url}/admin/#/orders`);
    await admin.page.locator('.RaList-main, .RaDatagrid-root, table').first().waitFor();
    expect(await admin.page.getByRole('note').count()).toBe(0);
    await admin.context.close();
  });
});

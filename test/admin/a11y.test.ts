import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, type AxeViolation } from '../support/axe.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage } from './helpers.js';

/**
 * Issue 37 §15: the back office's main screens have no accessibility faults axe-core finds (its
 * default rules: WCAG 2.x A and AA and best practices), in Arabic and English, light and dark,
 * on a desktop and on a phone: the menu holds only menu items, lists only list items, the chart's
 * points are named images, every checkbox and column has a name, text has its contrast.
 */
jest.setTimeout(600_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let screens: Array<[name: string, path: string, ready: (page: Page) => Promise<unknown>]>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const api = adminApi(shop.url, token);
  const [product] = (await api<Array<{ id: number }>>(`products?filter=${encodeURIComponent(JSON.stringify({ q: 'Oud Al Layl' }))}`)).body;
  const [order] = (await api<Array<{ id: number }>>('orders?sort=["id","ASC"]&range=[0,0]')).body;
  // a table on a desktop, a simple list on a phone
  const rows = (page: Page) => page.locator('.RaList-content :is(tbody tr, li)').first().waitFor();
  screens = [
    [
      'dashboard',
      '/admin/',
      (page) => Promise.all([page.getByTestId('stat-revenue').waitFor(), page.locator('[data-testid="revenue-chart"] svg').waitFor()]),
    ],
    ['products', '/admin/products', rows],
    ['product', `/admin/products/${product.id}`, (page) => page.locator('input[name="variants.0.sku"]').waitFor()],
    ['orders', '/admin/orders', rows],
    ['order', `/admin/orders/${order.id}/show`, (page) => page.getByTestId('order-timeline').waitFor()],
    ['customers', '/admin/customers', rows],
    ['settings', '/admin/settings', (page) => page.locator('form input').first().waitFor()],
    ['messaging', '/admin/messaging', (page) => page.getByRole('heading', { name: /WhatsApp/ }).waitFor()],
  ];
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const looks = [
  { locale: 'ar', dark: false, width: 1366 },
  { locale: 'ar', dark: true, width: 390 },
  { locale: 'en', dark: true, width: 1366 },
  { locale: 'en', dark: false, width: 390 },
] as const;

it.each(looks)('%o: no axe-core violations on the main screens', async ({ locale, dark, width }) => {
  const { context, page } = await adminPage(browser, shop.url, token, locale);
  await page.setViewportSize({ width, height: 900 });
  if (dark) await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
  const found: Array<{ screen: string } & AxeViolation> = [];
  for (const [name, path, ready] of screens) {
    await page.goto(`${shop.url}${path}`);
    await ready(page);
    // react-admin's loading bar and MUI's transitions settle before colours are measured
    await page.locator('.RaLoadingIndicator-loader, .MuiLinearProgress-root').waitFor({ state: 'detached' });
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    found.push(...(await axeViolations(page)).map((v) => ({ screen: name, ...v })));
  }
  await screenshot(page, `admin/a11y-${locale}-${dark ? 'dark' : 'light'}-${width}`);
  await context.close();
  expect(found).toEqual([]);
});

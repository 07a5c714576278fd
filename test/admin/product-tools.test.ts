import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, toast } from './helpers.js';

/**
 * Issue 14 in the back office: bulk edit of selected products, and the CSV import that refuses a
 * file with a bad row (naming it) and changes nothing.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let api: ReturnType<typeof adminApi>;

interface Product {
  id: number;
  isFeatured: boolean;
  variants: Array<{ sku: string; price: number; stock: number }>;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  api = adminApi(shop.url, token);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The list's first rows, as the list shows them (newest first). */
const firstProducts = async (n: number) =>
  (await api<Product[]>(`products?sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent(`[0,${n - 1}]`)}`)).body;

/** Waits until no menu is open and the dialog has finished fading in, for a screenshot. */
async function settled(page: Page) {
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.MuiDialog-container');
    return dialog !== null && getComputedStyle(dialog).opacity === '1' && getComputedStyle(dialog).transform === 'none';
  });
}

async function openList(page: Page) {
  await page.goto(`${shop.url}/admin/products`);
  await page.locator('tbody tr').first().waitFor();
}

it('sets the price and featured flag of two selected products after a confirmation', async () => {
  const { context, page } = await adminPage(browser, shop.url, token, 'en');
  const [a, b, c] = await firstProducts(3);
  await openList(page);
  await page.locator('tbody tr').nth(0).locator('input[type="checkbox"]').check();
  await page.locator('tbody tr').nth(1).locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 2 products' });
  await dialog.waitFor();
  await dialog.getByLabel('Price').click();
  await page.getByRole('option', { name: 'Set to' }).click();
  // a bad figure is refused with the product form's own words before anything is sent
  await dialog.locator('input[name="priceValue"]').fill('0');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByText('Must be greater than zero').waitFor();
  await dialog.locator('input[name="priceValue"]').fill('123.5');
  await dialog.getByLabel('Featured').click();
  await page.getByRole('option', { name: 'Featured', exact: true }).click();
  await settled(page);
  await screenshot(page, 'admin/products-bulk-edit-en');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByText('Apply these changes to 2 products?').waitFor();
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await toast(page, '2 products updated');

  for (const p of [a, b]) {
    const after = (await api<Product>(`products/${p.id}`)).body;
    expect(after.isFeatured).toBe(true);
    expect(after.variants.every((v) => v.price === 123.5)).toBe(true);
    expect(after.variants.map((v) => v.stock)).toEqual(p.variants.map((v) => v.stock));
  }
  expect((await api<Product>(`products/${c.id}`)).body).toEqual(c);
  await context.close();
});

it('imports nothing from a file with a bad row, and names the row', async () => {
  const { context, page } = await adminPage(browser, shop.url, token, 'ar');
  const exported = await fetch(`${shop.url}/api/admin/products/export`, { headers: { Authorization: `Bearer ${token}` } });
  const lines = (await exported.text()).split('\r\n');
  // row 2 gets a price that is not a number (the last four columns are price, discount, stock,
  // weight, and variant cells hold no comma, so counting from the end is safe)
  expect(lines[0].endsWith(',price,discount,stock,weight')).toBe(true);
  const bad = lines[1].split(',');
  bad[bad.length - 4] = 'abc';
  const file = [lines[0], bad.join(','), ...lines.slice(2)].join('\r\n');
  const before = await firstProducts(100);

  await openList(page);
  await page.getByRole('button', { name: 'استيراد CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد المنتجات من ملف CSV' });
  await dialog.waitFor();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await dialog.getByRole('button', { name: 'استيراد', exact: true }).click();
  const problems = dialog.getByRole('table');
  await problems.waitFor();
  await dialog.getByText('في الملف أخطاء في صف واحد، لم يُستورد أي شيء').waitFor();
  await expect(problems.locator('tbody tr').first().innerText()).resolves.toMatch(/^2\s+price\s+يجب أن يكون رقماً$/);
  await screenshot(page, 'admin/products-import-errors-ar');
  expect(await firstProducts(100)).toEqual(before);
  await context.close();
});

it('shows the tools in Arabic and English, light and dark, phone and desktop', async () => {
  for (const [locale, dark, width] of [
    ['ar', false, 1366],
    ['en', true, 1366],
    ['ar', true, 390],
    ['en', false, 390],
  ] as const) {
    const { context, page } = await adminPage(browser, shop.url, token, locale);
    if (dark) await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
    await page.setViewportSize({ width, height: 860 });
    await page.goto(`${shop.url}/admin/products`);
    const importLabel = locale === 'ar' ? 'استيراد CSV' : 'Import CSV';
    await page.getByRole('button', { name: importLabel }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await screenshot(page, `admin/products-import-${locale}-${dark ? 'dark' : 'light'}-${width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    if (width > 600) {
      await page.locator('tbody tr').first().locator('input[type="checkbox"]').check();
      await page.getByRole('button', { name: locale === 'ar' ? 'تعديل المحدد' : 'Edit selected' }).click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      await screenshot(page, `admin/products-bulk-${locale}-${dark ? 'dark' : 'light'}-${width}`);
    }
    await context.close();
  }
});

import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, createPlainProduct, eventually, expectFieldMessage } from './helpers.js';

/**
 * Issue 14 §3 in the back office: an admin turns a product into a gift set in the product form,
 * picks its items with the searchable variant picker (product name, option labels, SKU) and
 * their quantities; the API answers what was saved and the set's stock follows its items.
 * A quantity of 0 is refused on its field and nothing is saved.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let api: ReturnType<typeof adminApi>;
let boxId: number;

interface Component {
  variantId: number;
  quantity: number;
  sku: string;
}
const product = async (id: number) =>
  (await api<{ stock: number; variants: Array<{ id: number; sku: string; stock: number; components: Component[] }> }>(`products/${id}`))
    .body;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  api = adminApi(shop.url, token);
  // a plain product to turn into a set, with the pictures of a demo product
  boxId = await createPlainProduct(api, {
    name: { ar: 'طقم ليلة الحناء', en: 'Henna night box' },
    description: { ar: 'طقم هدية لليلة الحناء', en: 'A gift box for the henna night' },
    price: 480,
    stock: 3,
    weight: 700,
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Types into the item picker of row `row` and picks the option whose text contains `pick`. */
async function pickItem(page: Page, row: number, query: string, pick: RegExp) {
  const input = page.locator(`input[name="components.${row}.variantId"]`);
  await input.click();
  await input.fill(query);
  await page.getByRole('option', { name: pick }).click();
}

it('turns a product into a gift set of 2 × Royal Bakhoor 40 g box and 1 × quarter tola of Cambodian oud', async () => {
  const { context, page } = await adminPage(browser, shop.url, token, 'en');
  await page.goto(`${shop.url}/admin/products/${boxId}`);
  await page.getByLabel('Gift set (made of other products)').check();
  await pickItem(page, 0, 'royal bakh', /^Royal Bakhoor · 40 g box · \u2066BAKH-ROYAL-40\u2069$/);
  await page.locator('input[name="components.0.quantity"]').fill('2');
  await page.locator('[class*="button-add-components"]').click();
  // a SKU finds it too
  await pickItem(page, 1, 'DOHN-CAM-Q', /^Aged Cambodian Oud Oil · Quarter tola · \u2066DOHN-CAM-Q\u2069$/);
  // the set's own stock is not asked: it is what its items make
  expect(await page.locator('input[name="stock"]').count()).toBe(0);
  await screenshot(page, 'admin/gift-set-editor-en-light-1366');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/products$/);
  await context.close();

  const saved = await product(boxId);
  // the set keeps its items (in the order of their ids)
  expect(saved.variants[0].components.map((c) => [c.sku, c.quantity]).sort()).toEqual([
    ['BAKH-ROYAL-40', 2],
    ['DOHN-CAM-Q', 1],
  ]);
  const list = await api<Array<{ sku: string; stock: number }>>(
    `variants?filter=${encodeURIComponent(JSON.stringify({ id: saved.variants[0].components.map((c) => c.variantId) }))}`,
  );
  const stockOf = (sku: string) => list.body.find((v) => v.sku === sku)!.stock;
  expect(saved.variants[0].stock).toBe(Math.min(Math.floor(stockOf('BAKH-ROYAL-40') / 2), stockOf('DOHN-CAM-Q')));
});

it('in Arabic on a phone, dark: a quantity of 0 is refused on its field and nothing is saved', async () => {
  const { context, page } = await adminPage(browser, shop.url, token, 'ar');
  await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${shop.url}/admin/products/${boxId}`);
  const quantity = page.locator('input[name="components.0.quantity"]');
  await quantity.waitFor();
  // the saved items show in the picker with their Arabic names
  const picked = async () => [
    await page.locator('input[name="components.0.variantId"]').inputValue(),
    await page.locator('input[name="components.1.variantId"]').inputValue(),
  ];
  // the SKU is isolated left to right inside the Arabic line (U+2066 … U+2069)
  await eventually(picked, [
    'دهن عود كمبودي معتّق · ربع تولة · \u2066DOHN-CAM-Q\u2069',
    'بخور ملكي · علبة 40 غرام · \u2066BAKH-ROYAL-40\u2069',
  ]);
  await quantity.fill('0');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expectFieldMessage(page, 'components.0.quantity', 'أقل كمية هي 1');
  await page.locator('input[name="components.1.quantity"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'admin/gift-set-editor-ar-dark-390');
  await context.close();
  expect((await product(boxId)).variants[0].components.map((c) => [c.sku, c.quantity])).toEqual([
    ['DOHN-CAM-Q', 1],
    ['BAKH-ROYAL-40', 2],
  ]);
});

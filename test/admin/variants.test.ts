import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, createPlainProduct } from './helpers.js';

/**
 * Issue 14 in the back office: the variant editor in the product form. An admin changes one
 * variant's price and stock, adds a size and creates its missing combinations; the API answers
 * what was saved, and a bad row gets its message on its field. Issue 37 §11: the add and remove
 * buttons say what they add, codes follow from the preset, the name and the amount (nobody types
 * `size` or `200ml`), an ordinary product is not asked for gift-set contents, and no label is cut.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let context: BrowserContext;
let page: Page;

interface Variant {
  id: number;
  sku: string;
  price: number;
  stock: number;
  options: Record<string, string>;
}
const product = async (id: number) =>
  (await (await fetch(`${shop.url}/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    variants: Variant[];
    options: Array<{ code: string; kind: string; name: { ar: string; en: string }; values: Array<{ code: string }> }>;
  };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  await page.goto(`${shop.url}/api/health`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('ward-store', JSON.stringify({ state: { language: 'en' }, version: 1 }));
  }, token);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.stop();
});

async function productIdOf(name: string): Promise<number> {
  const res = await fetch(`${shop.url}/api/products?search=${encodeURIComponent(name)}`);
  return ((await res.json()) as { data: { items: Array<{ id: number }> } }).data.items[0].id;
}

it('edits a variant’s price and stock and adds the combinations of a new size', async () => {
  const id = await productIdOf('Oud Al Layl');
  const before = await product(id);
  await page.goto(`${shop.url}/admin/products/${id}`);
  const price = page.locator('input[name="variants.1.price"]');
  await price.waitFor();
  await price.fill('299');
  await page.locator('input[name="variants.1.stock"]').fill('33');
  // a third size: a value on the first option, then its two missing variants
  await page.getByRole('button', { name: 'Add a value' }).first().click();
  await page.locator('input[name="options.0.values.2.name.ar"]').fill('200 مل');
  await page.locator('input[name="options.0.values.2.name.en"]').fill('200 ml');
  await page.locator('input[name="options.0.values.2.amount"]').fill('200');
  await page.getByRole('button', { name: 'Create the missing combinations' }).click();
  await page.locator('input[name="variants.5.sku"]').waitFor();
  await page.locator('input[name="variants.4.price"]').fill('650');
  await page.locator('input[name="variants.5.price"]').fill('560');
  await screenshot(page, 'admin/variants-editor-en');
  // the value's code comes from its amount; an ordinary product's variants have no set contents
  expect(await page.locator('input[name="options.0.values.2.code"]').count()).toBe(0);
  expect(await page.getByText('Set contents').count()).toBe(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/products$/);

  const after = await product(id);
  expect(after.variants).toHaveLength(6);
  // the edited variant keeps its id and SKU
  expect(after.variants[1]).toMatchObject({ id: before.variants[1].id, sku: before.variants[1].sku, price: 299, stock: 33 });
  expect(after.options[0].values.map((v) => v.code)).toEqual(['50ml', '100ml', '200ml']);
  expect(after.variants.slice(4).map((v) => [v.options.size, v.price, v.stock])).toEqual([
    ['200ml', 650, 0],
    ['200ml', 560, 0],
  ]);
});

it('a SKU already used by another product is refused on its field, and nothing is saved', async () => {
  const id = await productIdOf('Rose Musk');
  const before = await product(id);
  await page.goto(`${shop.url}/admin/products/${id}`);
  const sku = page.locator('input[name="variants.0.sku"]');
  await sku.waitFor();
  await sku.fill('LAYL-50-EDP');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('This SKU is already used by another product').waitFor();
  expect((await product(id)).variants.map((v) => v.sku)).toEqual(before.variants.map((v) => v.sku));
});

it('the product page shows its stock history: the seed’s opening stock and the edit above, in English and in Arabic', async () => {
  const id = await productIdOf('Oud Al Layl');
  const edited = (await product(id)).variants[1];
  await page.goto(`${shop.url}/admin/products/${id}`);
  const history = page.getByTestId('stock-history');
  await history.getByRole('heading', { name: 'Stock history' }).waitFor();
  // newest first: the admin's edit to 33, then what the demo shop opened with
  const edit = history.locator('tbody tr').filter({ hasText: edited.sku }).filter({ hasText: 'Product edit' });
  await edit.waitFor();
  await expect(edit.locator('td').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['33', 'Product edit', edited.sku]));
  await history.locator('tbody tr').filter({ hasText: 'Opening stock' }).first().waitFor();
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin/stock-history-en');

  await page.evaluate(() => localStorage.setItem('ward-store', JSON.stringify({ state: { language: 'ar' }, version: 1 })));
  await page.reload();
  const arabic = page.getByTestId('stock-history');
  await arabic.getByRole('heading', { name: 'سجل المخزون' }).waitFor();
  await arabic.locator('tbody tr').filter({ hasText: 'تعديل المنتج' }).first().waitFor();
  await arabic.locator('tbody tr').filter({ hasText: 'رصيد افتتاحي' }).first().waitFor();
  await arabic.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin/stock-history-ar');
  await page.evaluate(() => localStorage.setItem('ward-store', JSON.stringify({ state: { language: 'en' }, version: 1 })));
});

/** The labels of the form's inputs that do not fit their field ("نسبة الخ…"). */
const cutLabels = (page: Page) =>
  page
    .locator('form .MuiInputLabel-root, form .MuiFormControlLabel-label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.getClientRects().length && l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
    );

it('a perfume gets two sizes from the “Size (ml)” preset: named buttons, codes nobody types, no cut labels', async () => {
  const id = await createPlainProduct(adminApi(shop.url, token), {
    name: { ar: 'عطر ورد الطائف', en: 'Taif Rose' },
    description: { ar: 'عطر من ورد الطائف المقطّر', en: 'A perfume of distilled Taif roses' },
    price: 300,
    stock: 5,
  });
  await page.goto(`${shop.url}/admin/products/${id}`);
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Size (ml)' }).click();
  // the preset names the option in both languages, and no code is asked
  await expect(page.locator('input[name="options.0.name.en"]').inputValue()).resolves.toBe('Size');
  await expect(page.locator('input[name="options.0.name.ar"]').inputValue()).resolves.toBe('الحجم');
  expect(await page.locator('input[name="options.0.code"]').count()).toBe(0);
  for (const [i, ml] of [30, 100].entries()) {
    await page.getByRole('button', { name: 'Add a value' }).click();
    await page.locator(`input[name="options.0.values.${i}.name.ar"]`).fill(`${ml} مل`);
    await page.locator(`input[name="options.0.values.${i}.name.en"]`).fill(`${ml} ml`);
    await page.locator(`input[name="options.0.values.${i}.amount"]`).fill(String(ml));
  }
  await page.getByRole('button', { name: 'Create the missing combinations' }).click();
  await page.locator('input[name="variants.2.sku"]').waitFor();
  // the product's one variant from before names no size: it goes
  await page.getByRole('button', { name: 'Remove this variant' }).first().click();
  await page.locator('input[name="variants.0.price"]').fill('180');
  await page.locator('input[name="variants.0.stock"]').fill('12');
  await page.locator('input[name="variants.1.stock"]').fill('4');
  expect(await page.getByRole('button', { name: 'Add a variant' }).isVisible()).toBe(true);
  expect(await page.getByText('Set contents').count()).toBe(0);
  expect(await cutLabels(page)).toEqual([]);
  expect(await page.locator('form .Mui-error').count()).toBe(0);
  // an expert may still see and change the codes
  await page.getByLabel('Edit codes').check();
  await expect(page.locator('input[name="options.0.values.1.code"]').inputValue()).resolves.toBe('100ml');
  await screenshot(page, 'admin/variants-preset-en-1366');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/products$/);

  const saved = await product(id);
  expect(saved.options).toMatchObject([
    { code: 'size', kind: 'volume', name: { ar: 'الحجم', en: 'Size' }, values: [{ code: '30ml' }, { code: '100ml' }] },
  ]);
  expect(saved.variants.map((v) => [v.options, v.price, v.stock])).toEqual([
    [{ size: '30ml' }, 180, 12],
    [{ size: '100ml' }, 300, 4],
  ]);

  // in Arabic on a phone, dark: the same editor, its buttons named, no label cut
  const arabic = await adminPage(browser, shop.url, token, 'ar');
  await arabic.page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
  await arabic.page.setViewportSize({ width: 390, height: 844 });
  await arabic.page.goto(`${shop.url}/admin/products/${id}`);
  await arabic.page.locator('input[name="variants.1.sku"]').waitFor();
  await arabic.page.getByRole('button', { name: 'إضافة قيمة' }).waitFor();
  expect(await arabic.page.getByRole('button', { name: 'إضافة نوع' }).count()).toBe(1);
  expect(await cutLabels(arabic.page)).toEqual([]);
  await arabic.page.locator('input[name="variants.1.price"]').scrollIntoViewIfNeeded();
  await screenshot(arabic.page, 'admin/variants-ar-dark-390');
  await arabic.context.close();
});

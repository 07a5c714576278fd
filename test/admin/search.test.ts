import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, eventually, filterQuery, rows, toast } from './helpers.js';

/**
 * The back office's search screens (issue 17): what shoppers search for (the period's totals,
 * top queries, those that found nothing, the products opened after a search) and synonyms, added
 * from a query that found nothing, after which that query finds products in the shop.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let api: ReturnType<typeof adminApi>;
let token: string;
let context: BrowserContext;
let page: Page;

interface Found {
  total: number;
  items: Array<{ id: number }>;
}
const shopSearch = async (q: string): Promise<Found> => {
  const res = await fetch(`${shop.url}/api/products?search=${encodeURIComponent(q)}`);
  return ((await res.json()) as { data: Found }).data;
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  api = adminApi(shop.url, token);
  ({ context, page } = await adminPage(browser, shop.url, token));
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.stop();
});

describe('what shoppers search for', () => {
  it('shows top queries with their clicks, and turns a query that found nothing into a synonym that finds products', async () => {
    const oud = await shopSearch('عود');
    await shopSearch('عود');
    expect((await shopSearch('olibanum')).total).toBe(0);
    const click = await fetch(`${shop.url}/api/search/clicks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'عود', productId: oud.items[0].id, source: 'results' }),
    });
    expect(click.status).toBe(200);
    // figures reach PostgreSQL every 10 s
    const searchesOf = async (q: string) =>
      (await api<Array<{ searches: number }>>(`search-queries${filterQuery({ q })}`)).body[0]?.searches;
    await eventually(() => searchesOf('olibanum'), 1, 25_000);
    await eventually(() => searchesOf('عود'), 2, 25_000);

    await page.goto(`${shop.url}/admin/search-queries`);
    const oudRow = rows(page).filter({ hasText: /^عود/ });
    await oudRow.waitFor();
    expect(await oudRow.locator('td.column-searches').innerText()).toBe('2');
    await page.getByText('عبارات مختلفة').waitFor();
    await screenshot(page, 'admin-search-queries-ar');
    // a row opens the products shoppers went to after that search
    await oudRow.click();
    await page.getByRole('list', { name: 'المنتجات التي فُتحت بعد هذا البحث' }).getByText('نقرة واحدة').waitFor();

    await page.getByLabel('لم تجد شيئاً فقط').check();
    await rows(page).filter({ hasText: 'olibanum' }).waitFor();
    await rows(page).filter({ hasText: /^عود/ }).first().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"zero":true');
    await rows(page).filter({ hasText: 'olibanum' }).getByRole('link', { name: 'إضافة مرادف' }).click();
    await page.waitForURL(/\/admin\/search-synonyms\/create\?term=/);
    const words = page.getByRole('combobox', { name: 'الكلمات' });
    await page.locator('.MuiChip-root', { hasText: 'olibanum' }).waitFor();
    // the same word twice is not a group: the shared rule, in Arabic, changes nothing
    await words.fill('OLIBANUM');
    await words.press('Enter');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('أدخل كلمتين أو عبارتين مختلفتين على الأقل (20 على الأكثر)').waitFor();
    await screenshot(page, 'admin-search-synonym-error-ar');
    expect((await api('search-synonyms')).total).toBe(0);
    await page.getByRole('button', { name: 'OLIBANUM', exact: true }).locator('.MuiChip-deleteIcon').click();
    await words.fill('بخور');
    await words.press('Enter');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تمت إضافة مجموعة المرادفات «olibanum · بخور»');
    await page.waitForURL(/\/admin\/search-synonyms$/);
    await rows(page).filter({ hasText: 'olibanum' }).waitFor();
    await screenshot(page, 'admin-search-synonyms-ar');
    expect((await shopSearch('olibanum')).total).toBeGreaterThan(0);
  });

  it('reads left to right in English, the period chosen from a list', async () => {
    const english = await adminPage(browser, shop.url, token, 'en');
    try {
      await english.page.goto(`${shop.url}/admin/search-queries`);
      await rows(english.page).filter({ hasText: 'olibanum' }).waitFor();
      await english.page.getByText('Click-through').first().waitFor();
      expect(await english.page.locator('html').getAttribute('dir')).not.toBe('rtl');
      await english.page.getByRole('combobox', { name: 'Period' }).click();
      await english.page.getByRole('option', { name: 'Today' }).click();
      await english.page.waitForURL(/%22days%22%3A1/);
      await rows(english.page).filter({ hasText: 'olibanum' }).waitFor();
      await screenshot(english.page, 'admin-search-queries-en');
    } finally {
      await english.context.close();
    }
  });
});

import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { png, toast } from './helpers.js';

/**
 * The back office in Debian's Chromium against the production build and a real server:
 * Arabic RTL first, a category and a product with an image, English LTR, the sidebar shortcut
 * and its cookie, dark mode, the guard for customers and visitors.
 */

const PNG = png();

jest.setTimeout(90_000);

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

/** A page of the shop's origin with `token` in localStorage, as the storefront's login leaves it. */
async function signedIn(token: string | null, width = 1366): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: 'ar-SA' });
  const page = await context.newPage();
  await page.goto(`${shop.url}/api/health`);
  if (token) await page.evaluate((t) => localStorage.setItem('token', t), token);
  return { context, page };
}

const html = (page: Page) =>
  page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains('dark'),
  }));
const sidebarWidth = (page: Page) =>
  page
    .locator('.RaSidebar-docked .MuiPaper-root, .RaSidebar-root .MuiPaper-root')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'sidebar_state');

describe('back office', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedIn(adminToken));
  });
  afterAll(() => context.close());

  it('opens in Arabic, right to left, with the dashboard figures', async () => {
    await page.goto(`${shop.url}/admin/`);
    await page.getByText('مرحباً بك في لوحة التحكم').waitFor();
    expect(await html(page)).toEqual({ dir: 'rtl', lang: 'ar', dark: false });
    await page.getByTestId('stat-products').waitFor();
    expect(await page.getByTestId('stat-products').innerText()).toMatch(/المنتجات\s+\d+/);
    await expect(page.getByRole('menuitem', { name: 'التصنيفات' }).isVisible()).resolves.toBe(true);
    // the sidebar sits on the right in Arabic
    const box = await page.getByRole('menuitem', { name: 'المنتجات' }).boundingBox();
    expect(box!.x).toBeGreaterThan(1000);
    await page.waitForTimeout(300);
    await screenshot(page, 'admin/dashboard-ar');
  });

  it('creates a category', async () => {
    await page.goto(`${shop.url}/admin/categories/create`);
    await page.locator('input[name="name.ar"]').fill('مباخر فاخرة');
    await page.locator('textarea[name="description.ar"]').fill('مباخر نحاسية مصنوعة يدوياً');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="name.en"]').fill('Luxury burners');
    await page.locator('textarea[name="description.en"]').fill('Handmade brass incense burners');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL(/\/admin\/categories$/);
    await page.getByText('مباخر فاخرة').waitFor();
  });

  it('shows the shared validation rules on the product form', async () => {
    await page.goto(`${shop.url}/admin/products/create`);
    await page.locator('input[name="name.ar"]').fill('عو');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('يجب ألا يقل عن 3 أحرف').first().waitFor();
    await page.getByText('أضف صورة واحدة على الأقل').waitFor();
    await page.getByText('اختر التصنيف').waitFor();
  });

  it('creates a product with an image and sees it in the list', async () => {
    await page.goto(`${shop.url}/admin/products/create`);
    await page.locator('input[name="name.ar"]').fill('عود ملكي فاخر');
    await page.locator('textarea[name="description.ar"]').fill('عود كمبودي معتق برائحة غنية تدوم طويلاً');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="name.en"]').fill('Royal oud');
    await page.locator('textarea[name="description.en"]').fill('Aged Cambodian oud with a rich, lasting scent');
    await page.getByRole('combobox', { name: 'التصنيف' }).click();
    await page.getByRole('option', { name: 'مباخر فاخرة' }).click();
    await page.locator('input[name="price"]').fill('120');
    await page.locator('input[name="stock"]').fill('10');
    await page.locator('input[name="weight"]').fill('250');
    await expect(page.locator('input[name="discountValue"]').isDisabled()).resolves.toBe(true);
    await page.locator('input[name="isDiscounted"]').check();
    await page.locator('input[name="discountValue"]').fill('10');
    await page.getByTestId('final-price').getByText('108.00').waitFor();
    await page.getByTestId('product-images-input').setInputFiles([{ name: 'oud.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByTestId('product-image').count()).resolves.toBe(1);
    await screenshot(page, 'admin/product-form-ar');
    await page.getByRole('button', { name: 'حفظ' }).click();
    // the notice says what was added, not "item added" (issue 37 §11)
    await toast(page, 'تمت إضافة المنتج «عود ملكي فاخر»');
    await page.waitForURL(/\/admin\/products$/);
    await page.getByText('عود ملكي فاخر').waitFor();

    const res = await fetch(`${shop.url}/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'Royal oud' }))}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const [product] = await res.json();
    expect(product).toMatchObject({
      name: { ar: 'عود ملكي فاخر', en: 'Royal oud' },
      price: 120,
      isDiscounted: true,
      discountValue: 10,
      finalPrice: 108,
      stock: 10,
      weight: 250,
    });
    expect(product.images).toHaveLength(1);
    expect(product.images[0].url).toMatch(/^\/media\/.+\.webp$/);
  });

  it('approves a new order from its details page and the timeline records it', async () => {
    const res = await fetch(`${shop.url}/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'New' }))}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const [order] = await res.json();
    await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
    await page.getByTestId('order-items').waitFor();
    await page.getByRole('button', { name: 'قبول' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await page.getByTestId('order-timeline').getByText('قيد التجهيز').waitFor();
    await expect(page.getByRole('button', { name: 'شحن' }).isVisible()).resolves.toBe(true);
    const after = await (
      await fetch(`${shop.url}/api/admin/orders/${order.id}`, { headers: { Authorization: `Bearer ${adminToken}` } })
    ).json();
    expect(after.status).toBe('InPreparation');
    await screenshot(page, 'admin/order-ar');
  });

  it('switches to English, left to right', async () => {
    await page.goto(`${shop.url}/admin/`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Welcome to the admin dashboard').waitFor();
    expect(await html(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
    const box = await page.getByRole('menuitem', { name: 'Products' }).boundingBox();
    expect(box!.x).toBeLessThan(300);
    await page.waitForTimeout(300);
    await screenshot(page, 'admin/dashboard-en');
    await page.goto(`${shop.url}/admin/products/create`);
    await page.locator('input[name="name.ar"]').waitFor();
    expect(await html(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
    await screenshot(page, 'admin/product-form-en');
  });

  it('collapses the sidebar with Ctrl+B and keeps it in a cookie', async () => {
    await page.goto(`${shop.url}/admin/`);
    await page.getByTestId('stat-products').waitFor();
    expect(await sidebarWidth(page)).toBe(256);
    await page.keyboard.press('Control+b');
    await page.waitForTimeout(400);
    expect(await sidebarWidth(page)).toBe(48);
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 120);
    await page.reload();
    await page.getByTestId('stat-products').waitFor();
    expect(await sidebarWidth(page)).toBe(48);
    await page.keyboard.press('Control+b');
    await page.waitForTimeout(400);
    expect(await sidebarWidth(page)).toBe(256);
    expect((await sidebarCookie(context))?.value).toBe('true');
  });

  it('applies dark mode and keeps it', async () => {
    await page.goto(`${shop.url}/admin/`);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForTimeout(300);
    expect((await html(page)).dark).toBe(true);
    const background = await page.locator('.RaLayout-content').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(150);
    await page.reload();
    await page.getByTestId('stat-products').waitFor();
    expect((await html(page)).dark).toBe(true);
    await screenshot(page, 'admin/dashboard-en-dark');
  });
});

describe('phone width (390 px)', () => {
  it('starts with the sidebar closed and opens it as an overlay', async () => {
    const { context, page } = await signedIn(adminToken, 390);
    await page.goto(`${shop.url}/admin/`);
    await page.getByTestId('stat-products').waitFor();
    await expect(page.getByRole('menuitem', { name: 'المنتجات' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'admin/dashboard-ar-390');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('menuitem', { name: 'المنتجات' }).waitFor();
    const width = await page
      .locator('.MuiDrawer-paper')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(288); // 18rem; sub-pixel while the drawer settles
    await screenshot(page, 'admin/menu-ar-390');
    await page.getByRole('menuitem', { name: 'المنتجات' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await screenshot(page, 'admin/products-ar-390');
    await context.close();
  });
});

describe('guard', () => {
  it('sends a customer to /account', async () => {
    const customer = await login(shop.url, DEMO.customer.email, DEMO.customer.password);
    const { context, page } = await signedIn(customer);
    await page.goto(`${shop.url}/admin/products`);
    await page.waitForURL((url) => url.pathname === '/account');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(customer);
    await context.close();
  });

  it('sends a visitor without a token to /account', async () => {
    const { context, page } = await signedIn(null);
    await page.goto(`${shop.url}/admin/`);
    await page.waitForURL((url) => url.pathname === '/account');
    await context.close();
  });
});

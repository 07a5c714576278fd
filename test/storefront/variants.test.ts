import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { amountOf, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 14 on the demo shop in Chromium: option chips on the product page, the price, stock and
 * SKU following the chosen variant, `?v=SKU` in the URL (rendered by the server too), a sold-out
 * variant visible but not buyable, the variant in the cart, "from" prices in the listing.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let layl: number;
let roseMusk: number;

const productId = async (name: string) => {
  const res = await fetch(`${shop.url}/api/products?search=${encodeURIComponent(name)}`);
  return ((await res.json()) as { data: { items: Array<{ id: number }> } }).data.items[0].id;
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  [layl, roseMusk] = await Promise.all([productId('Oud Al Layl'), productId('Rose Musk')]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it('the server renders the variant ?v= names: its price, SKU and chosen chips', async () => {
  const html = await (await fetch(`${shop.url}/products/${layl}?v=LAYL-100-EDT`)).text();
  const main = html.slice(html.indexOf('<main'));
  expect(main).toContain('LAYL-100-EDT');
  expect(main).toMatch(/aria-checked="true"[^>]*data-sku="LAYL-100-EDT"|data-sku="LAYL-100-EDT"[^>]*aria-checked="true"/);
  expect(main).toContain('360.00');
});

it('an English shopper picks a size and a concentration, and the price, SKU and URL follow; the cart keeps the variant', async () => {
  const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en' });
  await page.goto(`${shop.url}/products/${layl}?v=LAYL-50-EDP`);
  await ready(page);
  const price = page.locator('.product-info .price-now').first();
  expect(amountOf(await price.innerText())).toBe(290);
  await page.getByRole('radio', { name: '100 ml' }).click();
  await page.waitForURL(/v=LAYL-100-EDP/);
  expect(amountOf(await price.innerText())).toBe(430);
  await page.locator('.unit-price', { hasText: '4.30' }).waitFor();
  await page.getByRole('radio', { name: 'Eau de Toilette' }).click();
  await page.waitForURL(/v=LAYL-100-EDT/);
  expect(amountOf(await price.innerText())).toBe(360);
  await page.locator('.specs dd', { hasText: 'LAYL-100-EDT' }).waitFor();
  await screenshot(page, 'variants/product-en-desktop');

  await page.locator('.buy-row .buy-btn').click();
  await page.goto(`${shop.url}/cart`);
  await page.locator('.cart-line-variant', { hasText: '100 ml · Eau de Toilette' }).waitFor();
  // the server's quote prices the chosen variant
  await page.locator('.cart-line-total .price-now, .cart-line-total bdi').first().waitFor();
  expect(amountOf(await page.locator('.cart-line-total').first().innerText())).toBe(360);
  expect(errors).toEqual([]);
  await context.close();
});

it('an Arabic phone shopper moves through the sizes with the arrow keys, right to left, to a sold-out size that cannot be bought (dark)', async () => {
  const { context, page, errors } = await shopper(browser, shop.url, { lang: 'ar', width: 390, dark: true });
  await page.goto(`${shop.url}/products/${roseMusk}?v=ROSEMUSK-50`);
  await ready(page);
  const soldOutChip = page.getByRole('radio', { name: /30 مل/ });
  await soldOutChip.waitFor();
  expect(await soldOutChip.getAttribute('class')).toContain('is-soldout');
  // the sizes are one Tab stop, the chosen one
  const sizes = page.getByRole('radiogroup', { name: 'الحجم' });
  expect(await sizes.locator('[tabindex="0"]').innerText()).toBe('50 مل');
  await sizes.locator('[tabindex="0"]').focus();
  // left is forward in Arabic: 50 → 100, then wrapping to 30
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/v=ROSEMUSK-100/);
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/v=ROSEMUSK-30/);
  expect(await soldOutChip.evaluate((el) => el === document.activeElement && el.getAttribute('aria-checked'))).toBe('true');
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/v=ROSEMUSK-100/);
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL(/v=ROSEMUSK-30/);
  // Tab leaves the group rather than stepping through its chips
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]') === null)).toBe(true);
  await page.locator('.stock-out').waitFor();
  expect(await page.locator('.buy-row .buy-btn').isDisabled()).toBe(true);
  await screenshot(page, 'variants/product-ar-phone-dark');
  expect(errors).toEqual([]);
  await context.close();
});

it('the listing shows "from" the lowest price of a product with variants', async () => {
  const { context, page } = await shopper(browser, shop.url, { lang: 'en', width: 390 });
  await page.goto(`${shop.url}/products?search=${encodeURIComponent('Oud Al Layl')}`);
  await ready(page);
  const card = page.locator('.product-card', { hasText: 'Oud Al Layl' });
  await card.locator('.price-from').waitFor();
  expect(amountOf(await card.locator('.price-now').innerText())).toBe(240);
  await screenshot(page, 'variants/listing-en-phone');
  await context.close();
});

import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { productInStock } from '../support/orders.js';
import type { RunningShop } from '../support/server.js';
import { amountOf, openShop, ready, setSplash, shopper } from './helpers.js';
import { until } from '../../server/src/testing/until.js';

/**
 * The cart shows the server's quote and nothing else (issue 12.1/12.4): one quote request per
 * change, no separate coupon or shipping calls, figures equal to the quote's; emptying it asks
 * first (issue 13.8).
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let product: Awaited<ReturnType<typeof productInStock>>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  product = await productInStock(shop.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A cart in localStorage, as a returning shopper has it. */
async function withCart(page: Page, quantity: number) {
  await page.evaluate(
    ({ p, quantity }) => {
      const kept = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{}}') as { state: object };
      const items = [{ id: p.id, name: p.name, price: p.price, quantity, stock: p.stock, weight: p.weight }];
      localStorage.setItem('ward-store', JSON.stringify({ state: { ...kept.state, items, country: 'SA' }, version: 1 }));
    },
    { p: product, quantity },
  );
}

/** Every checkout-pricing call the page makes, with the last quote it received. */
function watchPricing(page: Page) {
  const calls: string[] = [];
  const quotes: Array<Record<string, any>> = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (['/api/cart/quote', '/api/coupons/validate', '/api/shipping/calculate'].includes(path)) calls.push(path);
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname !== '/api/cart/quote' || !r.ok()) return;
    // a debounced quote can still be answering when the test closes the page: its body is then gone, and so is the test
    r.json().then(
      (body: { data: Record<string, any> }) => quotes.push(body.data),
      () => undefined,
    );
  });
  return { calls, quotes };
}

const shownTotal = async (page: Page) => amountOf(await page.locator('.cart-summary .totals-total dd').innerText());

describe('the cart page', () => {
  it('asks the server for one quote per change and shows exactly its figures', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await withCart(page, 1);
    const { calls, quotes } = watchPricing(page);
    await page.goto(`${shop.url}/cart`);
    await ready(page);
    await page.getByText('تم تأكيد الأسعار من المتجر').waitFor();
    expect(calls).toEqual(['/api/cart/quote']);
    expect(await shownTotal(page)).toBe(quotes.at(-1)!.total);

    // a change is one request (no coupon check, no shipping call beside it)
    await page.getByRole('button', { name: /زيادة/ }).click();
    await until(() => quotes.length === 2);
    await page.getByText('تم تأكيد الأسعار من المتجر').waitFor();
    expect(calls).toEqual(['/api/cart/quote', '/api/cart/quote']);
    const quote = quotes.at(-1)!;
    expect(quote.itemCount).toBe(2);
    expect(await shownTotal(page)).toBe(quote.total);
    expect(amountOf(await page.locator('.cart-line-total').innerText())).toBe(quote.lines[0].lineTotal);

    // a coupon is the quote's business too: no separate check, no shipping call
    await page.getByLabel('كوبون الخصم').fill('WARD10');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await page.getByText('الكوبون WARD10 مطبّق').waitFor();
    expect(calls.every((c) => c === '/api/cart/quote')).toBe(true);
    expect(quotes.at(-1)!.discount).toBeGreaterThan(0);
    expect(amountOf(await page.locator('.cart-summary .totals-discount dd').innerText())).toBe(quotes.at(-1)!.discount);
    expect(await shownTotal(page)).toBe(quotes.at(-1)!.total);

    // the toasts ("applied", "removed") never cover the summary or its checkout button (13.17)
    await page.locator('.coupon-form').getByRole('button', { name: 'إزالة' }).click();
    await page.locator('.toast').nth(1).waitFor();
    const summary = (await page.locator('.cart-summary').boundingBox())!;
    for (const toast of await page.locator('.toast').all()) {
      const box = (await toast.boundingBox())!;
      const overlaps =
        box.x < summary.x + summary.width &&
        summary.x < box.x + box.width &&
        box.y < summary.y + summary.height &&
        summary.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
    await screenshot(page, 'storefront/cart/toasts-ar-1280');

    // a refused code says why and is not kept
    await page.getByLabel('كوبون الخصم').fill('NOPE-123');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await page.locator('#coupon-error').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ward-store')!).state.couponCode ?? null)).toBeNull();
    await screenshot(page, 'storefront/cart/quote-ar-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before emptying the cart (13.8)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en', width: 390 });
    await withCart(page, 2);
    await page.goto(`${shop.url}/`);
    await ready(page);
    // a page reached from the keyboard takes the focus without a ring around the whole page (issue 37 §16)
    await page.getByRole('link', { name: /^Cart, / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
    const focused = await page.evaluate(() => [document.activeElement?.id, getComputedStyle(document.activeElement!).outlineStyle]);
    expect(focused).toEqual(['main', 'none']);
    await page.getByRole('button', { name: 'Empty the cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Empty the cart?' });
    await dialog.waitFor();
    await screenshot(page, 'storefront/cart/clear-confirm-en-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('.cart-line').count()).toBe(1);
    await page.getByRole('button', { name: 'Empty the cart' }).click();
    await dialog.getByRole('button', { name: 'Yes, empty it' }).click();
    await page.locator('.state-title').getByText('Your cart is empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

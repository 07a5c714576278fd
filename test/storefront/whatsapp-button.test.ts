import { jest } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, productInStock } from '../support/orders.js';
import { DEMO, login, type RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 18 §3: the floating WhatsApp button. The shop's number from the settings, the first message
 * in the shopper's language naming the product; it never covers the add-to-cart bar on a phone,
 * steps away while the shopper scrolls down, and the toasts rise above it (issue 37 §16).
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function setWhatsApp(number: string | null): Promise<void> {
  const token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const { id: _id, ...settings } = (await (await fetch(`${shop.url}/api/admin/settings`, { headers })).json()) as Record<string, unknown>;
  const res = await fetch(`${shop.url}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...settings, whatsapp: number }),
  });
  expect(res.status).toBe(200);
}

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

/** Waits for an element's transitions and animations to end. */
const settled = (el: Locator) => el.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));

/** Whether an element shows inside the viewport. */
const onScreen = (el: Locator) =>
  el.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return getComputedStyle(e).opacity === '1' && box.top >= 0 && box.bottom <= innerHeight;
  });

/** Scrolls down until the phone's sticky buy bar shows. */
async function scrollPastBuyRow(page: Page) {
  for (let i = 0; i < 30 && !(await page.locator('.sticky-buy').count()); i++) await page.mouse.wheel(0, 400);
  await page.locator('.sticky-buy').waitFor();
}

describe('floating WhatsApp button', () => {
  it('phone, Arabic: on the right, names the product, stays clear of add to cart; hidden while paying and without a number', async () => {
    await setWhatsApp('+966 55 123 4567');
    const product = await productInStock(shop.url);
    const name = (product.name as { ar: string; en: string }).ar;
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390, lang: 'ar' });
    await page.goto(`${shop.url}/products/${product.id}`);
    await ready(page);
    const button = page.getByRole('link', { name: `اسألنا عبر واتساب عن ${name}` });
    await button.waitFor();
    const href = new URL((await button.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/966551234567');
    expect(href.searchParams.get('text')).toBe(`مرحباً، لدي سؤال عن ${name}`);
    expect(await button.getAttribute('target')).toBe('_blank');
    // right to left: the inline start is the right edge; the buy bar's button and the toasts keep the left
    const box = (await button.boundingBox())!;
    expect(390 - (box.x + box.width)).toBeCloseTo(16, 0);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'whatsapp/product-ar-390');
    // the worst place for the page's own buy row: the bottom edge of the screen, under the button
    const buy = page.locator('.buy-row .buy-btn');
    await buy.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
    expect(await overlap(button, buy)).toBe(false);
    await screenshot(page, 'whatsapp/product-buy-row-ar-390');

    // scrolling down through the page it steps away, over nothing; back on the way up
    await scrollPastBuyRow(page);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('.wa-float')?.classList.contains('is-away'));
    await settled(button);
    expect(await onScreen(button)).toBe(false);
    await page.mouse.wheel(0, -120);
    await page.waitForFunction(() => !document.querySelector('.wa-float')?.classList.contains('is-away'));
    await settled(button);
    expect(await onScreen(button)).toBe(true);
    expect(await overlap(button, page.locator('.sticky-buy'))).toBe(false);
    expect(await overlap(button, page.locator('.sticky-buy .btn'))).toBe(false);
    // a toast rises above the button, which stays where it is
    await page.locator('.sticky-buy .btn').click();
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    await settled(toast);
    await settled(button);
    expect(await onScreen(button)).toBe(true);
    expect((await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual((await button.boundingBox())!.y);
    await screenshot(page, 'whatsapp/product-sticky-toast-ar-390');

    // elsewhere the first message names nothing
    await page.goto(`${shop.url}/about`);
    await ready(page);
    const plain = page.getByRole('link', { name: 'تواصل معنا عبر واتساب' });
    expect(new URL((await plain.getAttribute('href'))!).searchParams.get('text')).toBe('مرحباً، لدي سؤال');
    // the cart (and checkout) keep the bottom of the screen for paying
    await page.goto(`${shop.url}/cart`);
    await ready(page);
    expect(await page.locator('.wa-float').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();

    // without a number there is no button (a new visitor: the API's answers are cached 10 s in a browser)
    await setWhatsApp(null);
    const later = await shopper(browser, shop.url, { width: 390, lang: 'ar' });
    await later.page.goto(`${shop.url}/products/${product.id}`);
    await ready(later.page);
    // the settings have answered (the storefront keeps the last answer in localStorage)
    await later.page.waitForFunction(() => localStorage.getItem('ward-settings')?.includes('"whatsapp":null'));
    await later.page.getByRole('button', { name: 'أضف إلى السلة' }).first().waitFor();
    expect(await later.page.locator('.wa-float').count()).toBe(0);
    expect(later.errors).toEqual([]);
    await later.context.close();
  });

  it('desktop, English, dark: on the left, in English', async () => {
    await setWhatsApp('+966 55 123 4567');
    const product = await productInStock(shop.url);
    const name = (product.name as { ar: string; en: string }).en;
    const { context, page, errors } = await shopper(browser, shop.url, { width: 1280, lang: 'en', dark: true });
    await page.goto(`${shop.url}/products/${product.id}`);
    await ready(page);
    const button = page.getByRole('link', { name: `Ask us on WhatsApp about ${name}` });
    await button.waitFor();
    expect(new URL((await button.getAttribute('href'))!).searchParams.get('text')).toBe(`Hello, I have a question about ${name}`);
    expect((await button.boundingBox())!.x).toBeCloseTo(16, 0);
    // the toasts share its corner on a wide screen: they rise above it
    await page.locator('.buy-row .buy-btn').click();
    const toast = page.locator('.toast').first();
    await toast.waitFor();
    await settled(toast);
    const [toastBox, buttonBox] = [(await toast.boundingBox())!, (await button.boundingBox())!];
    expect(toastBox.x).toBeCloseTo(16, 0);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(await onScreen(button)).toBe(true);
    await screenshot(page, 'whatsapp/product-en-desktop-dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('order updates on WhatsApp: the profile’s switch', () => {
  it('phone, Arabic: refused with a clear message without a mobile number; on once the number is saved', async () => {
    const token = await newCustomer(shop.url);
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390, lang: 'ar', token });
    await page.goto(`${shop.url}/user/profile`);
    await ready(page);
    const box = page.getByRole('checkbox', { name: 'أرسلوا لي تحديثات الطلب على واتساب' });
    await box.click();
    await page.getByText('أضف رقم جوالك أولاً لتصلك تحديثات الطلبات على واتساب').waitFor();
    expect(await box.isChecked()).toBe(false);

    await page.getByRole('textbox', { name: 'رقم الجوال' }).first().fill('0551112233');
    await page.getByRole('button', { name: 'حفظ' }).first().click();
    await page.getByText('تم حفظ بياناتك').waitFor();
    await box.click();
    await page.getByText('ستصلك تحديثات الطلبات على واتساب').waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp/profile-opt-in-ar-390');
    const me = await fetch(`${shop.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { whatsappOptIn: boolean } }).data.whatsappOptIn).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

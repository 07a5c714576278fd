import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { type RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Wishlist (issue 14 §5) in a real browser: a signed-out shopper saves products with the hearts
 * on cards and on the product page, the list lives in the browser, joins the account at
 * sign-in, and /user/wishlist shows it; taking a heart off there removes the product.
 */
jest.setTimeout(180_000);

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

const WORDS = {
  ar: {
    save: /^أضف «(.+)» إلى قائمة الأمنيات$/,
    remove: 'أزل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    title: 'قائمة الأمنيات',
    empty: 'قائمة أمنياتك فارغة',
    saved: 'في قائمة الأمنيات',
  },
  en: {
    save: /^Save (.+) to your wishlist$/,
    remove: 'Remove',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    title: 'My wishlist',
    empty: 'Your wishlist is empty',
    saved: 'In your wishlist',
  },
} as const;

async function register(): Promise<string> {
  const email = `w-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await fetch(`${shop.url}/api/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'نورة القحطاني', email, password: 'noura-password-1', confirmPassword: 'noura-password-1' }),
  });
  expect(res.status).toBeLessThan(300);
  return email;
}

for (const run of [
  { lang: 'ar' as const, width: 390, dark: false },
  { lang: 'en' as const, width: 1280, dark: true },
]) {
  const w = WORDS[run.lang];
  const view = `${run.lang}-${run.dark ? 'dark' : 'light'}-${run.width}`;

  it(`keeps a signed-out wishlist in the browser and joins it to the account at sign-in (${view})`, async () => {
    const email = await register();
    const { context, page, errors } = await shopper(browser, shop.url, { lang: run.lang, dark: run.dark, width: run.width });
    await page.goto(`${shop.url}/products`);
    await ready(page);
    const hearts = page.locator('.product-card .wishlist-btn');
    await hearts.first().waitFor();
    // the server renders the default language; the shopper's own comes with the first client render
    await page.waitForFunction(
      ({ selector, pattern }) => new RegExp(pattern).test(document.querySelector(selector)?.getAttribute('aria-label') ?? ''),
      { selector: '.product-card .wishlist-btn', pattern: w.save.source },
    );
    const first = hearts.nth(0);
    const firstName = (await first.getAttribute('aria-label'))!.match(w.save)![1];
    await first.click();
    await page.locator('.product-card .wishlist-btn[aria-pressed="true"]').first().waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `storefront/wishlist/cards-${view}`);

    // the product page of another product: its heart saves it too
    const secondLink = page.locator('.product-card').nth(1).locator('.product-card-title a');
    const secondName = (await secondLink.innerText()).trim();
    await secondLink.click();
    await page.getByRole('heading', { level: 1, name: secondName }).waitFor();
    const pageHeart = page.locator('.buy-row .wishlist-btn');
    await pageHeart.click();
    await page.locator('.buy-row .wishlist-btn[aria-pressed="true"]').getByText(w.saved).waitFor();
    await screenshot(page, `storefront/wishlist/product-${view}`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ward-store')!).state.wishlist as number[]);
    expect(stored).toHaveLength(2);

    // sign in: the account gets the browser's list, the browser forgets it
    await page.goto(`${shop.url}/user/wishlist`);
    await page.waitForURL(/\/account\?next=/);
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill('noura-password-1');
    await page.locator('form.auth-form').getByRole('button', { name: w.login }).click();
    await page.waitForURL(/\/user\/wishlist$/);
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
    const cards = page.getByTestId('wishlist').locator('.product-card-title');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="wishlist"] .product-card').length === 2);
    // newest first
    expect((await cards.allInnerTexts()).map((s) => s.trim())).toEqual([secondName, firstName]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ward-store')!).state.wishlist)).toEqual([]);
    await screenshot(page, `storefront/wishlist/list-${view}`);

    // taking a heart off removes it here and on the server
    await page.getByTestId('wishlist').locator('.wishlist-btn').first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="wishlist"] .product-card').length === 1);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const onServer = await fetch(`${shop.url}/api/wishlist`, { headers: { authorization: `Bearer ${token}` } });
    const names = ((await onServer.json()) as { data: Array<{ name: { ar: string; en: string } }> }).data.map((p) => p.name[run.lang]);
    expect(names).toEqual([firstName]);
    await page.getByTestId('wishlist').locator('.wishlist-btn').first().click();
    await page.getByText(w.empty).waitFor();
    await screenshot(page, `storefront/wishlist/empty-${view}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

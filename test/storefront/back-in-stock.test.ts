import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { adminPage, eventually } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, type RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Back in stock (issue 14 §6) in a real browser: a shopper asks to be told about a sold-out
 * product, the back office sees how many wait, the product returns and one mail goes out.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let product: { id: number; name: { ar: string; en: string }; price: number; categoryId: number };

const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${shop.url}/api/admin/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, ...(init.headers ?? {}) },
  });

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const list = (await (await fetch(`${shop.url}/api/products?inStock=true&pageSize=1&sort=name_asc`)).json()) as {
    data: { items: Array<{ id: number }> };
  };
  const id = list.data.items[0].id;
  const full = (await (await admin(`products/${id}`)).json()) as Record<string, unknown>;
  const { id: _id, finalPrice: _f, category: _c, createdAt: _cr, updatedAt: _u, ratingAverage: _ra, ratingCount: _rc, ...body } = full;
  const res = await admin(`products/${id}`, { method: 'PUT', body: JSON.stringify({ ...body, stock: 0 }) });
  if (!res.ok) throw new Error(`sold out: ${res.status} ${await res.text()}`);
  product = full as typeof product;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const WORDS = {
  ar: { email: 'بريدك الإلكتروني', submit: 'أعلمني', saved: 'سنراسلك مرة واحدة عند توفر المنتج' },
  en: { email: 'Your email', submit: 'Notify me', saved: "We'll email you once when it's back in stock" },
} as const;

for (const run of [
  { lang: 'ar' as const, width: 390, dark: false, email: 'reem.waits@example.com' },
  { lang: 'en' as const, width: 1280, dark: true, email: 'noura.waits@example.com' },
]) {
  const w = WORDS[run.lang];
  const view = `${run.lang}-${run.dark ? 'dark' : 'light'}-${run.width}`;
  it(`asks to be told when a sold-out product is back (${view})`, async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: run.lang, dark: run.dark, width: run.width });
    await page.goto(`${shop.url}/products/${product.id}`);
    await ready(page);
    const form = page.getByTestId('notify-me');
    await form.getByLabel(w.email).fill('not-an-email');
    await form.getByRole('button', { name: w.submit }).click();
    // the form's rules load when it is first used: the refusal comes once they are here
    await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(1);
    await form.getByLabel(w.email).fill(run.email);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, `storefront/back-in-stock/form-${view}`);
    await form.getByRole('button', { name: w.submit }).click();
    await page.getByTestId('notify-me').getByText(w.saved).waitFor();
    await screenshot(page, `storefront/back-in-stock/saved-${view}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

it('the back office counts who waits; when stock returns each waiting shopper gets one mail', async () => {
  for (const [locale, width] of [
    ['ar', 1366],
    ['en', 390],
  ] as const) {
    const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.url}/admin/stock-alerts`);
    const row = page.locator('tbody tr').filter({ hasText: product.name[locale] });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\b2\b/);
    await screenshot(page, `admin/stock-alerts-${locale}-${width}`);
    await context.close();
  }

  const full = (await (await admin(`products/${product.id}`)).json()) as Record<string, unknown>;
  const { id: _id, finalPrice: _f, category: _c, createdAt: _cr, updatedAt: _u, ratingAverage: _ra, ratingCount: _rc, ...body } = full;
  expect((await admin(`products/${product.id}`, { method: 'PUT', body: JSON.stringify({ ...body, stock: 7 }) })).status).toBe(200);
  // the mails wait in the outbox (no SMTP in this shop): one per shopper
  const mailsTo = async (to: string) => {
    const res = await admin(`outbox?filter=${encodeURIComponent(JSON.stringify({ q: to }))}&range=[0,49]`);
    return ((await res.json()) as Array<{ template: string; to: string }>).filter((m) => m.template === 'backInStock' && m.to === to);
  };
  for (const to of ['reem.waits@example.com', 'noura.waits@example.com']) await eventually(async () => (await mailsTo(to)).length, 1);
  expect(await (await admin('stock-alerts')).json()).toEqual([]);
});

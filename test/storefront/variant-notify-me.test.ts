import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { adminPage, eventually } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, type RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 14 §6 per variant, in a real browser: Rose Musk 30 ml is sold out while its other sizes
 * sell. Its chip stays visible, marked sold out; choosing it disables buying and offers "notify
 * me" for that size: by email, or by text message for a shopper signed in by phone only. The
 * back office counts who waits for that variant; when it returns, one email and one text go out,
 * naming the size and opening it. A gift set's page lists what is inside.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let roseMusk: number;
const PHONE = '+966551112233';

const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${shop.url}/api/admin/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, ...(init.headers ?? {}) },
  });
const idOf = async (name: string) =>
  (
    (await (await fetch(`${shop.url}/api/products?search=${encodeURIComponent(name)}`)).json()) as {
      data: { items: Array<{ id: number }> };
    }
  ).data.items[0].id;

/** A shopper who signs in by SMS code only (no email): the code is read from the SMS outbox (no provider in this shop). */
async function phoneOnlyToken(): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${shop.url}/api/Auth/phone/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('request-code', { phone: PHONE })).status).toBe(200);
  const texts = (await (await admin(`sms-outbox?range=[0,9]`)).json()) as Array<{ to: string; preview: string }>;
  const code = texts.find((m) => m.to === PHONE)!.preview.match(/\b\d{6}\b/)![0];
  const res = await post('sign-in', { phone: PHONE, code });
  return ((await res.json()) as { data: string }).data;
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  roseMusk = await idOf('Rose Musk');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

it('in Arabic on a phone: the sold-out 30 ml chip stays, choosing it offers notify-me for 30 ml (email)', async () => {
  const { context, page, errors } = await shopper(browser, shop.url, { lang: 'ar', width: 390 });
  await page.goto(`${shop.url}/products/${roseMusk}?v=ROSEMUSK-50`);
  await ready(page);
  expect(await page.getByTestId('notify-me').count()).toBe(0);
  const chip = page.locator('.variant-chip[data-sku="ROSEMUSK-30"]');
  expect(await chip.getAttribute('class')).toContain('is-soldout');
  expect(await chip.innerText()).toContain('نفد');
  await chip.click();
  // the page keeps the choice in its address (history.replaceState, no navigation)
  await page.waitForFunction(() => location.search === '?v=ROSEMUSK-30');
  expect(await page.locator('.buy-row .buy-btn').isDisabled()).toBe(true);
  const form = page.getByTestId('notify-me');
  await form.getByText('أعلمني عند توفر 30 مل').waitFor();
  await form.getByLabel('بريدك الإلكتروني').fill('reem.30ml@example.com');
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'storefront/back-in-stock/variant-form-ar-light-390');
  await form.getByRole('button', { name: 'أعلمني' }).click();
  await page.getByTestId('notify-me').getByText('سنراسلك مرة واحدة عند توفر المنتج').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('in Arabic on a phone, dark: a shopper signed in by phone only is told by text message', async () => {
  const token = await phoneOnlyToken();
  const { context, page, errors } = await shopper(browser, shop.url, { lang: 'ar', width: 390, dark: true, token });
  await page.goto(`${shop.url}/products/${roseMusk}?v=ROSEMUSK-30`);
  await ready(page);
  const form = page.getByTestId('notify-me');
  await form.getByText('رسالة نصية واحدة عند عودته، إلى').waitFor();
  expect(await form.getByLabel('بريدك الإلكتروني').count()).toBe(0);
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'storefront/back-in-stock/variant-sms-ar-dark-390');
  await form.getByRole('button', { name: 'أعلمني' }).click();
  await page.getByTestId('notify-me').getByText('سنرسل لك رسالة نصية مرة واحدة عند توفره').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('a gift set lists what is inside, in English on a desktop and in Arabic on a phone', async () => {
  const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en', width: 1280 });
  await page.goto(`${shop.url}/products/${await idOf('Eid Gift Box')}`);
  await ready(page);
  const inside = page.getByTestId('set-contents');
  await inside.getByText('What’s inside').waitFor();
  const items = await inside.locator('li').allInnerTexts();
  expect(items.length).toBeGreaterThan(1);
  for (const item of items) expect(item).toMatch(/^\d+ × \S/);
  await inside.scrollIntoViewIfNeeded();
  await screenshot(page, 'storefront/gift-set-contents-en-light-1280');
  expect(errors).toEqual([]);
  await context.close();

  const arabic = await shopper(browser, shop.url, { lang: 'ar', width: 390, dark: true });
  await arabic.page.goto(`${shop.url}/products/${await idOf('Eid Gift Box')}`);
  await ready(arabic.page);
  const ar = arabic.page.getByTestId('set-contents');
  await ar.getByText('محتويات الطقم').waitFor();
  expect(await ar.locator('li').allInnerTexts()).toContain('1 × بخور ملكي (علبة 40 غرام)');
  await ar.scrollIntoViewIfNeeded();
  await screenshot(arabic.page, 'storefront/gift-set-contents-ar-dark-390');
  expect(arabic.errors).toEqual([]);
  await arabic.context.close();
});

it('the back office counts who waits for 30 ml; when it returns, one email and one text name it and open it', async () => {
  const { context, page } = await adminPage(browser, shop.url, adminToken, 'ar');
  await page.goto(`${shop.url}/admin/stock-alerts`);
  const row = page.locator('tbody tr').filter({ hasText: 'ROSEMUSK-30' });
  await row.waitFor();
  expect(await row.innerText()).toContain('30 مل');
  await screenshot(page, 'admin/stock-alerts-variants-ar-1366');
  await context.close();
  const waiting = (await (await admin('stock-alerts')).json()) as Array<{ sku: string; waiting: number; bySms: number }>;
  expect(waiting.find((w) => w.sku === 'ROSEMUSK-30')).toMatchObject({ waiting: 2, bySms: 1 });

  const full = (await (await admin(`products/${roseMusk}`)).json()) as { variants: Array<{ sku: string; stock: number }> } & Record<
    string,
    unknown
  >;
  const variants = full.variants.map((v) => (v.sku === 'ROSEMUSK-30' ? { ...v, stock: 6 } : v));
  expect((await admin(`products/${roseMusk}`, { method: 'PUT', body: JSON.stringify({ ...full, variants }) })).status).toBe(200);
  const mails = async () => {
    const res = await admin(`outbox?filter=${encodeURIComponent(JSON.stringify({ q: 'reem.30ml@example.com' }))}&range=[0,9]`);
    return ((await res.json()) as Array<{ template: string }>).filter((m) => m.template === 'backInStock').length;
  };
  await eventually(mails, 1, 20_000);
  const texts = async () =>
    ((await (await admin('sms-outbox?range=[0,49]')).json()) as Array<{ to: string; template: string; preview: string }>).filter(
      (m) => m.to === PHONE && m.template === 'backInStock',
    );
  await eventually(async () => (await texts()).length, 1, 20_000);
  const [text] = await texts();
  expect(text.preview).toContain('عطر مسك الورد (30 مل)');
  expect(text.preview).toContain(`/products/${roseMusk}?v=ROSEMUSK-30`);
  expect(((await (await admin('stock-alerts')).json()) as Array<{ sku: string }>).some((w) => w.sku === 'ROSEMUSK-30')).toBe(false);
});

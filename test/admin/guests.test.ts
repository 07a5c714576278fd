import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { productInStock, SA_ADDRESS } from '../support/orders.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminPage, adminApi, filterQuery } from './helpers.js';

/** Issue 18 §1: guest checkouts are marked as such in the orders list, on the order and in the customers list. */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let order: { id: number; orderNumber: string };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const productId = (await productInStock(shop.url)).id;
  const res = await fetch(`${shop.url}/api/guest/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ productId, quantity: 1 }],
      paymentMethod: 'cod',
      address: SA_ADDRESS,
      guest: { name: 'هيا الزائرة', contact: 'haya.guest@example.com' },
    }),
  });
  expect(res.status).toBe(201);
  order = ((await res.json()) as { data: { order: { id: number; orderNumber: string } } }).data.order;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('guest checkouts in the back office', () => {
  it('marks the guest’s order in the list and on its page, in Arabic and English', async () => {
    for (const [locale, label] of [
      ['ar', 'زائر'],
      ['en', 'Guest'],
    ] as const) {
      const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
      await page.goto(`${shop.url}/admin/orders`);
      const row = page.locator('tbody tr').filter({ hasText: order.orderNumber });
      await row.getByTestId('guest-chip').getByText(label).waitFor();
      // an account's order has no marker
      expect(await page.locator('tbody tr').filter({ hasNotText: order.orderNumber }).getByTestId('guest-chip').count()).toBe(0);
      await screenshot(page, `admin/guests/orders-${locale}-1366`);
      await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
      await page.getByTestId('guest-chip').getByText(label).waitFor();
      await page.getByText('haya.guest@example.com').first().waitFor();
      await screenshot(page, `admin/guests/order-${locale}-1366`);
      await context.close();
    }
  });

  it('lists the guest among the customers, marked, with its contact email; the filter finds guests only', async () => {
    const { context, page } = await adminPage(browser, shop.url, adminToken, 'ar');
    // react-admin's stored theme: the dark one
    await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
    await page.goto(`${shop.url}/admin/customers`);
    const row = page.locator('tbody tr').filter({ hasText: 'هيا الزائرة' });
    await row.getByTestId('guest-chip').waitFor();
    await row.getByText('haya.guest@example.com').waitFor();
    await screenshot(page, 'admin/guests/customers-ar-dark-1366');
    await context.close();
    const guests = await adminApi(shop.url, adminToken)(`customers${filterQuery({ isGuest: true })}`);
    const list = guests.body as Array<{ isGuest: boolean; name: string }>;
    expect(list.map((c) => c.name)).toEqual(['هيا الزائرة']);
  });
});

import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { cancelPayment, newCustomer, payWithCard, placeOrder, productInStock, TEST_CARDS } from '../support/orders.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminPage } from './helpers.js';

/**
 * The admin's order pages (issue 13): the customer's note where the order is handled, how a
 * failed payment failed, and the payment status beside the order status.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let customer: string;
let productId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  customer = await newCustomer(shop.url, 'نورة القحطاني');
  productId = (await productInStock(shop.url)).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('an order in the back office', () => {
  it('shows the customer’s note on the order page, in both languages (13.1)', async () => {
    const note = 'الرجاء التغليف كهدية';
    const { order } = await placeOrder(shop.url, customer, { productId, paymentMethod: 'cod', notes: note });
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
      await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
      const card = page.getByTestId('order-note');
      await card.getByText(locale === 'ar' ? 'ملاحظة العميل' : "Customer's note").waitFor();
      await card.getByText(note).waitFor();
      await screenshot(page, `admin/orders/note-${locale}-1366`);
      await context.close();
    }
  });

  it('a payment the customer cancelled reads "payment cancelled", not "payment failure" (13.2)', async () => {
    const { order, payment } = await placeOrder(shop.url, customer, { productId, paymentMethod: 'card' });
    await cancelPayment(shop.url, payment!.redirectUrl);
    const declined = await placeOrder(shop.url, customer, { productId, paymentMethod: 'card' });
    await payWithCard(shop.url, declined.payment!.redirectUrl, TEST_CARDS.declined);
    const { context, page } = await adminPage(browser, shop.url, adminToken, 'ar');
    await page.goto(`${shop.url}/admin/orders`);
    const cancelledRow = page.locator('tbody tr').filter({ hasText: order.orderNumber });
    await cancelledRow.getByText('أُلغي الدفع').waitFor();
    expect(await cancelledRow.getByText('فشل الدفع').count()).toBe(0);
    await page.locator('tbody tr').filter({ hasText: declined.order.orderNumber }).getByText('فشل الدفع').waitFor();
    await page.goto(`${shop.url}/admin/orders/${declined.order.id}/show`);
    await page.getByTestId('order-timeline').getByText('رُفضت البطاقة').waitFor();
    await context.close();
  });
});

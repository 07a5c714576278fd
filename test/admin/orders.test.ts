import { parse } from 'csv-parse/sync';
import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { cancelPayment, newCustomer, payWithCard, placeOrder, productInStock, TEST_CARDS } from '../support/orders.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminPage, downloadText } from './helpers.js';

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

  it('shows the payment status beside the order status, filters by it and exports it (13.11)', async () => {
    const paid = await placeOrder(shop.url, customer, { productId, paymentMethod: 'card' });
    await payWithCard(shop.url, paid.payment!.redirectUrl, TEST_CARDS.success);
    const onDelivery = await placeOrder(shop.url, customer, { productId, paymentMethod: 'cod' });
    const { context, page } = await adminPage(browser, shop.url, adminToken, 'en');
    await page.goto(`${shop.url}/admin/orders`);
    await page.getByRole('columnheader', { name: 'Payment status' }).waitFor();
    const paidRow = page.locator('tbody tr').filter({ hasText: paid.order.orderNumber });
    const codRow = page.locator('tbody tr').filter({ hasText: onDelivery.order.orderNumber });
    // both are New: only the payment column tells them apart
    await paidRow.getByText('New').waitFor();
    await codRow.getByText('New').waitFor();
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    await codRow.getByText('Pending', { exact: true }).waitFor();

    await page.goto(`${shop.url}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ paymentStatus: 'Paid' }))}`);
    await paidRow.waitFor();
    await codRow.waitFor({ state: 'detached' });
    expect(
      await page
        .locator('tbody tr')
        .filter({ hasText: /Pending|Declined/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'admin/orders/payment-status-en-1366');

    const csv = await downloadText(page, () => page.getByRole('button', { name: 'Export' }).click());
    const [header, ...lines]: string[][] = parse(csv.text.replace(/^\uFEFF/, ''), { bom: true });
    expect(header).toContain('paymentStatus');
    const column = header.indexOf('paymentStatus');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l[column] === 'Paid')).toBe(true);
    await context.close();
  });

  it('lists orders as cards on a phone: statuses and totals whole, nothing pushed off screen (13.4)', async () => {
    const { order } = await placeOrder(shop.url, customer, { productId, paymentMethod: 'card' });
    await cancelPayment(shop.url, (await placeOrder(shop.url, customer, { productId, paymentMethod: 'card' })).payment!.redirectUrl);
    const { context, page } = await adminPage(browser, shop.url, adminToken, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}/admin/orders`);
    const card = page.locator('.RaSimpleList-root a, .MuiList-root a').filter({ hasText: order.orderNumber });
    await card.getByText('بانتظار الدفع').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const chip of await page.locator('.MuiChip-label').all()) {
      const clipped = await chip.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await screenshot(page, 'admin/orders/cards-ar-390');
    await context.close();
  });

  it('an export to the Gulf reads zero-rated and shows its proof of export, in both languages (issue 32)', async () => {
    const read = async (path: string) => (await fetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
    const completed = (await read(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'Completed' }))}`)) as Array<{
      id: number;
    }>;
    // the demo's delivered order to the Gulf
    let exported: { id: number } | undefined;
    for (const { id } of completed)
      if (!exported && ((await read(`/api/admin/orders/${id}`)) as { vatCategory: string }).vatCategory === 'Z') exported = { id };
    expect(exported).toBeDefined();
    for (const locale of ['ar', 'en'] as const) {
      const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
      await page.goto(`${shop.url}/admin/orders/${exported!.id}/show`);
      const proof = page.getByTestId('export-proof');
      await proof.getByText(locale === 'ar' ? 'إثبات التصدير' : 'Proof of export').waitFor();
      await proof.getByText(locale === 'ar' ? /تصدير — خاضع لنسبة صفر/ : 'Export — zero-rated (VATEX-SA-32)').waitFor();
      await proof.getByText(locale === 'ar' ? /سُلِّم في الوجهة/ : /Delivered at the destination/).waitFor();
      await screenshot(page, `admin/orders/export-proof-${locale}-1366`);
      await context.close();
    }
  });
});

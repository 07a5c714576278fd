import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, payWithCard, placeOrder, productInStock, TEST_CARDS } from '../support/orders.js';
import { login, type RunningShop } from '../support/server.js';
import { adminPage } from '../admin/helpers.js';
import { DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 30's journey: a shopper on a phone returns one sealed bottle of two from the order page,
 * the back office approves, receives, inspects and refunds it on the return's page (each move confirmed), and the shopper sees the return
 * refunded and its credit note.
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

async function adminCall(token: string, path: string, body?: object) {
  const res = await fetch(`${shop.url}/api/admin/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

it('a shopper on a phone returns one sealed bottle of two; the admin refunds it; the shopper sees the refund and the credit note', async () => {
  const token = await newCustomer(shop.url);
  const product = await productInStock(shop.url);
  const { order, payment } = await placeOrder(shop.url, token, { productId: product.id, paymentMethod: 'card', quantity: 2 });
  expect(await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.success)).toMatch(/payment\/result/);
  const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  await adminCall(admin, `orders/${order.id}/approve`, {});
  await adminCall(admin, `orders/${order.id}/ship`, { trackingNumber: 'SM-3030-1' });
  await adminCall(admin, `orders/${order.id}/complete`, {});

  const { context, page, errors } = await shopper(browser, shop.url, { token, width: 390 });
  await page.goto(`${shop.url}/user/orders/${order.id}`);
  await ready(page);
  await page.getByRole('button', { name: 'إرجاع منتجات' }).click();
  const dialog = page.getByRole('dialog', { name: 'إرجاع منتجات' });
  await dialog.getByRole('spinbutton').fill('1');
  await dialog.getByRole('radio', { name: 'مغلقة كما وصلت' }).check();
  await screenshot(page, 'storefront/returns/form-ar-390');
  await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
  const list = page.locator('.return-list');
  await list.getByText('قيد المراجعة').waitFor();
  expect(await list.locator('li').count()).toBe(1);
  await screenshot(page, 'storefront/returns/requested-ar-390');

  const [asked] = (await adminCall(
    admin,
    `returns?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`,
  )) as unknown as Array<{
    id: number;
    lines: Array<{ quantity: number }>;
  }>;
  expect(asked.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
  // the back office, in Arabic: each move confirmed; the refund says what it does before money leaves
  const { context: office, page: desk } = await adminPage(browser, shop.url, admin);
  await desk.goto(`${shop.url}/admin/returns/${asked.id}/show`);
  const confirm = async (button: string, chip: string) => {
    await desk.getByRole('button', { name: button, exact: true }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await desk.getByText(chip, { exact: true }).first().waitFor();
  };
  await confirm('قبول', 'مقبول');
  await confirm('تم الاستلام', 'تم الاستلام');
  await desk.getByRole('button', { name: 'تم الفحص', exact: true }).click();
  await desk.getByRole('dialog').getByText('المنتجات مغلقة وسليمة: تعود إلى المخزون.').waitFor();
  await desk.getByRole('dialog').getByRole('button', { name: 'تم الفحص' }).click();
  await desk.getByText('أعيد للمخزون').waitFor();
  await desk.getByRole('button', { name: 'استرداد المبلغ', exact: true }).click();
  await desk
    .getByRole('dialog')
    .getByText(/يصدر إشعار دائن/)
    .waitFor();
  await screenshot(desk, 'admin/returns/refund-confirm-ar');
  await desk.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
  await desk.getByText('تم الاسترداد', { exact: true }).first().waitFor();
  await screenshot(desk, 'admin/returns/refunded-ar');
  await office.close();
  const refunded = await adminCall(admin, `returns/${asked.id}`);
  // one of two units of the only line: half of what the lines cost (no coupon on this order)
  const item = (order as unknown as { items: Array<{ lineTotal: number }> }).items[0];
  expect(Math.round((refunded.refundedAmount as number) * 100)).toBe(Math.round((item.lineTotal * 100) / 2));

  await page.reload();
  await ready(page);
  await list.getByText('تم الاسترداد').waitFor();
  await page.getByRole('heading', { name: 'الإشعارات الدائنة' }).waitFor();
  await page.getByRole('heading', { name: 'الإشعارات الدائنة' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'storefront/returns/refunded-ar-390');
  expect(errors).toEqual([]);
  await context.close();
});

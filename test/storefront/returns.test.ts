import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, payWithCard, placeOrder, productInStock, SA_ADDRESS, TEST_CARDS } from '../support/orders.js';
import { login, type RunningShop } from '../support/server.js';
import { adminPage } from '../admin/helpers.js';
import { DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 30's journey: a shopper on a phone returns one sealed bottle of two from the order page,
 * the back office approves it, the shopper gives the parcel's tracking number, the back office
 * receives, inspects and refunds it on the return's page (each move confirmed), and the shopper
 * sees the return refunded and its credit note. Then an order delivered too late is cancelled
 * from its page, after a confirmation, and a cash-on-delivery return is refunded by bank transfer.
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

async function adminCall(token: string, path: string, body?: object, method = body ? 'POST' : 'GET') {
  const res = await fetch(`${shop.url}/api/admin/${path}`, {
    method,
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

  // the shopper sends the parcel back and says so, with the carrier's tracking number
  await page.reload();
  await ready(page);
  await list.getByText('مقبول: أرسل المنتجات إلينا').waitFor();
  await list.getByRole('textbox', { name: 'رقم تتبع الشحنة' }).fill('SMSA-30300001');
  await list.getByRole('button', { name: 'أرسلتها' }).click();
  await list.getByText('في الطريق إلينا').waitFor();
  await list.getByText('SMSA-30300001').waitFor();
  await screenshot(page, 'storefront/returns/in-transit-ar-390');

  await desk.reload();
  await desk.getByText('في الطريق إلينا', { exact: true }).first().waitFor();
  await desk.getByText('SMSA-30300001').waitFor();
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

it('an order not delivered in time is cancelled from its page, after a confirmation', async () => {
  const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  // the demo customer's cash order in preparation was placed 4 days ago: late once the rule says 3
  const settings = await adminCall(admin, 'settings');
  await adminCall(admin, 'settings', { ...settings, returns: { ...(settings.returns as object), lateDeliveryDays: 3 } }, 'PUT');
  const token = await login(shop.url, DEMO.customer.email, DEMO.customer.password);
  const mine = (await (await fetch(`${shop.url}/api/orders`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { items: Array<{ id: number; status: string }> };
  };
  const late = mine.data.items.find((o) => o.status === 'InPreparation')!;
  const fresh = mine.data.items.find((o) => o.status === 'New')!;

  const { context, page, errors } = await shopper(browser, shop.url, { token, width: 390 });
  await page.goto(`${shop.url}/user/orders/${fresh.id}`);
  await ready(page);
  await page.locator('.order-head').waitFor();
  expect(await page.getByRole('button', { name: 'إلغاء الطلب واسترداد المبلغ' }).count()).toBe(0);

  await page.goto(`${shop.url}/user/orders/${late.id}`);
  await ready(page);
  await page.getByRole('heading', { name: 'تأخر التوصيل' }).waitFor();
  await page.getByRole('button', { name: 'إلغاء الطلب واسترداد المبلغ' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الطلب واسترداد المبلغ' });
  // cash not collected yet: the confirmation says nothing is due, not a refund
  await dialog.getByText('سيُلغى الطلب، ولن تدفع شيئاً عند التوصيل. لا يمكن التراجع عن ذلك.').waitFor();
  await screenshot(page, 'storefront/returns/late-cancel-confirm-ar-390');
  // nothing moved before the confirmation
  expect((await adminCall(admin, `orders/${late.id}`)).status).toBe('InPreparation');
  await dialog.getByRole('button', { name: 'نعم، ألغِ الطلب' }).click();
  await page.getByRole('heading', { name: 'تأخر التوصيل' }).waitFor({ state: 'detached' });
  expect((await adminCall(admin, `orders/${late.id}`)).status).toBe('Rejected');
  await screenshot(page, 'storefront/returns/late-cancelled-ar-390');
  expect(errors).toEqual([]);
  await context.close();
});

it('the back office refunds a cash-on-delivery return by bank transfer: the IBAN checked, then shown masked', async () => {
  const token = await newCustomer(shop.url);
  const product = await productInStock(shop.url);
  const { order } = await placeOrder(shop.url, token, { productId: product.id, paymentMethod: 'cod' });
  const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  await adminCall(admin, `orders/${order.id}/approve`, {});
  await adminCall(admin, `orders/${order.id}/ship`, { trackingNumber: 'SM-3030-2' });
  await adminCall(admin, `orders/${order.id}/complete`, {});
  const itemId = (order as unknown as { items: Array<{ id: number }> }).items[0].id;
  const asked = await fetch(`${shop.url}/api/orders/${order.id}/returns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reason: 'changedMind', condition: 'sealed', wish: 'refund', lines: [{ itemId, quantity: 1 }] }),
  });
  const returnId = ((await asked.json()) as { data: { id: number } }).data.id;
  for (const action of ['approve', 'receive', 'inspect']) await adminCall(admin, `returns/${returnId}/${action}`, {});

  const { context, page: desk } = await adminPage(browser, shop.url, admin);
  await desk.goto(`${shop.url}/admin/returns/${returnId}/show`);
  await desk.getByRole('button', { name: 'استرداد المبلغ', exact: true }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByText(/طلب دفع عند الاستلام/).waitFor();
  await dialog.getByRole('radio', { name: 'تحويل بنكي إلى آيبان العميل' }).check();
  await dialog.getByRole('textbox', { name: 'آيبان العميل' }).fill('SA04 8000 0000 6080 1016 7519');
  await dialog.getByRole('textbox', { name: 'مرجع التحويل' }).fill('TRF-3030');
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await dialog.getByText('رقم الآيبان غير صحيح: 24 خانة تبدأ بـ SA وأرقام التحقق صحيحة').waitFor();
  expect((await adminCall(admin, `returns/${returnId}`)).status).toBe('inspected');
  await dialog.getByRole('textbox', { name: 'آيبان العميل' }).fill('SA03 8000 0000 6080 1016 7519');
  await screenshot(desk, 'admin/returns/refund-by-transfer-ar');
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await desk.getByText('تم الاسترداد', { exact: true }).first().waitFor();
  await desk.getByText('SA•• •••• •••• •••• •••• 7519').waitFor();
  expect(await desk.getByText('SA0380000000608010167519').count()).toBe(0);
  await screenshot(desk, 'admin/returns/refunded-by-transfer-ar');
  expect(await adminCall(admin, `returns/${returnId}`)).toMatchObject({
    status: 'refunded',
    refundMeans: 'bankTransfer',
    refundReference: 'TRF-3030',
  });

  // the return-rate screen counts this order's unit (delivered today) against its product
  await desk.goto(`${shop.url}/admin/returns-report`);
  const byProduct = desk.getByRole('table', { name: 'حسب المنتج' });
  await byProduct.getByText((product.name as { ar: string }).ar).waitFor();
  await desk.getByRole('table', { name: 'حسب السبب' }).getByText('غيّر رأيه').waitFor();
  await screenshot(desk, 'admin/returns/return-rates-ar');
  await context.close();
});

it('a guest finds the delivered order by its number and email on /track and asks for a return there', async () => {
  const product = await productInStock(shop.url);
  const placed = await fetch(`${shop.url}/api/guest/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'idempotency-key': `g-${Math.random()}` },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cod',
      address: SA_ADDRESS,
      country: 'SA',
      guest: { name: 'Noura', contact: 'noura.returns@example.com' },
    }),
  });
  const { order } = ((await placed.json()) as { data: { order: { id: number; orderNumber: string } } }).data;
  const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  await adminCall(admin, `orders/${order.id}/approve`, {});
  await adminCall(admin, `orders/${order.id}/ship`, { trackingNumber: 'SM-3030-3' });
  await adminCall(admin, `orders/${order.id}/complete`, {});

  const { context, page, errors } = await shopper(browser, shop.url, { width: 390 });
  await page.goto(`${shop.url}/track`);
  await ready(page);
  await page.getByRole('textbox', { name: 'رقم الطلب' }).fill(order.orderNumber);
  await page.getByRole('textbox', { name: 'رقم الجوال أو البريد الإلكتروني' }).fill('noura.returns@example.com');
  await page.getByRole('button', { name: 'تتبّع الطلب' }).click();
  await page.getByRole('heading', { name: 'المرتجعات' }).waitFor();
  await page.getByRole('button', { name: 'إرجاع منتجات' }).click();
  const dialog = page.getByRole('dialog', { name: 'إرجاع منتجات' });
  await dialog.getByRole('spinbutton').fill('1');
  await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
  await page.locator('.return-list').getByText('قيد المراجعة').waitFor();
  await screenshot(page, 'storefront/returns/track-guest-requested-ar-390');
  const [asked] = (await adminCall(
    admin,
    `returns?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`,
  )) as unknown as Array<{ status: string }>;
  expect(asked.status).toBe('requested');
  expect(errors).toEqual([]);
  await context.close();
});

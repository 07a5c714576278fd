import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { cancelPayment, gatewayForm, newCustomer, payWithCard, placeOrder, productInStock, TEST_CARDS } from '../support/orders.js';
import type { RunningShop } from '../support/server.js';
import { DEMO, openShop, ready, setSplash, shopper } from './helpers.js';
import { login } from '../support/server.js';
import { adminPage } from '../admin/helpers.js';

/**
 * What a shopper reads about their orders (issue 13): the note they wrote, payment results that
 * say what happened (declined with its reason, cancelled), a timeline in their language, and
 * shipment tracking only for orders that will ship.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let productId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  token = await newCustomer(shop.url);
  productId = (await productInStock(shop.url)).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('payment results', () => {
  it('a declined card reads "declined" with its reason and a retry, not "status unknown" (13.2)', async () => {
    const { payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    const back = await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.declined);
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(new URL(back!, shop.url).href);
    await ready(page);
    await page.getByRole('heading', { name: 'رُفضت عملية الدفع' }).waitFor();
    await page.getByTestId('payment-reason').getByText('رفض البنك المُصدر البطاقة').waitFor();
    expect(await page.locator('.details-list .status').innerText()).toBe('مرفوضة');
    expect(await page.getByText('حالة الدفع غير معروفة').count()).toBe(0);
    await page.getByRole('link', { name: 'حاول مجدداً' }).click();
    await page.waitForURL(/\/checkout$/);
    await screenshot(page, 'storefront/orders/declined-retry-ar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong 3-D Secure code reads "declined" in English with the reason', async () => {
    const { payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    // the card asks for a one-time code; the challenge page posts it to /pay/{id}/verify
    expect(await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.threeDSecure)).toBeNull();
    const back = await gatewayForm(shop.url, `${new URL(payment!.redirectUrl, shop.url).pathname}/verify`, { otp: '000000' });
    expect(back).toMatch(/payment\/result/);
    const { context, page, errors } = await shopper(browser, shop.url, { token, lang: 'en', width: 390 });
    await page.goto(new URL(back!, shop.url).href);
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    await page.getByText('The 3-D Secure verification did not succeed').waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    await screenshot(page, 'storefront/orders/declined-3ds-en-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cancelled payment reads "payment cancelled" in the order list, not "payment failure" (13.2)', async () => {
    const { order, payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    await cancelPayment(shop.url, payment!.redirectUrl);
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/user/orders`);
    await ready(page);
    const row = page.locator('.order-row, tr').filter({ hasText: order.orderNumber });
    await row.getByText('أُلغي الدفع').waitFor();
    expect(await row.getByText('فشل الدفع').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the customer’s order page', () => {
  it('shows the note written at checkout (13.1)', async () => {
    const note = 'الرجاء التغليف كهدية. Please gift-wrap.';
    const { order } = await placeOrder(shop.url, token, { productId, paymentMethod: 'cod', notes: note });
    for (const lang of ['ar', 'en'] as const) {
      const { context, page, errors } = await shopper(browser, shop.url, { token, lang });
      await page.goto(`${shop.url}/user/orders/${order.id}`);
      await ready(page);
      await page.getByRole('heading', { name: lang === 'ar' ? 'ملاحظتك على الطلب' : 'Your note' }).waitFor();
      await page.locator('.order-note').getByText(note).waitFor();
      // a shipping order can be followed
      await page.getByRole('link', { name: lang === 'ar' ? 'تتبع الشحنة' : 'Track shipment' }).waitFor();
      await screenshot(page, `storefront/orders/note-${lang}-1280`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('translates the timeline’s events and offers no tracking for a failed order (13.3, 13.12)', async () => {
    const { order, payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.declined);
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/user/orders/${order.id}`);
    await ready(page);
    const timeline = page.locator('.timeline');
    await timeline.getByText('رُفضت البطاقة').waitFor();
    expect(await timeline.innerText()).not.toMatch(/card_declined|paid/);
    expect(await page.getByRole('link', { name: 'تتبع الشحنة' }).count()).toBe(0);

    // and none while the payment is still open
    const waiting = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    await page.goto(`${shop.url}/user/orders/${waiting.order.id}`);
    await page.getByRole('link', { name: 'إكمال الدفع' }).waitFor();
    expect(await page.getByRole('link', { name: 'تتبع الشحنة' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists orders as cards on a phone: the status chip and the total whole (13.4)', async () => {
    const { order, payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card' });
    await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.declined);
    for (const lang of ['ar', 'en'] as const) {
      const { context, page, errors } = await shopper(browser, shop.url, { token, lang, width: 390 });
      await page.goto(`${shop.url}/user/orders`);
      await ready(page);
      const card = page.locator('.order-row').filter({ hasText: order.orderNumber });
      const chip = card.locator('.status');
      await chip.waitFor();
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      const total = await card.locator('.order-total').boundingBox();
      expect(total!.x).toBeGreaterThanOrEqual(0);
      expect(total!.x + total!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `storefront/orders/list-${lang}-390`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('a customer blocked while signed in', () => {
  it('is signed out with the reason, and public pages keep working (13.9)', async () => {
    const reem = await newCustomer(shop.url, 'ريم المحظورة');
    const { context, page, errors } = await shopper(browser, shop.url, { token: reem });
    await page.goto(`${shop.url}/user/orders`);
    await ready(page);
    await page.getByRole('heading', { name: 'طلباتي' }).waitFor();

    const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const id = JSON.parse(Buffer.from(reem.split('.')[1], 'base64url').toString()).sub;
    const blocked = await fetch(`${shop.url}/api/admin/customers/${id}/block`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(blocked.status).toBe(200);

    // a product page: its reviews load for anyone; the session ends with the reason
    await page.goto(`${shop.url}/products/${productId}`);
    await ready(page);
    await page.getByText('تم إيقاف هذا الحساب. تواصل مع المتجر للمساعدة.').first().waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    await page.locator('.reviews-layout').waitFor();
    expect(await page.getByText('تعذر تحميل البيانات').count()).toBe(0);
    await screenshot(page, 'storefront/orders/blocked-signed-out-ar');
    // the customer area asks to sign in again
    await page.goto(`${shop.url}/user/orders`);
    await page.waitForURL(/\/account/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shareable tracking link', () => {
  it('the owner copies a link that opens, signed out, on status and carrier only (13.10, 13.25 carrier language)', async () => {
    const { order, payment } = await placeOrder(shop.url, token, { productId, paymentMethod: 'card', notes: 'هدية لأختي' });
    await payWithCard(shop.url, payment!.redirectUrl, TEST_CARDS.success);
    const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    for (const [action, body] of [
      ['approve', {}],
      ['ship', { trackingNumber: 'SM-55443322' }],
    ] as const) {
      const res = await fetch(`${shop.url}/api/admin/orders/${order.id}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    }
    const owner = await shopper(browser, shop.url, { token });
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await owner.page.goto(`${shop.url}/shipment/${payment!.id}`);
    await ready(owner.page);
    // the shipment has loaded (its share button is there) before its carrier link is read
    await owner.page.getByRole('button', { name: 'نسخ رابط للمشاركة' }).waitFor();
    // the carrier's page opens in the shopper's language
    expect(await owner.page.locator('a[target=_blank]').first().getAttribute('href')).toMatch(/\/ar\/|\/sa-ar\//);
    await owner.page.getByRole('button', { name: 'نسخ رابط للمشاركة' }).click();
    const link = await owner.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/track\//);
    await screenshot(owner.page, 'storefront/orders/shipment-owner-ar');
    await owner.context.close();

    const recipient = await shopper(browser, shop.url, { lang: 'en', width: 390 });
    await recipient.page.goto(link);
    await recipient.page.getByRole('heading', { name: 'Track a parcel' }).waitFor();
    await recipient.page.getByText('On the way').first().waitFor();
    const text = await recipient.page.locator('main').innerText();
    for (const secret of ['ريم', 'الملك فهد', '0551234567', order.orderNumber, 'SM-55443322', 'هدية']) expect(text).not.toContain(secret);
    await screenshot(recipient.page, 'storefront/orders/track-shared-en-390');
    expect(recipient.errors).toEqual([]);
    await recipient.context.close();
  });
});

describe('store credit at checkout (issue 31)', () => {
  it('a customer with 20 SAR of store credit spends it on a cash-on-delivery order on a phone; the courier collects the rest', async () => {
    const buyer = await newCustomer(shop.url);
    const asBuyer = { headers: { authorization: `Bearer ${buyer}`, 'accept-language': 'en' } };
    const wallet = async () =>
      (await (await fetch(`${shop.url}/api/wallet`, asBuyer)).json()).data as { customerId: number; balance: number };
    const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const credited = await fetch(`${shop.url}/api/admin/wallets/${(await wallet()).customerId}/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ direction: 'credit', amount: 20, reason: 'Late delivery' }),
    });
    expect(credited.status).toBe(200);

    const { context, page, errors } = await shopper(browser, shop.url, { token: buyer, lang: 'en', width: 390 });
    await page.goto(`${shop.url}/products?inStock=true&sort=price_asc`);
    await ready(page);
    const card = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('button.product-card-add:not([disabled])') })
      .first();
    await card.getByRole('button', { name: /^Add .+ to cart$/ }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    await page.getByLabel('Recipient name').fill('Sara Ahmed');
    await page.getByLabel('Mobile number').fill('0512345678');
    await page.getByLabel('Street and building').fill('King Fahd Road 12');
    await page.getByLabel('City').fill('Riyadh');
    await page.getByRole('radio', { name: /^Aramex · / }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Cash on delivery/).check();
    await page.getByLabel(/^Use my store credit \(available .*20\.00/).check();
    const lines = page.locator('.checkout-summary .store-credit-lines');
    await lines.getByText('Left to pay').waitFor();
    await screenshot(page, 'storefront/checkout/store-credit-en-390');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank you! Your order is in' }).waitFor();
    await page.locator('.store-credit-lines').getByText('Store credit').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    expect((await wallet()).balance).toBe(0);
    const statement = (await (await fetch(`${shop.url}/api/wallet`, asBuyer)).json()).data as {
      entries: Array<{ kind: string; amount: number }>;
    };
    expect(statement.entries[0]).toMatchObject({ kind: 'checkout', amount: -20 });

    // the back office's order page: what store credit paid and what the courier collects
    const orderId = Number((statement.entries[0] as { reference?: string }).reference!.replace('order:', ''));
    const office = await adminPage(browser, shop.url, admin, 'en');
    await office.page.goto(`${shop.url}/admin/orders/${orderId}/show`);
    const totals = office.page.getByTestId('order-totals');
    await totals.getByText('Paid by store credit').waitFor();
    await totals.getByText('To collect on delivery').waitFor();
    await screenshot(office.page, 'admin/orders/store-credit-cod-en');
    await office.context.close();
  });
});

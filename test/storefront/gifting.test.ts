import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { adminPage } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, productInStock } from '../support/orders.js';
import { login, type RunningShop } from '../support/server.js';
import { amountOf, DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Gifting (issue 14 §4) in a real browser: a shopper sends an order as a gift (wrap at the
 * shop's price, a card message, another recipient, no prices on the slip), reads it back on
 * their order page, and the back office prints the packing slip without prices.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let product: Awaited<ReturnType<typeof productInStock>>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  product = await productInStock(shop.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const LABELS = {
  ar: {
    recipientName: 'اسم المستلم',
    phone: 'رقم الجوال',
    street: 'الشارع ورقم المبنى',
    city: 'المدينة',
    continue: 'متابعة',
    cod: /الدفع عند الاستلام/,
    review: 'مراجعة الطلب',
    isGift: 'هذا الطلب هدية',
    wrap: /تغليف كهدية/,
    message: /رسالة بطاقة الإهداء/,
    toSomeoneElse: 'التوصيل إلى شخص آخر',
    giftName: 'اسم مستلم الهدية',
    giftPhone: 'جوال مستلم الهدية',
    hidePrices: 'إخفاء الأسعار من قائمة التعبئة',
    wrapRow: 'تغليف الهدايا',
    place: 'تأكيد الطلب',
    tooLong: 'يجب ألا يزيد عن 250 حرفاً',
    thanks: 'شكراً لك! تم استلام طلبك',
    viewOrder: 'عرض الطلب',
    orderTitle: 'تفاصيل الطلب',
    wrapped: 'مغلّفة كهدية',
    message1: 'كل عام وأنتِ بخير يا أمي 🌹\nمع حبي، ريم',
  },
  en: {
    recipientName: 'Recipient name',
    phone: 'Mobile number',
    street: 'Street and building',
    city: 'City',
    continue: 'Continue',
    cod: /Cash on delivery/,
    review: 'Review',
    isGift: 'This order is a gift',
    wrap: /Gift wrap it/,
    message: /Message for the gift card/,
    toSomeoneElse: 'Deliver it to someone else',
    giftName: "Gift recipient's name",
    giftPhone: "Gift recipient's mobile",
    hidePrices: 'Hide prices on the packing slip',
    wrapRow: 'Gift wrapping',
    place: 'Place order',
    tooLong: 'Must be at most 250 characters',
    thanks: 'Thank you! Your order is in',
    viewOrder: 'View order',
    orderTitle: 'Order details',
    wrapped: 'Gift wrapped',
    message1: 'Happy Eid, Noura! 🎁\nWith love, Reem',
  },
} as const;

/** A cart with one product, as the shop keeps it in localStorage. */
async function fillCart(page: Page): Promise<void> {
  await page.evaluate((p) => {
    const stored = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{},"version":1}');
    stored.state.items = [{ id: p.id, name: p.name, price: p.price, quantity: 1, weight: p.weight, stock: p.stock }];
    localStorage.setItem('ward-store', JSON.stringify(stored));
  }, product);
}

/** Checkout as a new customer up to the review step, cash on delivery. */
async function toReview(page: Page, lang: 'ar' | 'en'): Promise<void> {
  const l = LABELS[lang];
  await page.goto(`${shop.url}/checkout`);
  await ready(page);
  await page.getByLabel(l.recipientName).fill(lang === 'ar' ? 'ريم الشهري' : 'Reem Alshehri');
  await page.getByLabel(l.phone).fill('0501234567');
  await page.getByLabel(l.street).fill('طريق الملك فهد، مبنى 12');
  await page.getByLabel(l.city).fill('الرياض');
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByLabel(l.cod).check();
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByRole('heading', { name: l.review }).waitFor();
  await page.locator('.checkout-summary .totals-total').waitFor();
}

for (const run of [
  { lang: 'ar' as const, width: 390, dark: false },
  { lang: 'en' as const, width: 1280, dark: true },
]) {
  const l = LABELS[run.lang];
  const view = `${run.lang}-${run.dark ? 'dark' : 'light'}-${run.width}`;

  it(`sends an order as a gift: wrap, card message, another recipient, no prices (${view})`, async () => {
    const token = await newCustomer(shop.url);
    const { context, page, errors } = await shopper(browser, shop.url, { token, lang: run.lang, dark: run.dark, width: run.width });
    await fillCart(page);
    await toReview(page, run.lang);
    const totalBefore = amountOf(await page.locator('.checkout-summary .totals-total dd').innerText());

    const gift = page.getByTestId('gift-options');
    await gift.getByLabel(l.isGift).check();
    await gift.getByLabel(l.wrap).check();
    // the summary asks the server again: the wrap (15 SAR in the demo settings) is in the total
    const wrapRow = page.locator('.checkout-summary .totals div').filter({ hasText: l.wrapRow });
    await wrapRow.waitFor();
    expect(amountOf(await wrapRow.locator('dd').innerText())).toBe(15);
    await page.waitForFunction((before) => {
      const text = document.querySelector('.checkout-summary .totals-total dd')?.textContent ?? '';
      return Number((text.match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? '0').replace(/,/g, '')) === before + 15;
    }, totalBefore);

    // one character too many: the field says so and nothing is ordered
    await gift.getByLabel(l.message).fill('و'.repeat(251));
    await gift.getByLabel(l.toSomeoneElse).check();
    await gift.getByLabel(l.giftName).fill(run.lang === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    await gift.getByLabel(l.giftPhone).fill('055 123 4567');
    await gift.getByLabel(l.hidePrices).check();
    await page.getByRole('button', { name: l.place, exact: true }).click();
    await gift.getByText(l.tooLong).waitFor();
    expect(page.url()).toMatch(/\/checkout$/);

    await gift.getByLabel(l.message).fill(l.message1);
    expect(await gift.getByText(l.tooLong).count()).toBe(0);
    await screenshot(page, `storefront/gifting/review-${view}`);
    await page.getByRole('button', { name: l.place, exact: true }).click();
    await page.getByRole('heading', { name: l.thanks }).waitFor();
    await page.getByRole('link', { name: l.viewOrder }).click();
    await page.getByRole('heading', { name: l.orderTitle }).waitFor();
    const card = page.getByTestId('order-gift');
    await card.getByText(l.wrapped).waitFor();
    expect(await card.locator('.gift-card p').innerText()).toBe(l.message1);
    await card.getByText('+966551234567').waitFor();
    const orderWrap = page.locator('.totals div').filter({ hasText: l.wrapRow });
    expect(amountOf(await orderWrap.locator('dd').innerText())).toBe(15);
    await page.locator('.toast').first().waitFor({ state: 'detached' });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `storefront/gifting/order-${view}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

it('the back office shows the gift and prints its packing slip without prices (ar and en)', async () => {
  const token = await newCustomer(shop.url);
  const res = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': `gift-${Date.now()}` },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 2 }],
      paymentMethod: 'cod',
      address: { recipientName: 'ريم الشهري', phone: '0501234567', street: 'طريق الملك فهد، مبنى 12', city: 'الرياض', country: 'SA' },
      notes: 'اتصلوا قبل الوصول',
      gift: { wrap: true, message: 'مبروك التخرج يا نورة 🎓', recipient: { name: 'نورة القحطاني', phone: '0551234567' }, hidePrices: true },
    }),
  });
  expect(res.status).toBe(201);
  const { order } = ((await res.json()) as { data: { order: { id: number; orderNumber: string; total: number } } }).data;
  const adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);

  for (const { locale, dark, width } of [
    { locale: 'ar' as const, dark: false, width: 1366 },
    { locale: 'en' as const, dark: true, width: 390 },
  ]) {
    const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
    if (dark) await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
    const card = page.getByTestId('order-gift');
    await card.getByTestId('gift-message').getByText('مبروك التخرج يا نورة 🎓').waitFor();
    await card.getByTestId('gift-recipient').getByText('نورة القحطاني').waitFor();
    await page.getByTestId('order-note').getByText('اتصلوا قبل الوصول').waitFor();
    await page
      .getByTestId('order-totals')
      .getByText(locale === 'ar' ? 'تغليف الهدايا' : 'Gift wrapping')
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `admin/orders/gift-${locale}-${dark ? 'dark' : 'light'}-${width}`);

    await page.getByRole('button', { name: locale === 'ar' ? 'قائمة التعبئة' : 'Packing slip' }).click();
    // the customer's choice comes first in the menu
    const first = page.getByRole('menuitem').first();
    expect(await first.innerText()).toContain(locale === 'ar' ? 'بدون أسعار' : 'Without prices');
    const [slip] = await Promise.all([context.waitForEvent('page'), first.click()]);
    await slip.getByText('قائمة التعبئة').first().waitFor();
    await slip.locator('.card-message').getByText('مبروك التخرج يا نورة 🎓').waitFor();
    await slip.locator('.recipient').getByText('نورة القحطاني').waitFor();
    await slip.getByText('اتصلوا قبل الوصول').waitFor();
    const text = await slip.locator('body').innerText();
    expect(text).not.toContain('SAR');
    expect(text).not.toContain(order.total.toFixed(2));
    await screenshot(slip, `admin/orders/packing-slip-${locale}`);
    await slip.close();
    await context.close();
  }
});

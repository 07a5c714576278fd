import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { amountOf, DEMO, htmlState, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * The shopping journeys of issue 6 in Debian's Chromium against the production build:
 * Arabic with cash on delivery, English with a card through the test gateway to the shipment page.
 */
jest.setTimeout(120_000);

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

async function login(page: Page, email: string, password: string, labels: { email: string; password: string; submit: string }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.locator('form.auth-form').getByRole('button', { name: labels.submit }).click();
}

describe('an Arabic shopper', () => {
  it('browses, searches "عود", filters by price, adds twice, applies a coupon, sets the country, pays on delivery and finds the order', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/`);
    await ready(page);
    expect(await htmlState(page)).toEqual({ dir: 'rtl', lang: 'ar', dark: false });
    await page.getByRole('heading', { name: 'عطور تليق بحضورك' }).waitFor();
    await page.locator('#featured-title').waitFor();

    // shop → search
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'المتجر' }).click();
    await page.getByRole('heading', { name: 'جميع المنتجات' }).waitFor();
    await page.getByLabel('ابحث في المنتجات').fill('عود');
    await page.getByRole('heading', { name: 'نتائج البحث عن «عود»' }).waitFor();
    await page.waitForURL(/search=/);
    await page.locator('.product-grid .product-card').first().waitFor();
    const found = await page.locator('.product-grid .product-card').count();
    expect(found).toBeGreaterThan(0);
    const titles = await page.locator('.product-card-title').allInnerTexts();
    expect(titles.some((t) => /عود/.test(t))).toBe(true);

    // price filter: a quick range of SPEC.md §9
    await page.locator('.listing-aside').getByText('من 100 إلى 500 ر.س').click();
    await page.waitForURL(/minPrice=100&maxPrice=500/);
    await page
      .locator('.product-grid[aria-busy]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.waitForFunction(() => document.querySelectorAll('.product-grid .price-now').length > 0);
    const prices = (await page.locator('.product-grid .price-now').allInnerTexts()).map(amountOf);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p >= 100 && p <= 500).toBe(true);

    // the first product in stock
    const card = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('button.product-card-add:not([disabled])') })
      .first();
    const name = (await card.locator('.product-card-title').innerText()).trim();
    await card.locator('.product-card-title a').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // the cart's lasting state first, then the message that came with it (a toast lives 4 s)
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    await page.getByText('تمت إضافة المنتج إلى السلة').waitFor();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await page.getByRole('link', { name: 'السلة، منتجان' }).waitFor();
    await page.getByText('تم تحديث الكمية في السلة').waitFor();

    // cart: quantity 2, coupon, country
    await page.getByRole('link', { name: 'السلة، منتجان' }).click();
    await page.getByRole('heading', { name: 'سلة التسوق' }).waitFor();
    expect(await page.locator('.cart-line .stepper-value').innerText()).toBe('2');
    await page.getByLabel('كوبون الخصم').fill('ward10');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await page.getByText('الكوبون WARD10 مطبّق').waitFor();
    await page.locator('.totals-discount').waitFor();
    await page.getByLabel('الشحن إلى').selectOption('AE');
    await page.getByText('تم تأكيد الأسعار من المتجر').waitFor();
    await page
      .getByText(/خلال \d إلى \d من أيام العمل/)
      .first()
      .waitFor();
    const subtotal = amountOf(await page.locator('.totals div').first().locator('dd').innerText());
    const discount = amountOf(await page.locator('.totals-discount dd').innerText());
    expect(discount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);

    // checkout offers a guest checkout or signing in; signing in comes back
    await page.getByRole('button', { name: 'إتمام الطلب' }).click();
    await page.locator('.checkout-entry').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(/\/account\?next=/);
    await login(page, DEMO.customer.email, DEMO.customer.password, {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
    });
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'معلومات الشحن' }).waitFor();

    // a new address in the UAE
    await page.getByLabel('عنوان جديد').check();
    await page.getByLabel('اسم المستلم').fill('سارة العتيبي');
    await page.getByLabel('رقم الجوال').fill('0501234567');
    await page.getByLabel('الشارع ورقم المبنى').fill('شارع الشيخ زايد، برج 12');
    await page.getByLabel('المدينة').fill('دبي');
    await page.getByLabel('الدولة').selectOption('AE');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('heading', { name: 'طريقة الدفع' }).waitFor();
    await page.getByLabel(/الدفع عند الاستلام/).check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('heading', { name: 'مراجعة الطلب' }).waitFor();
    await page.locator('.review-lines li').first().waitFor();
    expect(await page.locator('.review-lines li').first().innerText()).toContain('× 2');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.getByRole('heading', { name: 'شكراً لك! تم استلام طلبك' }).waitFor();
    const number = (await page.getByText(/رقم الطلب: /).innerText()).replace('رقم الطلب: ', '').trim();
    expect(number).toMatch(/\w+/);
    await page.getByRole('link', { name: 'السلة، فارغة' }).or(page.locator('.cart-btn:not(:has(.cart-count))')).first().waitFor();

    // the order in /user/orders
    await page.goto(`${shop.url}/user/orders`);
    await page.getByRole('heading', { name: 'طلباتي' }).waitFor();
    await page.getByRole('cell', { name: number, exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: number });
    expect(await row.innerText()).toContain('جديد');
    await screenshot(page, 'storefront/journey-ar-orders');
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: 'تفاصيل الطلب' }).waitFor();
    await page.getByText('الدفع عند الاستلام').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an English shopper', () => {
  it('switches to English, pays by card on the test gateway and follows the shipment', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.goto(`${shop.url}/`);
    await ready(page);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.getByRole('heading', { name: 'Scents worthy of your presence' }).waitFor();
    expect(await htmlState(page)).toEqual({ dir: 'ltr', lang: 'en', dark: false });

    await page
      .getByRole('link', { name: 'Log in' })
      .or(page.getByRole('button', { name: 'Account menu' }))
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Log in' }).click();
    await login(page, DEMO.customer.email, DEMO.customer.password, { email: 'Email', password: 'Password', submit: 'Log in' });
    await page.waitForURL(/\/user$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.goto(`${shop.url}/products?inStock=true&sort=price_desc`);
    const card = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('button.product-card-add:not([disabled])') })
      .first();
    await card.getByRole('button', { name: /^Add .+ to cart$/ }).click();
    // wait for the cart's state, not for the transient toast (4 s) a busy machine may render late
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByText('Prices confirmed by the shop').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    // the saved primary address is chosen for a returning customer (else a new one)
    if (await page.getByLabel('A new address').isChecked()) {
      await page.getByLabel('Recipient name').fill('Sara Ahmed');
      await page.getByLabel('Mobile number').fill('0512345678');
      await page.getByLabel('Street and building').fill('King Fahd Road 12');
      await page.getByLabel('City').fill('Riyadh');
    }
    // several carriers serve Riyadh: the shopper picks one by price and estimate, the promo code at hand (issue 37 §10)
    const summary = page.locator('.checkout-summary');
    await page.getByRole('radio', { name: /^Aramex · / }).check();
    await summary.getByText(/^With Aramex in \d to \d business days$/).waitFor();
    await summary.getByLabel('Promo code').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Credit card/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await page.locator('.checkout-summary .totals-total').waitFor();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    // the hosted page of the test gateway
    await page.waitForURL(/\/pay\//);
    await page.locator('#cardNumber').fill('4111111111111111');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.locator('#holder').fill('Sara Ahmed');
    await page.locator('form').first().locator('button[type=submit]').click();

    // back on the storefront
    await page.waitForURL(/\/payment\/result\?paymentId=/);
    const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    for (const label of ['Tax invoice number', 'Amount', 'Paid on']) await page.getByText(label, { exact: true }).waitFor();
    expect(await page.locator('.result-card dt').allInnerTexts()).not.toContain('Expires'); // paid: no expiry (issue 37 §8)
    await page.getByRole('link', { name: 'Track the shipment' }).click();
    await page.waitForURL(new RegExp(`/shipment/${paymentId}$`));
    await page.getByRole('heading', { name: 'Shipment details' }).waitFor();
    await page.getByText('Within 3 to 5 business days').waitFor();
    await page.getByRole('button', { name: /Copy/ }).click();
    await page.getByText('Link copied').waitFor();
    // the copied link is the shareable one (status and carrier only), not the owner's page
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${shop.url}/track/[0-9a-z]+\\.[A-Za-z0-9_-]{22}$`));
    expect(copied).not.toContain(paymentId);
    await screenshot(page, 'storefront/journey-en-shipment');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the shell', () => {
  it('keeps the cart across a reload and in a second tab', async () => {
    const { context, page } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/products?inStock=true`);
    await ready(page);
    await page.locator('button.product-card-add:not([disabled])').first().click();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    await page.reload();
    await ready(page);
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${shop.url}/cart`);
    await other.locator('.cart-line').waitFor();
    await other.getByRole('button', { name: /^زيادة الكمية$/ }).click();
    // the first tab follows through the storage event
    await page.getByRole('link', { name: 'السلة، منتجان' }).waitFor();
    await context.close();
  });

  it('the language toggle flips dir and lang, and back', async () => {
    const { context, page } = await shopper(browser, shop.url, { width: 390 });
    await page.goto(`${shop.url}/cart`);
    await ready(page);
    expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
    expect(await htmlState(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/);
    await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
    await page.getByRole('heading', { name: 'سلة التسوق' }).waitFor();
    expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Tajawal/);
    await context.close();
  });
});

describe('on a phone', () => {
  it('keeps the price and "add to cart" at the bottom once the shopper scrolls past the buy button (phones only)', async () => {
    // a jump from below the fold straight to the end must count as "past" too
    const product = (await (await fetch(`${shop.url}/api/products?inStock=true&pageSize=1`)).json()).data.items[0];
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390 });
    await page.goto(`${shop.url}/products/${product.id}`);
    await ready(page);
    await page.getByRole('heading', { level: 1, name: product.name.ar }).waitFor();
    const bar = page.getByRole('region', { name: 'أضف إلى السلة' });
    expect(await bar.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.waitFor();
    expect(await bar.locator('.sticky-buy-price').innerText()).toContain(
      product.finalPrice.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    await bar.getByRole('button', { name: `أضف ${product.name.ar} إلى السلة` }).click();
    const toast = page.getByText('تمت إضافة المنتج إلى السلة');
    await toast.waitFor();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    // the toast sits above the bar, not under it
    const [toastBox, barBox] = await Promise.all([toast.boundingBox(), bar.boundingBox()]);
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y);

    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    const wide = await shopper(browser, shop.url, { width: 1280 });
    await wide.page.goto(`${shop.url}/products/${product.id}`);
    await ready(wide.page);
    await wide.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await wide.page.waitForFunction(() => document.documentElement.classList.contains('has-buy-bar'));
    expect(await wide.page.locator('.sticky-buy').isVisible()).toBe(false);
    await wide.context.close();
  });
});

import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startMoyasarStandIn, type MoyasarStandIn } from '../stand-ins/moyasar/server.mjs';
import { startTabbyStandIn, TABBY_OTP, type TabbyStandIn } from '../stand-ins/tabby/server.mjs';
import { startTamaraStandIn, type TamaraStandIn } from '../stand-ins/tamara/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';
import { cartTotalling, FAKE_APPLE_PAY, fillCart, newCustomer, payWith, shippingStep } from './pay-helpers.js';

/**
 * Taking real money in the browser, against the production build with Moyasar, Tabby and Tamara
 * (their stand-ins): mada with 3-D Secure, a 3-D Secure failure with its reason and a retry,
 * Apple Pay only where the browser can pay with it, Tabby approved and declined before checkout.
 */
jest.setTimeout(150_000);

let moyasar: MoyasarStandIn;
let tabby: TabbyStandIn;
let tamara: TamaraStandIn;
let shop: RunningShop;
let browser: Browser;
let cheap: Awaited<ReturnType<typeof cartTotalling>>;

beforeAll(async () => {
  [moyasar, tabby, tamara] = await Promise.all([startMoyasarStandIn(), startTabbyStandIn(), startTamaraStandIn()]);
  [shop, browser] = await Promise.all([
    openShop({
      MOYASAR_BASE_URL: moyasar.url,
      MOYASAR_PUBLISHABLE_KEY: moyasar.keys.publishable,
      MOYASAR_SECRET_KEY: moyasar.keys.secret,
      TABBY_BASE_URL: tabby.url,
      TABBY_SECRET_KEY: tabby.keys.secret,
      TABBY_MERCHANT_CODE: tabby.keys.merchantCode,
      TAMARA_BASE_URL: tamara.url,
      TAMARA_API_TOKEN: tamara.keys.api,
      TAMARA_NOTIFICATION_TOKEN: tamara.keys.notification,
    }),
    launchBrowser(),
  ]);
  await setSplash(shop.url, 0);
  cheap = await cartTotalling(shop.url, 50, 400);
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await Promise.all([moyasar?.close(), tabby?.close(), tamara?.close()]);
});

async function checkoutFor(lang: 'ar' | 'en', width: number, options: { applePay?: boolean; cart?: typeof cheap } = {}) {
  const token = await newCustomer(shop.url, lang === 'ar' ? 'سارة الحربي' : 'Sara Alharbi');
  const session = await shopper(browser, shop.url, { token, lang, width });
  if (options.applePay) await session.context.addInitScript(FAKE_APPLE_PAY);
  const cart = options.cart ?? cheap;
  await fillCart(session.page, cart.product, cart.quantity);
  return session;
}

describe('Moyasar: mada, cards and Apple Pay on Ward’s own pay page', () => {
  it('mada with 3-D Secure: paid, on a phone in Arabic', async () => {
    const { context, page, errors } = await checkoutFor('ar', 390);
    await shippingStep(page, shop.url, 'ar', '0512345678');
    const mada = page.getByRole('radio', { name: /^مدى/ });
    await mada.waitFor();
    expect(await mada.isChecked()).toBe(true); // mada first, chosen
    expect(await page.getByRole('radio', { name: /أبل باي/ }).count()).toBe(0); // Chromium cannot pay with Apple Pay
    await page.getByRole('radio', { name: /^تابي/ }).waitFor();
    await screenshot(page, 'storefront/checkout-methods-ar-390');
    await payWith(page, 'ar', /^مدى/);

    await page.waitForURL(/\/checkout\/pay\//);
    await page.getByRole('heading', { name: 'الدفع الآمن' }).waitFor();
    await page.getByLabel('الاسم على البطاقة').fill('Sara Alharbi');
    await page.getByLabel('رقم البطاقة').fill('4201 3201 1111 1010');
    await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await page.getByLabel('رمز التحقق (CVC)').fill('123');
    await screenshot(page, 'storefront/pay-card-ar-390');
    await page.getByRole('button', { name: /^ادفع/ }).click();

    // Moyasar's 3-D Secure page, then back to Ward, which fetches the payment from Moyasar
    await page.locator('#acs-submit').click();
    await page.waitForURL(/\/payment\/result\?paymentId=.+&id=/);
    await page.getByRole('heading', { name: 'تم الدفع بنجاح' }).waitFor();
    await screenshot(page, 'storefront/payment-paid-ar-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('3-D Secure failure: declined with the reason and a retry that brings the cart back (English, desktop)', async () => {
    const { context, page, errors } = await checkoutFor('en', 1280);
    await shippingStep(page, shop.url, 'en', '0512345678');
    await payWith(page, 'en', /^Credit card/);
    await page.waitForURL(/\/checkout\/pay\//);
    await page.getByLabel('Name on the card').fill('Sara Alharbi');
    await page.getByLabel('Card number').fill('4123450131000508');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code (CVC)').fill('12');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('The security code has 3 or 4 digits').waitFor();
    await screenshot(page, 'storefront/pay-card-invalid-en-1280');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.locator('#acs-submit').click();

    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    await page.getByText('Your bank’s 3-D Secure check did not pass').waitFor();
    await page.getByText('Your items are back in your cart').or(page.getByText('Nothing was charged')).first().waitFor();
    await screenshot(page, 'storefront/payment-declined-en-1280');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('link', { name: /Cart, \d+ items?/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Apple Pay is offered only where the browser can pay with it, and pays there', async () => {
    const inRange = await cartTotalling(shop.url, 200, 300); // Moyasar's sandbox approves Apple Pay for 200-300 SAR
    const { context, page, errors } = await checkoutFor('en', 1280, { applePay: true, cart: inRange });
    await shippingStep(page, shop.url, 'en', '0512345678');
    await page.getByRole('radio', { name: /^Apple Pay/ }).waitFor();
    await screenshot(page, 'storefront/checkout-methods-applepay-en-1280');
    await payWith(page, 'en', /^Apple Pay/);
    await page.waitForURL(/\/checkout\/pay\//);
    await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    // the sheet showed the order's total; Moyasar validated the merchant; the sheet was told it succeeded
    const seen = await page.evaluate(() => ['applePayRequest', 'merchantSession', 'applePayStatus'].map((k) => sessionStorage.getItem(k)));
    expect(Number(JSON.parse(seen[0]!).total.amount)).toBeCloseTo(inRange.total, 2);
    expect(JSON.parse(seen[1]!)).toMatchObject({ domainName: '127.0.0.1', merchantSessionIdentifier: expect.any(String) });
    expect(seen[2]).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Tabby (pay in 4)', () => {
  it('approved: 4 payments shown at checkout, approved on Tabby’s page, paid (English, phone)', async () => {
    const { context, page, errors } = await checkoutFor('en', 390);
    await page.goto(`${shop.url}/products/${cheap.product.id}`);
    await ready(page);
    await page.getByText('Or 4 interest-free payments of').scrollIntoViewIfNeeded();
    await screenshot(page, 'storefront/product-instalments-en-390');
    // and on the cart page, under the server's total
    await page.goto(`${shop.url}/cart`);
    await ready(page);
    await page.locator('.cart-summary').getByText('Or 4 interest-free payments of').waitFor();
    await screenshot(page, 'storefront/cart-instalments-en-390');
    await shippingStep(page, shop.url, 'en', '+966500000001');
    const tabbyChoice = page.locator('.pay-choice[data-method=tabby]');
    await tabbyChoice.getByText('4 interest-free payments of').waitFor();
    await payWith(page, 'en', /^Tabby/);

    await page.waitForURL(new RegExp(`^${tabby.url}/hpp/`));
    await page.locator('#otp').fill(TABBY_OTP);
    await page.locator('#tabby-pay').click();
    await page.waitForURL(/\/payment\/result\?paymentId=.+&payment_id=/);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declined before checkout: the option is off with Tabby’s reason (Arabic, desktop)', async () => {
    const { context, page, errors } = await checkoutFor('ar', 1280);
    await shippingStep(page, shop.url, 'ar', '+966500000002');
    const tabbyChoice = page.locator('.pay-choice[data-method=tabby]');
    await tabbyChoice.getByText('لا يستطيع تابي الموافقة على هذا الطلب، اختر طريقة دفع أخرى').waitFor();
    expect(await page.getByRole('radio', { name: /^تابي/ }).isDisabled()).toBe(true);
    // Tamara's pre-check approved the same shopper: its option stays
    expect(await page.getByRole('radio', { name: /^تمارا/ }).isDisabled()).toBe(false);
    await screenshot(page, 'storefront/checkout-tabby-declined-ar-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

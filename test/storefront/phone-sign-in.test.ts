import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startUnifonicStandIn, type UnifonicStandIn } from '../stand-ins/unifonic/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { htmlState, openShop, ready, shopper } from './helpers.js';
import { until } from '../../server/src/testing/until.js';

/**
 * Issue 18: a shopper on a 390 px phone, in Arabic, signs in with a Saudi mobile number and the
 * code texted to it (through the Unifonic adapter to its stand-in), without ever making a password.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let unifonic: UnifonicStandIn;

beforeAll(async () => {
  unifonic = await startUnifonicStandIn({ senders: ['Ward'] });
  [shop, browser] = await Promise.all([
    openShop({ UNIFONIC_APP_SID: unifonic.appSid, UNIFONIC_BASE_URL: unifonic.url, UNIFONIC_SENDER_ID: 'Ward' }),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await unifonic?.close();
});

/** Waits for the stand-in to receive a text to `recipient` (digits) beyond the first `after` ones; answers its code. */
async function textedCode(recipient: string, after: number): Promise<string> {
  const texts = () => unifonic.messages.filter((m) => m.Recipient === recipient);
  await until(() => texts().length > after, 20_000, `a text message to ${recipient}`);
  return texts()
    .at(-1)!
    .Body.match(/#(\d{6})$/)![1];
}

describe('sign in with a mobile number', () => {
  it('on a phone in Arabic: number, texted code (one-time-code field), a wrong code refused, then signed in', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390, lang: 'ar' });
    await page.goto(`${shop.url}/account`);
    await ready(page);
    expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    await page.getByRole('button', { name: 'الدخول برقم الجوال' }).click();

    // a landline is refused before anything is sent, with the shared rule's Arabic message
    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('0112345678');
    await page.getByRole('button', { name: 'أرسل لي الرمز' }).click();
    await page.getByText('رقم الجوال غير صالح. أدخل رقم جوال خليجي (مثال: 0512345678)').waitFor();
    expect(unifonic.messages).toHaveLength(0);

    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('055 987 6543');
    await page.getByRole('button', { name: 'أرسل لي الرمز' }).click();
    const code = await textedCode('966559876543', 0);
    await page.getByText('+966 55 987 6543').waitFor();
    const codeField = page.getByLabel('رمز التحقق');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    // nothing spills sideways on a 390 px screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-sign-in/code-ar-390');

    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await page.locator('.form-error').getByText('الرمز غير صحيح أو منتهي الصلاحية. اطلب رمزاً جديداً إن لزم.').waitFor();

    // Arabic-Indic digits as a phone keyboard may type them
    await codeField.fill(code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]));
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await page.waitForURL(/\/user$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = (await (await fetch(`${shop.url}/api/Auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { phone: string; email: string | null; phoneVerified: boolean };
    };
    expect(me.data).toMatchObject({ phone: '+966559876543', email: null, phoneVerified: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in English on a dark desktop: the same two steps, left to right', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en', dark: true });
    await page.goto(`${shop.url}/account`);
    await ready(page);
    expect(await htmlState(page)).toMatchObject({ dir: 'ltr', lang: 'en' });
    await page.getByRole('button', { name: 'Sign in with your mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('+971 50 123 4567');
    await screenshot(page, 'phone-sign-in/number-en-dark-desktop');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await textedCode('971501234567', 0);
    await page.getByText('We texted a 6-digit code to').waitFor();
    await page.getByText('+971 50 123 4567').waitFor();
    await screenshot(page, 'phone-sign-in/code-en-dark-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from a product to a placed order on a phone without ever making a password, then followed with number and phone', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390, lang: 'ar' });
    await page.goto(`${shop.url}/products`);
    await ready(page);
    const card = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('button.product-card-add:not([disabled])') })
      .first();
    await card.locator('.product-card-title a').click();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).first().click();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).click();
    await page.getByRole('heading', { name: 'سلة التسوق' }).waitFor();
    await page.getByText('تم تأكيد الأسعار من المتجر').waitFor();
    await page.getByRole('button', { name: 'إتمام الطلب' }).click();
    await page.locator('.checkout-entry').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(/\/account\?next=/);

    await page.getByRole('button', { name: 'الدخول برقم الجوال' }).click();
    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('+966 50 111 2233');
    await page.getByRole('button', { name: 'أرسل لي الرمز' }).click();
    const code = await textedCode('966501112233', 0);
    await page.getByLabel('رمز التحقق').fill(code);
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await page.waitForURL(/\/checkout$/);

    await page.getByRole('heading', { name: 'معلومات الشحن' }).waitFor();
    const newAddress = page.getByLabel('عنوان جديد');
    if (await newAddress.count()) await newAddress.check();
    await page.getByLabel('اسم المستلم').fill('سارة العتيبي');
    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('0501112233');
    await page.getByLabel('الشارع ورقم المبنى').fill('طريق الملك فهد، مبنى 12');
    await page.getByLabel('المدينة').fill('الرياض');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('heading', { name: 'طريقة الدفع' }).waitFor();
    await page.getByLabel(/الدفع عند الاستلام/).check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('heading', { name: 'مراجعة الطلب' }).waitFor();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.getByRole('heading', { name: 'شكراً لك! تم استلام طلبك' }).waitFor();
    await screenshot(page, 'phone-sign-in/order-placed-ar-390');
    const orderNumber = (await page.getByText(/رقم الطلب: /).innerText()).replace('رقم الطلب: ', '').trim();
    expect(errors).toEqual([]);
    await context.close();

    // anyone with the order number and the phone follows it, without signing in
    const visitor = await shopper(browser, shop.url, { width: 390, lang: 'ar' });
    await visitor.page.goto(`${shop.url}/track`);
    await ready(visitor.page);
    await visitor.page.getByLabel('رقم الطلب').fill(orderNumber);
    await visitor.page.getByLabel('رقم الجوال أو البريد الإلكتروني').fill('0501112299');
    await visitor.page.getByRole('button', { name: 'تتبّع الطلب' }).click();
    await visitor.page.getByText('لم نجد طلباً بهذا الرقم وهذه البيانات. تحقق منهما وحاول مرة أخرى.').waitFor();
    await visitor.page.getByLabel('رقم الجوال أو البريد الإلكتروني').fill('00966501112233');
    await visitor.page.getByRole('button', { name: 'تتبّع الطلب' }).click();
    await visitor.page.waitForURL(/\/track\/[0-9a-z]+~[\w-]+$/);
    await visitor.page.locator('.shipment-card .status').waitFor();
    await screenshot(visitor.page, 'phone-sign-in/track-ar-390');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

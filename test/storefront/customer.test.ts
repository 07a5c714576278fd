import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { login, type RunningShop } from '../support/server.js';
import { DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * The customer area and the shop's forms in the browser: addresses (add, primary, delete),
 * profile and password, notifications with their red dot, a product review, contact and
 * newsletter, and a card payment cancelled on the gateway.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let userId: number;
const email = `customer-${Date.now()}@example.com`;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  const res = await fetch(`${shop.url}/api/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ريم الشهري', email, password: 'reem-password-1', confirmPassword: 'reem-password-1' }),
  });
  token = ((await res.json()) as { data: string }).data;
  userId = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('customer area', () => {
  it('adds addresses, moves the primary, deletes one', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/user/addresses`);
    await ready(page);
    await page.getByText('لا توجد عناوين محفوظة').waitFor();
    const add = async (title: string, street: string) => {
      await page.getByRole('button', { name: 'إضافة عنوان' }).click();
      const dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
      await dialog.getByLabel('اسم العنوان').fill(title);
      await dialog.getByLabel('المدينة').fill('الرياض');
      await dialog.getByLabel('الشارع ورقم المبنى').fill(street);
      await dialog.getByLabel('الرمز البريدي (اختياري)').fill('12211');
      await dialog.getByRole('button', { name: 'حفظ' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    // the form checks the shared rules first
    await page.getByRole('button', { name: 'إضافة عنوان' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان' });
    await dialog.getByLabel('الشارع ورقم المبنى').fill('قصير');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('يجب ألا يقل عن 5 أحرف').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await add('المنزل', 'طريق الملك فهد، مبنى 12');
    await add('العمل', 'طريق العليا العام، برج 3');
    const home = page.locator('.address-card').filter({ hasText: 'المنزل' });
    const work = page.locator('.address-card').filter({ hasText: 'العمل' });
    await home.getByText('الرئيسي').waitFor();
    await work.getByRole('button', { name: 'اجعله العنوان الرئيسي' }).click();
    await work.getByText('الرئيسي').waitFor();
    await home.getByRole('button', { name: 'اجعله العنوان الرئيسي' }).waitFor();
    await home.getByRole('button', { name: 'حذف العنوان المنزل' }).click();
    await page.getByRole('dialog', { name: 'حذف العنوان' }).getByRole('button', { name: 'حذف' }).click();
    await home.waitFor({ state: 'detached' });
    expect(await page.locator('.address-card').count()).toBe(1);
    await screenshot(page, 'storefront/addresses-ar-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the profile and changes the password (the fresh token keeps the session)', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { token, lang: 'en' });
    await page.goto(`${shop.url}/user/profile`);
    await ready(page);
    await page.getByLabel('Name', { exact: true }).fill('Reem Alshehri');
    await page.getByLabel('Mobile number (optional)').fill('0551234567');
    await page.locator('form').filter({ hasText: 'Personal details' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your details are saved').waitFor();
    await page.getByLabel('Current password').fill('reem-password-1');
    await page.getByLabel('New password').fill('reem-password-2');
    await page.getByLabel('Confirm password').fill('reem-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    const fresh = await page.evaluate(() => localStorage.getItem('token'));
    expect(fresh).not.toBe(token);
    token = fresh!;
    await page.goto(`${shop.url}/user/orders`);
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    await page.getByText('No orders yet.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows notifications newest first with a red dot until read', async () => {
    const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    for (const n of [1, 2]) {
      const res = await fetch(`${shop.url}/api/admin/notifications/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          target: 'one',
          userIds: [userId],
          title: { ar: `عرض خاص ${n}`, en: `Special offer ${n}` },
          description: { ar: 'خصم على العود', en: 'A discount on oud' },
        }),
      });
      expect(res.ok).toBe(true);
    }
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/user/notifications`);
    await ready(page);
    await page.getByText('إشعاران غير مقروءين').waitFor();
    const titles = await page.locator('.notification h2').allInnerTexts();
    expect(titles.map((t) => t.replace(/غير مقروء:\s*/, '').trim())).toEqual(['عرض خاص 2', 'عرض خاص 1']);
    await page.locator('.user-nav .dot').waitFor();
    await page.locator('.avatar-dot').waitFor();
    await page.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await page.getByText('لا توجد إشعارات غير مقروءة').waitFor();
    await page.locator('.user-nav .dot').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the wallet: empty at first, then the shop’s credit with its reason and expiry, on a phone', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { token, width: 390 });
    await page.goto(`${shop.url}/user/wallet`);
    await ready(page);
    await page.getByRole('heading', { level: 1, name: 'محفظتي' }).waitFor();
    await page.getByText('لا حركات في محفظتك بعد').waitFor();
    expect(await page.getByTestId('wallet-balance').innerText()).toMatch(/0\.00/);

    const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
    const expiresAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const res = await fetch(`${shop.url}/api/admin/wallets/${userId}/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ direction: 'credit', amount: 35, reason: 'تعويض عن تأخر الشحنة', expiresAt }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    await ready(page);
    await page
      .getByTestId('wallet-balance')
      .getByText(/35\.00/)
      .waitFor();
    await page.getByText(/ينتهي .*35\.00.* من رصيدك خلال 30 يوماً/).waitFor();
    const line = page.locator('.wallet-line');
    await line.getByText('رصيد من المتجر').waitFor();
    await line.getByText('تعويض عن تأخر الشحنة').waitFor();
    expect(await line.locator('.wallet-amount').innerText()).toMatch(/^\+.*35\.00/);
    // reachable from the customer area's navigation
    await page.getByRole('navigation', { name: 'حسابي' }).getByRole('link', { name: 'المحفظة' }).waitFor();
    await screenshot(page, 'storefront/wallet-phone-ar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a product review (logged in only)', async () => {
    const list = (await (await fetch(`${shop.url}/api/products?pageSize=1&sort=name_asc`)).json()) as {
      data: { items: Array<{ id: number }> };
    };
    const id = list.data.items[0].id;
    const visitor = await shopper(browser, shop.url);
    await visitor.page.goto(`${shop.url}/products/${id}`);
    await visitor.page.getByText('سجّل الدخول لكتابة تقييم.').waitFor();
    await visitor.context.close();

    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.goto(`${shop.url}/products/${id}`);
    await page.getByRole('button', { name: 'اكتب تقييمك' }).click();
    await page.getByRole('button', { name: 'إرسال التقييم' }).click();
    await page.locator('#rating-error').waitFor();
    await page.locator('.rating-star').nth(4).click();
    await page.getByLabel('تعليقك').fill('رائحة فاخرة وثبات ممتاز طوال اليوم');
    await page.getByRole('button', { name: 'إرسال التقييم' }).click();
    await page.getByText('شكراً! تم حفظ تقييمك.').waitFor();
    await page.locator('.review-text', { hasText: 'رائحة فاخرة وثبات ممتاز طوال اليوم' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('forms and payments', () => {
  it('sends the contact form and subscribes to the newsletter', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en' });
    await page.goto(`${shop.url}/contact`);
    await ready(page);
    await page.getByLabel('Name', { exact: true }).fill('Khalid');
    await page.getByLabel('Email', { exact: true }).fill('khalid@example.com');
    await page.getByLabel('Your message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Must be at least 10 characters').waitFor();
    await page.getByLabel('Your message').fill('Do you have the Cambodian oud in 12 gram jars?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message is sent; we will be in touch soon').first().waitFor();

    await page.goto(`${shop.url}/`);
    await page.locator('.category-grid').waitFor();
    // the newsletter is at the foot of the home page: it renders as the shopper scrolls down
    const heading = page.getByRole('heading', { name: 'Join our newsletter' });
    for (let i = 0; i < 30 && !(await heading.count()); i++) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(100);
    }
    await heading.scrollIntoViewIfNeeded();
    // the box checks with the shared rule, loaded when the shopper first uses it: a bad address is refused in words
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').getByText('Enter a valid email address').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(`news-${Date.now()}@example.com`);
    // subscribing is agreeing to marketing (issue 33): the box starts unticked and must be ticked
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').getByText('Tick the box to agree first').waitFor();
    await page.getByLabel('I agree that Ward may send me offers and cart reminders this way; I can stop this at any time.').check();
    await screenshot(page, 'storefront/consent/newsletter-box-en');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing! Our latest offers are on their way.').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a card payment cancelled on the gateway shows "canceled" with the invoice details and gives the cart back', async () => {
    const product = (
      (await (await fetch(`${shop.url}/api/products?inStock=true&pageSize=1`)).json()) as {
        data: { items: Array<Record<string, unknown>> };
      }
    ).data.items[0];
    const { context, page, errors } = await shopper(browser, shop.url, { token });
    await page.evaluate((p) => {
      localStorage.setItem(
        'ward-store',
        JSON.stringify({
          state: { items: [{ id: p.id, name: p.name, price: p.price, quantity: 1, stock: p.stock, weight: p.weight }] },
          version: 1,
        }),
      );
    }, product);
    await page.goto(`${shop.url}/checkout`);
    await ready(page);
    await page.getByRole('heading', { name: 'معلومات الشحن' }).waitFor();
    await page.locator('.choice-card input[name=address]').first().waitFor();
    if (await page.getByLabel('عنوان جديد').isChecked()) {
      await page.getByLabel('اسم المستلم').fill('ريم الشهري');
      await page.getByLabel('رقم الجوال').fill('0551234567');
      await page.getByLabel('الشارع ورقم المبنى').fill('طريق الملك فهد، مبنى 12');
      await page.getByLabel('المدينة').fill('الرياض');
    }
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByLabel(/بطاقة ائتمانية/).check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.locator('.checkout-summary .totals-total').waitFor();
    await page.getByRole('button', { name: 'تأكيد الطلب والدفع' }).click();
    await page.waitForURL(/\/pay\//);
    await page.locator('button.secondary').click();
    await page.waitForURL(/\/payment\/result\?paymentId=/);
    await page.getByRole('heading', { name: 'تم إلغاء الدفع' }).waitFor();
    for (const label of ['مرجع الدفع', 'المبلغ', 'تاريخ الإنشاء']) await page.getByText(label, { exact: true }).waitFor();
    expect(await page.locator('.status').innerText()).toBe('ملغاة');
    // the cart left for the gateway comes back
    await page.getByText('أعدنا منتجاتك إلى السلة').waitFor();
    await page.getByRole('link', { name: 'السلة، منتج واحد' }).waitFor();
    await screenshot(page, 'storefront/payment-canceled-ar-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

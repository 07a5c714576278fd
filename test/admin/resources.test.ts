import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import {
  addFilter,
  adminApi,
  adminPage,
  downloadText,
  eventually,
  expectFieldMessage,
  fieldMessage,
  expectRowCount,
  filterQuery,
  png,
  rows,
  toast,
} from './helpers.js';

/**
 * Every back-office resource against the real server, as an admin uses it: orders (filters,
 * reject, ship, complete, invoice), customers (filters, create, edit, block, the server's
 * refusals), coupons, carriers and shipping rates, reviews, notifications, banners (upload with
 * progress), testimonials, content pages, the read-only inboxes with their CSV export, the
 * outbox and the settings — in Arabic (RTL) and, at the end, in English.
 */

jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;
let token: string;
let api: ReturnType<typeof adminApi>;
let context: BrowserContext;
let page: Page;
/** The order the orders tests ship and complete; the English test reads its timeline. */
let shippedOrderId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  api = adminApi(shop.url, token);
  ({ context, page } = await adminPage(browser, shop.url, token));
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.stop();
});

const open = (path: string) => page.goto(`${shop.url}/admin${path}`);
/** A list without the filters an earlier test left in react-admin's store. */
const openList = (resource: string) => open(`/${resource}?filter=%7B%7D&page=1`);
const save = () => page.getByRole('button', { name: 'حفظ' }).click();
const chips = (status: string) => rows(page).locator('.MuiChip-root').getByText(status, { exact: true });
async function firstOrder(status: string) {
  const { body } = await api<Array<{ id: number; orderNumber: string }>>(`orders${filterQuery({ status })}`);
  return body[0];
}

describe('orders', () => {
  it('filters by status tab, payment method, date and total, as the API does', async () => {
    await openList('orders');
    await page.getByRole('tab', { name: 'مكتمل' }).click();
    await page.waitForURL(/Completed/);
    const completed = await api(`orders${filterQuery({ status: 'Completed' })}`);
    await expectRowCount(page, completed.total);
    await expect(chips('مكتمل').count()).resolves.toBe(completed.total);

    await page.getByRole('tab', { name: 'الكل' }).click();
    await addFilter(page, 'إضافة عامل تصفية', 'طريقة الدفع');
    await page.getByRole('combobox', { name: 'طريقة الدفع' }).click();
    await page.getByRole('option', { name: 'بطاقة ائتمانية' }).click();
    // each filter lands (react-admin debounces them) before the next is added
    await page.waitForURL(/paymentMethod/);
    await addFilter(page, 'إضافة عامل تصفية', 'الإجمالي من (ر.س)');
    await page.locator('input[name="total_gte"]').fill('800');
    await page.waitForURL(/total_gte%22%3A800/);
    const since = new Date(Date.now() - 40 * 86400_000).toISOString().slice(0, 10);
    await addFilter(page, 'إضافة عامل تصفية', 'من تاريخ');
    await page.locator('input[name="createdAt_gte"]').fill(since);
    const expected = await api<Array<{ orderNumber: string }>>(
      `orders${filterQuery({ paymentMethod: 'card', total_gte: 800, createdAt_gte: since })}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    await expectRowCount(page, expected.total);
    const numbers = await rows(page).locator('td:first-child').allInnerTexts();
    expect(numbers.map((n) => n.trim()).sort()).toEqual(expected.body.map((o) => o.orderNumber).sort());
    await expect(rows(page).locator('.MuiChip-root').getByText('الدفع عند الاستلام').count()).resolves.toBe(0);
    await screenshot(page, 'admin/orders-filtered-ar');

    // the export holds the filtered orders, one line each, readable by spreadsheet programs
    const csv = await downloadText(page, () => page.getByRole('button', { name: 'تصدير' }).click());
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.text.slice(1).split('\n');
    expect(header.split(',').slice(0, 5)).toEqual(['orderNumber', 'createdAt', 'status', 'paymentMethod', 'customerName']);
    expect(lines.map((l) => l.split(',')[0]).sort()).toEqual(expected.body.map((o) => o.orderNumber).sort());
  });

  it('rejects a new order with a reason the customer receives', async () => {
    const order = await firstOrder('New');
    await open(`/orders/${order.id}/show`);
    await page.getByRole('button', { name: 'رفض' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'رفض' }).click();
    // an empty reason is "required" (13.7), not "too short"
    await dialog.getByText('هذا الحقل مطلوب').waitFor();
    await dialog.locator('textarea[name="reason"]').fill('نفدت الكمية من المستودع');
    await dialog.getByRole('button', { name: 'رفض' }).click();
    await toast(page, 'تم رفض الطلب');
    await page.locator('.MuiChip-root').getByText('مرفوض').waitFor();
    await page.getByTestId('order-timeline').getByText('نفدت الكمية من المستودع').waitFor();
    await expect(page.getByRole('button', { name: 'قبول' }).count()).resolves.toBe(0);
    const { body } = await api(`orders/${order.id}`);
    expect(body).toMatchObject({ status: 'Rejected', rejectionReason: 'نفدت الكمية من المستودع' });
  });

  it('ships with a carrier and a tracking number, completes, and prints the invoice', async () => {
    const order = await firstOrder('InPreparation');
    shippedOrderId = order.id;
    await open(`/orders/${order.id}/show`);
    await page.getByRole('button', { name: 'شحن' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'شحن' }).click();
    await dialog.getByText('رقم التتبع غير صالح (4 إلى 40 حرفاً أو رقماً)').waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'أرامكس' }).click();
    await dialog.locator('input[name="trackingNumber"]').fill('AX-99887766');
    await dialog.getByRole('button', { name: 'شحن' }).click();
    await toast(page, 'الطلب في الطريق');
    const link = page.getByRole('link', { name: 'AX-99887766' });
    await expect(link.getAttribute('href')).resolves.toBe('https://www.aramex.com/sa/ar/track/results?ShipmentNumber=AX-99887766');
    await page.getByTestId('order-timeline').getByText('أرامكس · AX-99887766').waitFor();
    expect((await api(`orders/${order.id}`)).body).toMatchObject({
      status: 'OnTheWay',
      trackingNumber: 'AX-99887766',
      carrier: { name: { en: 'Aramex' } },
    });

    await page.getByRole('button', { name: 'تحديد كمكتمل' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'اكتمل الطلب');
    await page.locator('.MuiChip-root').getByText('مكتمل', { exact: true }).waitFor();
    expect((await api(`orders/${order.id}`)).body.status).toBe('Completed');
    await screenshot(page, 'admin/order-completed-ar');

    const [invoice] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'طباعة الفاتورة' }).click()]);
    await invoice.getByText('فاتورة ضريبية مبسطة').waitFor();
    await invoice.getByText(order.orderNumber).first().waitFor();
    await invoice.close();
  });

  it('offers no invoice for an order whose payment failed, and translates the gateway’s note', async () => {
    const order = await firstOrder('PaymentFailure');
    await open(`/orders/${order.id}/show`);
    await page.getByTestId('order-timeline').getByText('فشل الدفع').waitFor();
    await expect(page.getByRole('button', { name: 'طباعة الفاتورة' }).count()).resolves.toBe(0);
    const notes = await page.getByTestId('order-timeline').innerText();
    expect(notes).not.toMatch(/\b(paid|card_declined|failed|expired|canceled)\b/);
  });
});

describe('customers', () => {
  const khalid = { name: 'خالد الحربي', email: 'khalid.h@example.com' };
  let khalidId: number;

  it('filters by role and status', async () => {
    await openList('customers');
    await addFilter(page, 'إضافة عامل تصفية', 'الدور');
    await page.getByRole('combobox', { name: 'الدور' }).click();
    await page.getByRole('option', { name: 'مدير' }).click();
    await expectRowCount(page, 1);
    await rows(page).getByText('admin@ward.sa').waitFor();
    await page.getByRole('combobox', { name: 'الدور' }).click();
    await page.getByRole('option', { name: 'عميل' }).click();
    const customers = await api(`customers${filterQuery({ role: 'Customer' })}`);
    await expectRowCount(page, customers.total);
    await expect(chips('مدير').count()).resolves.toBe(0);
  });

  it('creates a customer with a password of at least 6, and shows the server’s field error for a taken email', async () => {
    await open('/customers/create');
    await page.locator('input[name="name"]').fill(khalid.name);
    await page.locator('input[name="email"]').fill(khalid.email);
    await page.locator('input[name="phone"]').fill('0551234567');
    await page.locator('input[name="password"]').fill('abc');
    await save();
    await expectFieldMessage(page, 'password', 'يجب ألا تقل كلمة المرور عن 6 أحرف');
    await toast(page, 'النموذج غير صالح. يرجى مراجعة الأخطاء');
    await page.locator('input[name="password"]').fill('secret1');
    // the corrected field must have re-validated (its message gone) before saving again
    await fieldMessage(page, 'password').getByText('يجب ألا تقل كلمة المرور عن 6 أحرف').waitFor({ state: 'detached' });
    await save();
    await page.waitForURL(/\/admin\/customers$/, { timeout: 60_000 });
    await rows(page).getByText(khalid.email).waitFor();
    const [created] = (await api<Array<{ id: number }>>(`customers${filterQuery({ q: 'khalid.h' })}`)).body;
    expect(created).toMatchObject({ ...khalid, phone: '+966551234567', role: 'Customer', status: 'Active' });
    khalidId = created.id;
    await expect(login(shop.url, khalid.email, 'secret1')).resolves.toEqual(expect.any(String));

    await open('/customers/create');
    await page.locator('input[name="name"]').fill('خالد آخر');
    await page.locator('input[name="email"]').fill(khalid.email);
    await page.locator('input[name="password"]').fill('secret1');
    await save();
    await expectFieldMessage(page, 'email', 'البريد الإلكتروني مسجل مسبقاً');
    await toast(page, 'فشل إنشاء أو تحديث العميل: البريد الإلكتروني مسجل مسبقاً');
    expect((await api(`customers${filterQuery({ q: 'khalid.h' })}`)).total).toBe(1);
  });

  it('edits a customer, blocks and activates them', async () => {
    await open(`/customers/${khalidId}`);
    await page.locator('input[name="phone"]').fill('0559876543');
    await save();
    await toast(page, 'تم تحديث العنصر');
    expect((await api(`customers/${khalidId}`)).body.phone).toBe('+966559876543');

    await open(`/customers/${khalidId}`);
    await page.getByTestId('customer-status').getByText('نشط').waitFor();
    await page.getByRole('button', { name: 'حظر' }).click();
    // blocking asks first (13.8); cancelling changes nothing
    const confirm = page.getByRole('dialog', { name: /حظر .*؟/ });
    await confirm.getByText('سيُسجَّل خروجه فوراً').waitFor();
    await confirm.getByRole('button', { name: 'إلغاء' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await api(`customers/${khalidId}`)).body.status).toBe('Active');
    await page.getByRole('button', { name: 'حظر' }).click();
    await confirm.getByRole('button', { name: 'حظر' }).click();
    await toast(page, 'تم حظر العميل');
    await page.getByTestId('customer-status').getByText('محظور').waitFor();
    expect((await api(`customers/${khalidId}`)).body.status).toBe('Blocked');
    await expect(login(shop.url, khalid.email, 'secret1')).rejects.toThrow();
    await screenshot(page, 'admin/customer-blocked-ar');

    // saving the form after a block keeps the block (the form never sends a stale status)
    await page.locator('input[name="name"]').fill('خالد عبدالله الحربي');
    await save();
    await toast(page, 'تم تحديث العنصر');
    expect((await api(`customers/${khalidId}`)).body).toMatchObject({ name: 'خالد عبدالله الحربي', status: 'Blocked' });

    await open(`/customers/${khalidId}`);
    await page.getByRole('button', { name: 'تفعيل' }).click();
    await toast(page, 'تم تفعيل العميل');
    await page.getByTestId('customer-status').getByText('نشط').waitFor();
    expect((await api(`customers/${khalidId}`)).body.status).toBe('Active');
  });

  it('shows the server’s refusal when an admin blocks or demotes themself', async () => {
    await openList('customers');
    const adminRow = rows(page).filter({ hasText: DEMO.admin.email });
    await adminRow.getByRole('button', { name: 'حظر' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حظر' }).click();
    await toast(page, 'تعذّر تنفيذ الإجراء: لا يمكنك إيقاف حسابك بنفسك');
    expect(new URL(page.url()).pathname).toBe('/admin/customers');

    await adminRow.click();
    await page.getByRole('combobox', { name: 'الدور' }).click();
    await page.getByRole('option', { name: 'عميل' }).click();
    await save();
    await toast(page, 'فشل إنشاء أو تحديث العميل: لا يمكنك تغيير صلاحية حسابك بنفسك');
    const [me] = (await api<Array<Record<string, unknown>>>(`customers${filterQuery({ q: DEMO.admin.email })}`)).body;
    expect(me).toMatchObject({ role: 'Admin', status: 'Active' });
  });
});

describe('coupons', () => {
  it('validates on the fields, switches between percentage and a fixed amount, and saves', async () => {
    await open('/coupons/create');
    await page.locator('input[name="code"]').fill('e');
    await save();
    await expectFieldMessage(page, 'code', 'يجب ألا يقل عن حرفين');
    await expectFieldMessage(page, 'discountValue', 'يجب أن يكون رقماً');
    await expectFieldMessage(page, 'expiryDate', 'هذا الحقل مطلوب');

    await page.locator('input[name="code"]').fill('eid30');
    await expect(page.locator('input[name="code"]').inputValue()).resolves.toBe('EID30');
    await page.locator('input[name="discountValue"]').fill('130');
    await page.locator('input[name="expiryDate"]').fill('2027-03-31');
    const unit = page.locator('input[name="discountValue"]').locator('xpath=..').locator('.MuiInputAdornment-root');
    await expect(unit.innerText()).resolves.toBe('%');
    await save();
    await expectFieldMessage(page, 'discountValue', 'نسبة الخصم لا تتجاوز 100%');

    await page.locator('input[name="isPercentage"]').uncheck();
    await expect(unit.innerText()).resolves.toBe('ر.س');
    await expectFieldMessage(page, 'discountValue', 'مبلغ ثابت (ر.س)');
    await screenshot(page, 'admin/coupon-fixed-ar');
    await save();
    await page.waitForURL(/\/admin\/coupons$/);
    await rows(page).filter({ hasText: 'EID30' }).getByText('130.00').waitFor();
    const [coupon] = (await api<Array<{ id: number }>>(`coupons${filterQuery({ q: 'EID30' })}`)).body;
    // a date means the end of that day in Riyadh
    expect(coupon).toMatchObject({
      code: 'EID30',
      isPercentage: false,
      discountValue: 130,
      expiryDate: '2027-03-31T20:59:59.999Z',
      isActive: true,
    });

    await rows(page).filter({ hasText: 'EID30' }).getByText('EID30').click();
    await page.locator('input[name="expiryDate"]').fill('2027-06-30');
    await page.locator('input[name="usageLimit"]').fill('50');
    await save();
    await toast(page, 'تم تحديث العنصر');
    expect((await api(`coupons/${coupon.id}`)).body).toMatchObject({ expiryDate: '2027-06-30T20:59:59.999Z', usageLimit: 50 });
  });

  it('puts the server’s “code exists” on the code field, filters expired coupons and deletes', async () => {
    await open('/coupons/create');
    await page.locator('input[name="code"]').fill('welcome15');
    await page.locator('input[name="discountValue"]').fill('10');
    await page.locator('input[name="expiryDate"]').fill('2027-03-31');
    await save();
    await expectFieldMessage(page, 'code', 'يوجد كوبون بهذا الرمز مسبقاً');
    await toast(page, 'فشل إنشاء أو تحديث الكوبون: يوجد كوبون بهذا الرمز مسبقاً');

    await openList('coupons');
    await addFilter(page, 'إضافة عامل تصفية', 'فعّال');
    await page.getByRole('combobox', { name: 'فعّال' }).click();
    await page.getByRole('option', { name: 'لا' }).click();
    const expired = await api<Array<{ code: string }>>(`coupons${filterQuery({ isActive: false })}`);
    await expectRowCount(page, expired.total);
    await rows(page).getByText(expired.body[0].code).waitFor();

    await openList('coupons');
    const row = rows(page).filter({ hasText: 'EID30' });
    await row.locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'حذف' }).click();
    // a list deletes at once with an undo notice; the request leaves when the notice closes
    await toast(page, 'تم حذف العنصر');
    await expect(rows(page).filter({ hasText: 'EID30' }).count()).resolves.toBe(0);
    await eventually(async () => (await api(`coupons${filterQuery({ q: 'EID30' })}`)).total, 0);
  });
});

describe('carriers and shipping rates', () => {
  // Zajil: a carrier the demo seed does not have (Naqel is seeded)
  it('creates a carrier, its rate with the days-range and duplicate errors, and filters rates by country', async () => {
    await open('/carriers/create');
    await page.locator('input[name="name.ar"]').fill('زاجل');
    await page.locator('input[name="trackingUrlTemplate"]').fill('https://track.example.com/');
    await save();
    await expectFieldMessage(page, 'trackingUrlTemplate', 'يجب أن يحتوي رابط التتبع على {n} مكان رقم الشحنة');
    await expect(page.locator('input[name="trackingUrlTemplate"]').evaluate((el) => getComputedStyle(el).direction)).resolves.toBe('ltr');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="name.en"]').fill('Zajil');
    await page.locator('input[name="trackingUrlTemplate"]').fill('https://track.example.com/{n}');
    await save();
    await page.waitForURL(/\/admin\/carriers$/);
    await rows(page).getByText('زاجل').waitFor();

    await open('/shipping-rates/create');
    await page.getByRole('combobox', { name: 'الدولة' }).click();
    await page.getByRole('option', { name: 'قطر' }).click();
    await page.getByRole('combobox', { name: 'شركة الشحن' }).click();
    await page.getByRole('option', { name: 'زاجل' }).click();
    await page.locator('input[name="firstKgFee"]').fill('30');
    await page.locator('input[name="additionalKgFee"]').fill('7');
    await page.locator('input[name="minDays"]').fill('6');
    await page.locator('input[name="maxDays"]').fill('4');
    await save();
    await expectFieldMessage(page, 'maxDays', 'أقصى مدة للتوصيل يجب ألا تقل عن أدناها');
    await page.locator('input[name="maxDays"]').fill('8');
    await save();
    await page.waitForURL(/\/admin\/shipping-rates/);

    await open('/shipping-rates/create');
    await page.getByRole('combobox', { name: 'الدولة' }).click();
    await page.getByRole('option', { name: 'قطر' }).click();
    await page.getByRole('combobox', { name: 'شركة الشحن' }).click();
    await page.getByRole('option', { name: 'زاجل' }).click();
    await page.locator('input[name="firstKgFee"]').fill('20');
    await page.locator('input[name="additionalKgFee"]').fill('5');
    await save();
    await expectFieldMessage(page, 'country', 'يوجد سعر شحن لهذه الدولة وشركة الشحن مسبقاً');
    await toast(page, 'فشل إنشاء أو تحديث سعر الشحن: يوجد سعر شحن لهذه الدولة وشركة الشحن مسبقاً');

    await openList('shipping-rates');
    await page.getByRole('combobox', { name: 'الدولة' }).click();
    await page.getByRole('option', { name: 'قطر' }).click();
    const qatar = await api(`shipping-rates${filterQuery({ country: 'QA' })}`);
    await expectRowCount(page, qatar.total);
    await expect(chips('قطر').count()).resolves.toBe(qatar.total);
    await rows(page).filter({ hasText: 'زاجل' }).getByText('30.00').waitFor();
  });

  it('refuses to delete a carrier open orders use, and deletes an unused one', async () => {
    const { body: open_ } = await api<Array<{ carrier: { id: number; name: { ar: string } } }>>(
      `orders${filterQuery({ status: 'OnTheWay' })}`,
    );
    const used = open_[0].carrier;
    await open(`/carriers/${used.id}`);
    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'فشل حذف شركة الشحن: لا يمكن حذف شركة شحن مرتبطة بطلبات، يمكنك تعطيلها بدلاً من ذلك');
    expect((await api(`carriers/${used.id}`)).status).toBe(200);

    const [zajil] = (await api<Array<{ id: number }>>(`carriers${filterQuery({ q: 'Zajil' })}`)).body;
    await open(`/carriers/${zajil.id}`);
    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'تم حذف العنصر');
    await page.waitForURL(/\/admin\/carriers$/);
    expect((await api(`carriers/${zajil.id}`)).status).toBe(404);
    expect((await api(`shipping-rates${filterQuery({ carrierId: zajil.id })}`)).total).toBe(0);
  });
});

describe('reviews', () => {
  type Review = { id: number; rating: number; isHidden: boolean };

  it('sorts by rating and pages through the list', async () => {
    await openList('reviews');
    await page.locator('thead').getByText('التقييم').click();
    await page.waitForURL(/sort=rating/);
    const all = await api<Review[]>(`reviews?sort=${encodeURIComponent('["rating","ASC"]')}&range=[0,24]`);
    const ratings = () =>
      rows(page)
        .locator('.MuiRating-root')
        .evaluateAll((els) => els.map((el) => Number.parseInt(el.getAttribute('aria-label') ?? '', 10)));
    await eventually(
      ratings,
      all.body.map((r) => r.rating),
    );
    expect(all.body[0].rating).toBeLessThan(all.body.at(-1)!.rating);
    await page.getByRole('combobox', { name: /عدد الصفوف/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expectRowCount(page, 10);
    await page.getByRole('button', { name: 'الانتقال إلى الصفحة 2' }).click();
    await expectRowCount(page, all.total! - 10);
    await page.getByText(`11-${all.total} من ${all.total}`).waitFor();
  });

  it('hides one review, then hides and shows several at once', async () => {
    await openList('reviews');
    const first = rows(page).first();
    await first.getByRole('button', { name: 'إخفاء' }).click();
    await toast(page, 'تم إخفاء المراجعة');
    await first.getByText('مخفية', { exact: true }).waitFor();
    const hiddenNow = await api<Review[]>(`reviews${filterQuery({ isHidden: true })}`);
    expect(hiddenNow.total).toBe(1);

    for (const i of [1, 2]) await rows(page).nth(i).locator('input[type="checkbox"]').check();
    await page.getByText('تم تحديد عنصرين').waitFor();
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'إخفاء' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'تم إخفاء مراجعتين');
    expect((await api(`reviews${filterQuery({ isHidden: true })}`)).total).toBe(3);

    await addFilter(page, 'إضافة عامل تصفية', 'مخفية');
    await page.getByRole('combobox', { name: 'مخفية' }).click();
    await page.getByRole('option', { name: 'نعم' }).click();
    await expectRowCount(page, 3);
    await page.getByRole('checkbox', { name: 'تحديد الكل' }).check();
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'إظهار' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'أصبحت 3 مراجعات ظاهرة');
    expect((await api(`reviews${filterQuery({ isHidden: true })}`)).total).toBe(0);
    await screenshot(page, 'admin/reviews-ar');
  });
});

describe('notifications', () => {
  const compose = async (title: string) => {
    await page.locator('input[name="title.ar"]').fill(title);
    await page.locator('textarea[name="description.ar"]').fill('خصم 20٪ على العود حتى نهاية الأسبوع');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="title.en"]').fill(`${title} (en)`);
    await page.locator('textarea[name="description.en"]').fill('20% off oud until the weekend');
    await page.getByRole('tab', { name: 'العربية' }).click();
  };
  const send = () => page.getByRole('button', { name: 'إرسال' }).click();
  const received = async (title: string) =>
    (await api<Array<{ userEmail: string }>>(`notifications${filterQuery({ q: title })}`)).body.map((n) => n.userEmail).sort();

  it('sends to one customer, chosen by name', async () => {
    await open('/notifications/create');
    await page.getByRole('radio', { name: 'عميل واحد' }).check();
    await compose('تخفيضات الشتاء');
    await send();
    await expectFieldMessage(page, 'userId', 'اختر مستخدماً واحداً');
    const recipient = page.getByRole('combobox', { name: 'العميل' });
    await recipient.fill('هند');
    await page.getByRole('option', { name: /hind\.s@example\.com/ }).click();
    await send();
    await toast(page, 'أُرسل الإشعار إلى عميل واحد');
    await page.waitForURL(/\/admin\/notifications$/);
    await rows(page).getByText('تخفيضات الشتاء').waitFor();
    await expect(received('تخفيضات الشتاء')).resolves.toEqual(['hind.s@example.com']);
  });

  it('sends to selected customers and to all of them', async () => {
    await open('/notifications/create');
    await page.getByRole('radio', { name: 'عملاء محددون' }).check();
    await compose('عرض خاص');
    const pick = page.getByRole('combobox', { name: 'العملاء' });
    for (const who of ['منيرة', 'Omar']) {
      await pick.fill(who);
      await page.getByRole('option', { name: new RegExp(who) }).click();
    }
    await send();
    await toast(page, 'أُرسل الإشعار إلى عميلين');
    await expect(received('عرض خاص')).resolves.toEqual(['munira.z@example.com', 'omar.k@example.com']);

    const active = await api(`customers${filterQuery({ role: 'Customer', status: 'Active' })}`);
    await open('/notifications/create');
    await compose('أهلاً بالشتاء');
    await send();
    await toast(page, `أُرسل الإشعار إلى ${active.total} عملاء`);
    expect((await received('أهلاً بالشتاء')).length).toBe(active.total);
  });
});

describe('banners', () => {
  it('needs an image to create, shows the picked one, uploads it with progress and saves the position', async () => {
    await open('/banners/create');
    await page.locator('input[name="name.ar"]').fill('عروض الشتاء');
    await page.locator('textarea[name="description.ar"]').fill('خصومات على العود والبخور');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="name.en"]').fill('Winter offers');
    await page.locator('textarea[name="description.en"]').fill('Savings on oud and incense');
    await save();
    await page.getByText('صورة البانر مطلوبة').waitFor();

    await page.locator('input[type="file"]').setInputFiles([{ name: 'winter.png', mimeType: 'image/png', buffer: png(1200, 400, false) }]);
    await expect(page.locator('form img.RaImageField-image').getAttribute('src')).resolves.toMatch(/^blob:/);
    await page.getByRole('combobox', { name: 'الموضع' }).click();
    await page.getByRole('option', { name: 'بعد قسم النساء' }).click();
    // a slow uplink, so that the progress shows
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600_000 });
    await save();
    const progress = page.getByTestId('upload-progress');
    await progress.getByText(/جارٍ رفع 1 صورة… \d+٪/).waitFor();
    await screenshot(page, 'admin/banner-uploading-ar');
    await page.waitForURL(/\/admin\/banners$/, { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    await expect(progress.count()).resolves.toBe(0);
    const row = rows(page).filter({ hasText: 'عروض الشتاء' });
    await row.getByText('بعد قسم النساء').waitFor();
    const [banner] = (await api<Array<{ id: number; image: { url: string } }>>(`banners${filterQuery({ q: 'Winter offers' })}`)).body;
    expect(banner).toMatchObject({ position: 'after_women', isActive: true, name: { ar: 'عروض الشتاء', en: 'Winter offers' } });
    expect(banner.image.url).toMatch(/^\/media\/.+\.webp$/);

    await row.getByText('عروض الشتاء').click();
    await expect(page.locator('form img.RaImageField-image').getAttribute('src')).resolves.toMatch(/^\/media\/.+\.webp$/);
    await page.getByRole('combobox', { name: 'الموضع' }).click();
    await page.getByRole('option', { name: 'بعد المنتجات المميزة' }).click();
    await save();
    await toast(page, 'تم تحديث العنصر');
    expect((await api(`banners/${banner.id}`)).body).toMatchObject({ position: 'after_featured', image: { url: banner.image.url } });
  });
});

describe('testimonials', () => {
  it('creates with the shared rules, edits and deletes', async () => {
    await open('/testimonials/create');
    await page.locator('input[name="name.ar"]').fill('ن');
    await page.locator('input[name="job.ar"]').fill('مصممة');
    await page.locator('textarea[name="review.ar"]').fill('جيد');
    await save();
    await expectFieldMessage(page, 'name.ar', 'يجب ألا يقل عن حرفين');
    await expectFieldMessage(page, 'review.ar', 'يجب ألا يقل عن 5 أحرف');
    await page.locator('input[name="name.ar"]').fill('لمى العنزي');
    await page.locator('textarea[name="review.ar"]').fill('عطور أصيلة وتغليف راقٍ');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    await page.locator('input[name="name.en"]').fill('Lama Al-Anazi');
    await page.locator('input[name="job.en"]').fill('Designer');
    await page.locator('textarea[name="review.en"]').fill('Genuine perfumes, elegant packaging');
    await save();
    await page.waitForURL(/\/admin\/testimonials$/);
    await rows(page).getByText('لمى العنزي').click();
    await page.locator('input[name="job.ar"]').fill('مصممة داخلية');
    await save();
    await toast(page, 'تم تحديث العنصر');
    const [saved] = (await api<Array<{ id: number }>>(`testimonials${filterQuery({ q: 'Lama' })}`)).body;
    expect(saved).toMatchObject({ job: { ar: 'مصممة داخلية', en: 'Designer' } });

    await open(`/testimonials/${saved.id}`);
    await page.getByRole('button', { name: 'حذف' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'تم حذف العنصر');
    expect((await api(`testimonials/${saved.id}`)).status).toBe(404);
  });
});

describe('content pages', () => {
  /** Focuses the editor with the caret after its last character (TipTap's own command). */
  const caretAtEnd = async (editor: ReturnType<Page['locator']>) => {
    await editor.evaluate((el) =>
      (el as HTMLElement & { editor: { commands: { focus(at: 'end'): boolean } } }).editor.commands.focus('end'),
    );
    await page.waitForFunction((el) => document.activeElement === el, await editor.elementHandle());
  };

  it('edits the rich text in both languages, each editor in its own direction', async () => {
    const { body: pages } = await api<Array<{ id: number; slug: string }>>('pages');
    const terms = pages.find((p) => p.slug === 'terms')!;
    await openList('pages');
    await rows(page).getByText('الشروط والأحكام').first().click();
    const editors = page.locator('.ProseMirror');
    await expect(editors.first().getAttribute('dir')).resolves.toBe('rtl');
    await caretAtEnd(editors.first());
    await page.keyboard.press('Enter');
    await page.keyboard.type('تسري هذه الشروط من تاريخ نشرها.');
    await page.getByRole('tab', { name: 'الإنجليزية' }).click();
    const english = editors.nth(1);
    await expect(english.getAttribute('dir')).resolves.toBe('ltr');
    await expect(english.evaluate((el) => getComputedStyle(el).direction)).resolves.toBe('ltr');
    await caretAtEnd(english);
    await page.keyboard.press('Enter');
    await page.keyboard.type('These terms apply from their publication.');
    await screenshot(page, 'admin/page-en-editor-ar');
    await save();
    await toast(page, 'تم تحديث العنصر');
    const { body } = await api<{ body: { ar: string; en: string } }>(`pages/${terms.id}`);
    expect(body.body.ar).toContain('<p>تسري هذه الشروط من تاريخ نشرها.</p>');
    expect(body.body.en).toContain('<p>These terms apply from their publication.</p>');
  });
});

describe('inbox (read only)', () => {
  it('lists newsletter subscribers, filters them and exports CSV', async () => {
    await openList('newsletter-subscribers');
    await expect(page.getByRole('link', { name: 'إضافة' }).count()).resolves.toBe(0);
    const all = await api<Array<{ email: string }>>('newsletter-subscribers');
    await expectRowCount(page, all.total);
    const csv = await downloadText(page, () => page.getByRole('button', { name: 'تصدير' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.text.trim().split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['email', 'status', 'language', 'createdAt']));
    expect(lines).toHaveLength(all.total!);
    for (const s of all.body) expect(csv.text).toContain(s.email);

    await addFilter(page, 'إضافة عامل تصفية', 'الحالة');
    await page.getByRole('combobox', { name: 'الحالة' }).click();
    await page.getByRole('option', { name: 'ألغى الاشتراك' }).click();
    const gone = await api(`newsletter-subscribers${filterQuery({ status: 'unsubscribed' })}`);
    await expectRowCount(page, gone.total);
    await expect(chips('ألغى الاشتراك').count()).resolves.toBe(gone.total);
  });

  it('opens a contact message (marking it read), shows its text and exports CSV', async () => {
    const { body: messages } = await api<Array<{ id: number; subject: string; message: string; isRead: boolean }>>('contact-messages');
    const unread = messages.find((m) => !m.isRead)!;
    await openList('contact-messages');
    await expect(page.getByRole('link', { name: 'إضافة' }).count()).resolves.toBe(0);
    const csv = await downloadText(page, () => page.getByRole('button', { name: 'تصدير' }).click());
    expect(csv.text).toContain(unread.subject);
    expect(csv.text.trim().split(/\r?\n/)).toHaveLength(messages.length + 1);

    await rows(page).getByText(unread.subject).click();
    await page.getByText(unread.message).waitFor();
    await page.getByRole('link', { name: 'الرد بالبريد' }).waitFor();
    await eventually(async () => (await api(`contact-messages/${unread.id}`)).body.isRead, true);
    await screenshot(page, 'admin/contact-message-ar');
  });

  it('reads a password reset code from the outbox', async () => {
    await fetch(`${shop.url}/api/Auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.customer.email }),
    });
    await openList('outbox');
    const row = rows(page).filter({ hasText: 'رمز إعادة تعيين كلمة المرور' }).first();
    await row.getByText('محفوظ (بلا خادم بريد)').waitFor();
    await row.click();
    const mail = await page.getByText('استخدم هذا الرمز لإعادة تعيين كلمة المرور').innerText();
    const code = mail.match(/^\d{6}$/m)![0];
    const check = await fetch(`${shop.url}/api/Auth/check-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: DEMO.customer.email, Token: code }),
    });
    expect((await check.json()).isSuccess).toBe(true);
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/\bkept\b|\bresetCode\b/);
  });
});

describe('settings', () => {
  it('shows the VAT number rule on its field and saves a valid one', async () => {
    await open('/settings/1');
    const vat = page.locator('input[name="vatNumber"]');
    await expect(vat.getAttribute('dir')).resolves.toBe('ltr');
    await vat.fill('300123');
    await save();
    await expectFieldMessage(page, 'vatNumber', 'الرقم الضريبي 15 رقماً يبدأ وينتهي بالرقم 3');
    await vat.fill('300123456700003');
    await save();
    await toast(page, 'تم تحديث العنصر');
    expect((await api('settings')).body.vatNumber).toBe('300123456700003');
  });
});

describe('in English', () => {
  let en: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    en = await adminPage(browser, shop.url, token, 'en');
  });
  afterAll(() => en.context.close());

  it('reads left to right, with the server’s refusals, units and notes in English', async () => {
    const p = en.page;
    await p.goto(`${shop.url}/admin/customers?filter=%7B%7D`);
    await rows(p).getByText(DEMO.admin.email).waitFor();
    await expect(p.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).resolves.toEqual(['ltr', 'en']);
    await rows(p).filter({ hasText: DEMO.admin.email }).getByRole('button', { name: 'Block' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await toast(p, 'The action failed: You cannot block your own account');
    await screenshot(p, 'admin/customers-en');

    await p.goto(`${shop.url}/admin/coupons/create`);
    await p.locator('input[name="code"]').fill('x');
    await p.getByRole('button', { name: 'Save' }).click();
    await expectFieldMessage(p, 'code', 'Must be at least 2 characters');
    await p.locator('input[name="isPercentage"]').uncheck();
    await expectFieldMessage(p, 'discountValue', 'Must be a number');
    await p.locator('input[name="discountValue"]').fill('25');
    await expectFieldMessage(p, 'discountValue', 'Fixed amount (SAR)');
    await expect(p.locator('input[name="discountValue"]').locator('xpath=..').locator('.MuiInputAdornment-root').innerText()).resolves.toBe(
      'SAR',
    );

    await p.goto(`${shop.url}/admin/orders/${shippedOrderId}/show`);
    const timeline = p.getByTestId('order-timeline');
    await timeline.getByText('On the way').waitFor();
    await timeline.getByText('Aramex · AX-99887766').waitFor();
    await expect(p.getByRole('button', { name: 'Print invoice' }).isVisible()).resolves.toBe(true);
    await screenshot(p, 'admin/order-en');

    // the gateway's `paid` note of a card or wallet order, in words
    const { body: rejected } = await api<Array<{ id: number; history: Array<{ note: string | null }> }>>(
      `orders${filterQuery({ status: 'Rejected' })}`,
    );
    const paid = rejected.find((o) => o.history.some((h) => h.note === 'paid'))!;
    await p.goto(`${shop.url}/admin/orders/${paid.id}/show`);
    await p.getByTestId('order-timeline').getByText('Paid', { exact: true }).waitFor();

    await p.goto(`${shop.url}/admin/outbox?filter=%7B%7D`);
    const reset = rows(p).filter({ hasText: 'Password reset code' }).first();
    await reset.getByText('Kept (no mail server)').waitFor();
  });
});

describe('audit log', () => {
  it('shows who changed which record and each changed field before and after, filtered, in Arabic and English', async () => {
    const coupons = await api<Array<Record<string, unknown>>>('coupons?range=[0,0]');
    const { id, createdAt: _c, usageCount: _u, ...coupon } = coupons.body[0];
    const raised = Number(coupon.discountValue) === 30 ? 35 : 30;
    expect((await api(`coupons/${id}`, { method: 'PUT', body: { ...coupon, discountValue: raised } })).status).toBe(200);
    const entries = await api<Array<{ id: number; fields: string[] }>>(
      `audit${filterQuery({ resource: 'coupons', recordId: String(id) })}`,
    );
    expect(entries.body[0].fields).toEqual(['discountValue']);

    await open(`/audit${filterQuery({ resource: 'coupons', recordId: String(id) })}`);
    await expectRowCount(page, entries.total);
    const row = rows(page).first();
    await row.getByText('تعديل', { exact: true }).waitFor();
    await row.getByText('discountValue', { exact: true }).waitFor();
    await row.getByText('مدير ورد').waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/audit/${entries.body[0].id}/show`));
    const change = page.getByRole('table', { name: 'التغييرات' }).getByRole('row').filter({ hasText: 'discountValue' });
    await change.waitFor();
    await expect(change.locator('td').allInnerTexts()).resolves.toEqual([String(coupon.discountValue), String(raised)]);
    await screenshot(page, 'admin/audit-entry-ar');

    const en = await adminPage(browser, shop.url, token, 'en');
    await en.page.goto(`${shop.url}/admin/audit?filter=%7B%7D`);
    await rows(en.page).first().waitFor();
    await en.page.getByRole('columnheader', { name: 'Who' }).waitFor();
    await screenshot(en.page, 'admin/audit-list-en');
    await en.context.close();
  });
});

describe('phone width (390 px)', () => {
  it('never scrolls the page sideways: wide tables scroll inside their card', async () => {
    const phone = await adminPage(browser, shop.url, token);
    await phone.page.setViewportSize({ width: 390, height: 844 });
    const sideways = () => phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of ['/orders?filter=%7B%7D', `/orders/${shippedOrderId}/show`, '/reviews?filter=%7B%7D', '/customers?filter=%7B%7D']) {
      await phone.page.goto(`${shop.url}/admin${path}`);
      // the order list is cards on a phone (13.4), the others tables that scroll inside their card
      await phone.page.locator('table tbody tr, #main-content .MuiList-root a').first().waitFor();
      await expect(sideways()).resolves.toBe(0);
    }
    // the menu button stays on screen
    await expect(phone.page.getByRole('button', { name: 'فتح القائمة' }).isVisible()).resolves.toBe(true);
    await screenshot(phone.page, 'admin/customers-ar-390');
    await phone.context.close();
  });
});

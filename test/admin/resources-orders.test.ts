import { parse } from 'csv-parse/sync';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { DEMO } from '../support/server.js';
import { addFilter, adminPage, downloadText, expectFieldMessage, expectRowCount, filterQuery, rows, toast } from './helpers.js';
import { api, browser, chips, context, firstOrder, open, openList, page, save, shop, token, useAdminShop } from './resources-shop.js';

/**
 * Back-office orders as an admin uses them against the real server (filters, reject, ship,
 * complete, invoice), the settings, and the same screens in English and on a 390 px phone.
 */
/** The order the orders tests ship and complete; the English and phone tests read its timeline. */
let shippedOrderId: number;

useAdminShop();

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
    const [header, ...lines]: string[][] = parse(csv.text.slice(1), { bom: true });
    expect(header.slice(0, 5)).toEqual(['orderNumber', 'createdAt', 'status', 'paymentMethod', 'customerName']);
    expect(lines.map((l) => l[0]).sort()).toEqual(expected.body.map((o) => o.orderNumber).sort());
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

    // a mail for the outbox to name in English (this file's shop has sent none of that kind yet)
    const asked = await fetch(`${shop.url}/api/Auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.customer.email }),
    });
    expect(asked.status).toBe(200);
    await p.goto(`${shop.url}/admin/outbox?filter=%7B%7D`);
    const reset = rows(p).filter({ hasText: 'Password reset code' }).first();
    await reset.getByText('Kept (no mail server)').waitFor();
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

describe('wallets', () => {
  it('gives store credit from the customer’s page with a reason, and refuses taking more than the balance', async () => {
    const [customer] = (await api<Array<{ id: number; name: string }>>(`customers${filterQuery({ q: DEMO.customer.email })}`)).body;
    await open(`/customers/${customer.id}`);
    await page.getByRole('link', { name: 'تعديل الرصيد' }).click();
    await page.waitForURL(new RegExp(`/wallets/${customer.id}/show$`));
    await page.getByText('لا حركات في هذه المحفظة بعد').waitFor();
    await page.getByRole('button', { name: 'تعديل الرصيد' }).click();
    const dialog = page.getByRole('dialog', { name: 'تعديل رصيد المحفظة' });
    await dialog.locator('input[name="amount"]').fill('50');
    await dialog.locator('textarea[name="reason"]').fill('تعويض عن تأخر التوصيل');
    // what will move is said before it is sent
    await dialog
      .getByRole('status')
      .getByText(/سيُضاف 50\.00.*إلى محفظة العميل/)
      .waitFor();
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await toast(page, 'تم تعديل رصيد المحفظة');
    await page.getByRole('cell', { name: 'تعويض عن تأخر التوصيل' }).waitFor();
    await page.getByRole('cell', { name: 'رصيد من المتجر' }).waitFor();
    expect((await api(`wallets/${customer.id}`)).body).toMatchObject({ balance: 50 });

    await page.getByRole('button', { name: 'تعديل الرصيد' }).click();
    await dialog.getByRole('radio', { name: 'خصم رصيد (تصحيح)' }).check();
    await dialog.locator('input[name="amount"]').fill('60');
    await dialog.locator('textarea[name="reason"]').fill('تصحيح خطأ إدخال');
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await dialog.getByText('رصيد المحفظة لا يكفي: المتاح 50.00 ر.س').waitFor();
    expect((await api(`wallets/${customer.id}`)).body).toMatchObject({ balance: 50 });
    await screenshot(page, 'admin/wallet-refused-debit-ar');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    // the customer's page shows the balance beside their orders
    await open(`/customers/${customer.id}`);
    await page
      .getByText(/50\.00/)
      .filter({ visible: true })
      .first()
      .waitFor();
    // the wallets list: what the shop owes in all above one row per customer
    await openList('wallets');
    await page.getByRole('heading', { name: 'رصيد المحافظ المستحق على المتجر' }).waitFor();
    await rows(page)
      .filter({ hasText: customer.name })
      .getByText(/50\.00/)
      .first()
      .waitFor();
    await screenshot(page, 'admin/wallets-ar');
  });
});

import { parse } from 'csv-parse/sync';
import { screenshot } from '../support/browser.js';
import { DEMO, login } from '../support/server.js';
import {
  addFilter,
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
import { api, browser, chips, context, open, openList, page, save, shop, token, useAdminShop } from './resources-shop.js';

/**
 * Back-office customers (filters, create, edit, block, the server's refusals), the audit log,
 * the read-only inboxes with their CSV export, banners (upload with progress) and testimonials.
 */
useAdminShop();

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
    // the field by its form's name, not the API's code (issue 37 §13)
    await row.getByText('قيمة الخصم', { exact: true }).waitFor();
    await expect(row.getByText('discountValue').count()).resolves.toBe(0);
    await row.getByText('مدير ورد').waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/audit/${entries.body[0].id}/show`));
    const change = page.getByRole('table', { name: 'التغييرات' }).getByRole('row').filter({ hasText: 'قيمة الخصم' });
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

describe('inbox (read only)', () => {
  it('lists newsletter subscribers, filters them and exports CSV', async () => {
    await openList('newsletter-subscribers');
    await expect(page.getByRole('link', { name: 'إضافة' }).count()).resolves.toBe(0);
    const all = await api<Array<{ email: string }>>('newsletter-subscribers');
    await expectRowCount(page, all.total);
    const csv = await downloadText(page, () => page.getByRole('button', { name: 'تصدير' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines]: string[][] = parse(csv.text.slice(1), { bom: true });
    expect(header).toEqual(expect.arrayContaining(['email', 'status', 'language', 'createdAt']));
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

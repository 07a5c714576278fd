import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { addFilter, eventually, expectFieldMessage, expectRowCount, filterQuery, rows, toast } from './helpers.js';
import { api, chips, open, openList, page, save, useAdminShop } from './resources-shop.js';

/**
 * Back-office coupons, carriers and shipping rates, reviews, notifications and content pages
 * against the real server, in Arabic (RTL).
 */
useAdminShop();

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

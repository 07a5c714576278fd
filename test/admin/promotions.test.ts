import { screenshot } from '../support/browser.js';
import { createPlainProduct, expectFieldMessage, filterQuery, rows } from './helpers.js';
import { api, open, page, save, useAdminShop } from './resources-shop.js';

/**
 * Issue 28 in the back office, in Arabic: a buy-2-get-the-3rd-free promotion written in the editor,
 * its contradiction shown on the field, tried on a cart through the server's pricing before it is
 * saved, then listed with its status and opened beside its results.
 */
useAdminShop();

it('writes a promotion, tries it on a cart, saves it and sees its status and results', async () => {
  await createPlainProduct(api, {
    name: { ar: 'مسك تجربة العرض', en: 'Offer trial musk' },
    description: { ar: 'مسك أبيض للتجربة', en: 'White musk for the trial' },
    price: 100,
    stock: 50,
    weight: 300,
  });
  await open('/promotions/create');
  await page.locator('input[name="name.ar"]').fill('اشترِ 2 والثالثة مجاناً');
  await page.locator('input[name="label.ar"]').fill('الثالثة مجاناً');
  await page.getByRole('tab', { name: 'الإنجليزية' }).click();
  await page.locator('input[name="name.en"]').fill('Buy 2, get the 3rd free');
  await page.locator('input[name="label.en"]').fill('3rd one free');
  await page.getByRole('combobox', { name: 'نوع العرض' }).click();
  await page.getByRole('option', { name: 'اشترِ واحصل' }).click();
  await page.locator('input[name="rule.buy.quantity"]').fill('2');
  await page.locator('input[name="rule.get.quantity"]').fill('1');
  await page.locator('input[name="startsAt"]').fill('2026-03-20');
  await page.locator('input[name="endsAt"]').fill('2026-03-10');
  await save();
  await expectFieldMessage(page, 'endsAt', 'يجب أن ينتهي العرض بعد بدايته');
  await page.locator('input[name="startsAt"]').fill('2020-01-01');
  await page.locator('input[name="endsAt"]').fill('');
  // weekdays named in Arabic from Sunday; all seven ticked runs every day, like none
  const days = page.getByRole('group', { name: 'أيام الأسبوع' }).getByRole('checkbox');
  expect(await days.evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent))).toEqual([
    'الأحد',
    'الاثنين',
    'الثلاثاء',
    'الأربعاء',
    'الخميس',
    'الجمعة',
    'السبت',
  ]);
  for (const box of await days.all()) await box.check();
  await page.locator('input[name="hours.from"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'admin/promotion-schedule-ar');

  // tried before it is saved: the server prices the cart with the promotion as it stands
  const product = page.getByRole('combobox', { name: 'المنتج', exact: true });
  await product.fill('مسك تجربة');
  await page.getByRole('option', { name: 'مسك تجربة العرض' }).click();
  await page.getByRole('spinbutton', { name: 'الكمية', exact: true }).fill('3');
  await page.getByRole('button', { name: 'جرّب', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'ينطبق العرض على هذه السلة' });
  await result.waitFor();
  await result
    .getByRole('row', { name: /مسك تجربة العرض/ })
    .getByText('100.00')
    .waitFor();
  await screenshot(page, 'admin/promotion-preview-ar');
  // beside the running promotions and with a coupon the shop does not have: told why it is left out
  await page.getByRole('switch', { name: 'مع العروض التي تعمل الآن' }).check();
  await page.getByRole('textbox', { name: 'كوبون يضيفه العميل (اختياري)' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'جرّب', exact: true }).click();
  await page.getByRole('status').getByText('رمز الكوبون غير موجود').waitFor();

  await save();
  await page.waitForURL(/\/admin\/promotions$/);
  const row = rows(page).filter({ hasText: 'اشترِ 2 والثالثة مجاناً' });
  await row.locator('.MuiChip-root').getByText('يعمل', { exact: true }).waitFor();
  const [saved] = (
    await api<Array<{ id: number; rule: unknown; endsAt: string | null; days: number[] | null; hours: unknown }>>(
      `promotions${filterQuery({ q: 'الثالثة' })}`,
    )
  ).body;
  // only the chosen kind's fields were sent; the start is Riyadh midnight
  expect(saved).toMatchObject({
    rule: { type: 'buyXgetY', buy: { quantity: 2 }, get: { quantity: 1 }, percentOff: 100 },
    startsAt: '2019-12-31T21:00:00.000Z',
    endsAt: null,
    days: [0, 1, 2, 3, 4, 5, 6],
    hours: null,
  });
  expect(Object.keys(saved.rule as object).sort()).toEqual(['buy', 'get', 'maxApplications', 'percentOff', 'type']);

  await row.getByText('اشترِ 2 والثالثة مجاناً').click();
  const report = page.getByRole('region', { name: 'النتائج' });
  await report.getByText('الاستخدامات').waitFor();
  await report.getByText('الخصم الممنوح').waitFor();
  await screenshot(page, 'admin/promotion-edit-ar');
});

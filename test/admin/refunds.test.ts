import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startMoyasarStandIn, type MoyasarStandIn } from '../stand-ins/moyasar/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import { paidMoyasarOrder } from '../support/payments.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, filterQuery, rows, toast } from './helpers.js';
import { ready, shopper } from '../storefront/helpers.js';
import type { OrderDto } from '@ward/shared';

/**
 * A partial refund from the back office's order page, against the production build with Moyasar
 * (its stand-in) taking the money: one unit of one size of a perfume bought in two sizes, back in
 * stock, with a reason. Each line names its size and SKU; the refund is read back for confirmation
 * before any money moves (issue 37 §6); the payment shows "partially refunded", the refund is
 * listed, a phase-1 credit note is issued (the shop is not onboarded with ZATCA: issue 37 §3) and
 * the customer finds it, with the lines' sizes, on their order page. Moyasar has the money back.
 */

jest.setTimeout(150_000);

let moyasar: MoyasarStandIn;
let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  moyasar = await startMoyasarStandIn();
  [shop, browser] = await Promise.all([
    startShop({
      MOYASAR_BASE_URL: moyasar.url,
      MOYASAR_PUBLISHABLE_KEY: moyasar.keys.publishable,
      MOYASAR_SECRET_KEY: moyasar.keys.secret,
    }),
    launchBrowser(),
  ]);
  [adminToken, customerToken] = await Promise.all([
    login(shop.url, DEMO.admin.email, DEMO.admin.password),
    login(shop.url, DEMO.customer.email, DEMO.customer.password),
  ]);
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await moyasar?.close();
});

type Variant = { id: number; sku: string; stock: number };
const TEXTS = {
  ar: {
    refund: 'استرداد',
    byItems: 'حسب المنتجات',
    reason: 'السبب (يُرسل إلى العميل)',
    review: 'مراجعة الاسترداد',
    reviewTitle: /^تأكيد استرداد .+ من الطلب/,
    method: 'بطاقة ائتمانية (فيزا / ماستركارد)',
    restockYes: 'تعود الكميات إلى المخزون',
    done: 'تم الاسترداد عبر مزود الدفع وإبلاغ العميل',
    partial: 'مستردة جزئياً',
    units: 'الكمية المستردة',
    small: 'عطر عود الليل — 50 مل · أو دو بارفان (LAYL-50-EDP)',
    large: 'عطر عود الليل — 100 مل · أو دو بارفان (LAYL-100-EDP)',
    phase1: 'صادرة (المرحلة الأولى، لا تُبلَّغ)',
    print: 'طباعة الإشعار الدائن',
    creditNote: 'إشعار دائن',
    auditRefund: 'استرداد',
    auditPaymentStatus: 'حالة الدفع',
    dateTime: /^\d{1,2} [\u0621-\u064A]+ \d{4} في \d{1,2}:\d{2} [صم]$/,
  },
  en: {
    refund: 'Refund',
    byItems: 'By items',
    reason: 'Reason (sent to the customer)',
    review: 'Review the refund',
    reviewTitle: /^Confirm refunding .+ of order/,
    method: 'Credit card (Visa / Mastercard)',
    restockYes: 'The units go back in stock',
    done: 'Refunded through the payment provider; the customer was told',
    partial: 'Partially refunded',
    units: 'Units to refund',
    small: 'Oud Al Layl — 50 ml · Eau de Parfum (LAYL-50-EDP)',
    large: 'Oud Al Layl — 100 ml · Eau de Parfum (LAYL-100-EDP)',
    phase1: 'Issued (phase 1, not reported)',
    print: 'Print the credit note',
    creditNote: 'Credit note',
    auditRefund: 'Refunded',
    auditPaymentStatus: 'Payment status',
    dateTime: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  },
} as const;

describe('refunds from the order page', () => {
  for (const [locale, width] of [
    ['ar', 1366],
    ['en', 390],
  ] as const) {
    it(`refunds one unit of one size, confirmed first, with its stock back and a credit note (${locale}, ${width} px)`, async () => {
      const api = adminApi(shop.url, adminToken);
      const found = (await (await fetch(`${shop.url}/api/products?search=LAYL-50-EDP`)).json()) as {
        data: { items: Array<{ id: number }> };
      };
      const productId = found.data.items[0].id;
      const variantsNow = async () => (await api<{ variants: Variant[] }>(`products/${productId}`)).body.variants;
      const bySku = (vs: Variant[], sku: string) => vs.find((v) => v.sku === sku)!;
      const before = await variantsNow();
      const { order, paymentId } = await paidMoyasarOrder(shop.url, customerToken, [
        { variantId: bySku(before, 'LAYL-50-EDP').id, quantity: 2 },
        { variantId: bySku(before, 'LAYL-100-EDP').id, quantity: 1 },
      ]);
      moyasar.settle(paymentId);
      const t = TEXTS[locale];

      const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
      // the order's lines say which size each is
      const items = page.getByTestId('order-items');
      await items.getByText(t.small, { exact: true }).waitFor();
      await items.getByText(t.large, { exact: true }).waitFor();

      await page.getByRole('button', { name: t.refund, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: t.byItems }).waitFor();
      await dialog.getByLabel(`${t.units}: ${t.small}`).fill('1');
      await dialog.getByLabel(t.reason).fill(locale === 'ar' ? 'وصلت زجاجة مكسورة' : 'One bottle arrived broken');
      await screenshot(page, `admin/refund-dialog-${locale}-${width}`);

      // nothing moves until the refund is read back and confirmed
      await dialog.getByRole('button', { name: t.review }).click();
      await dialog.getByRole('heading', { name: t.reviewTitle }).waitFor();
      const review = dialog.getByTestId('refund-review');
      for (const text of [`${t.small} × 1`, t.method, t.restockYes]) await review.getByText(text).waitFor();
      await screenshot(page, `admin/refund-review-${locale}-${width}`);
      expect(moyasar.payments.get(paymentId)!.refunded ?? 0).toBe(0);
      await dialog.getByRole('button', { name: new RegExp(locale === 'ar' ? '^استرداد .+' : '^Refund .+') }).click();
      await toast(page, t.done);
      await page.getByTestId('order-refunds').waitFor();
      await page.getByText(t.partial).first().waitFor();

      // one way of writing dates on the whole page, whole in right-to-left (issue 37 §14)
      const refundedAt = page.getByTestId('order-refunds').getByRole('cell', { name: t.dateTime });
      await refundedAt.waitFor();
      await page.getByText(t.dateTime).first().waitFor();
      const timeline = page.getByTestId('order-timeline').getByText(new RegExp(`${t.dateTime.source.slice(1, -1)} ·`));
      await expect(timeline.count()).resolves.toBeGreaterThan(1);
      await expect(page.getByText(/\d\u200f?\/\d+\u200f?\/\d/).count()).resolves.toBe(0);

      // a credit note records it, printable from the order page
      await page.getByText(t.phase1).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${t.print} CN-\\d{6}$`) }).waitFor();
      await screenshot(page, `admin/refund-done-${locale}-${width}`);

      const after = (await api<OrderDto>(`orders/${order.id}`)).body;
      expect(after).toMatchObject({ paymentStatus: 'PartiallyRefunded', refunds: [{ restocked: true }] });
      expect(after.refundedAmount).toBeGreaterThan(0);
      expect(after.creditNotes).toEqual([expect.objectContaining({ total: after.refundedAmount })]);
      expect(moyasar.payments.get(paymentId)!.refunded).toBe(Math.round(after.refundedAmount * 100));
      const stock = await variantsNow();
      expect(bySku(stock, 'LAYL-50-EDP').stock).toBe(bySku(before, 'LAYL-50-EDP').stock - 1);
      expect(bySku(stock, 'LAYL-100-EDP').stock).toBe(bySku(before, 'LAYL-100-EDP').stock - 1);
      // the audit log says what happened in words, not the API's codes (issue 37 §13)
      await page.goto(`${shop.url}/admin/audit${filterQuery({ resource: 'orders', recordId: String(order.id) })}`);
      const entry = rows(page).filter({ hasText: t.auditRefund }).first();
      await entry.getByText(t.auditPaymentStatus, { exact: true }).waitFor();
      await expect(entry.getByText(/paymentStatus|refundedAmount|^refund$/).count()).resolves.toBe(0);
      await context.close();

      // the customer's order page names the sizes and offers the credit note
      const customer = await shopper(browser, shop.url, { lang: locale, width, token: customerToken });
      await customer.page.goto(`${shop.url}/user/orders/${order.id}`);
      await customer.page.getByRole('link', { name: t.small }).waitFor();
      await ready(customer.page);
      const noteButton = customer.page.getByRole('button', { name: `${t.creditNote} ${after.creditNotes[0].number}` });
      await noteButton.scrollIntoViewIfNeeded();
      await screenshot(customer.page, `storefront/order-credit-note-${locale}-${width}`);
      expect(customer.errors).toEqual([]);
      await customer.context.close();
    });
  }
});

import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startMoyasarStandIn, type MoyasarStandIn } from '../stand-ins/moyasar/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import { paidMoyasarOrder, productsInStock } from '../support/payments.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, toast } from './helpers.js';

/**
 * A partial refund from the back office's order page, against the production build with Moyasar
 * (its stand-in) taking the money: one unit of a line, back in stock, with a reason; the payment
 * shows "partially refunded" and the refund is listed; Moyasar has the money back.
 */

jest.setTimeout(120_000);

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

describe('refunds from the order page', () => {
  for (const [locale, width] of [
    ['ar', 1366],
    ['en', 390],
  ] as const) {
    it(`refunds one unit of a line with its stock back (${locale}, ${width} px)`, async () => {
      const [product] = await productsInStock(shop.url, 1);
      const api = adminApi(shop.url, adminToken);
      const stockBefore = (await api<{ stock: number }>(`products/${product.id}`)).body.stock;
      const { order, paymentId } = await paidMoyasarOrder(shop.url, customerToken, [{ productId: product.id, quantity: 2 }]);
      moyasar.settle(paymentId);

      const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}/admin/orders/${order.id}/show`);
      const t =
        locale === 'ar'
          ? {
              refund: 'استرداد',
              byItems: 'حسب المنتجات',
              restock: 'أعد الكميات المستردة إلى المخزون',
              reason: 'السبب (يُرسل إلى العميل)',
              done: 'تم الاسترداد عبر مزود الدفع وإبلاغ العميل',
              partial: 'مستردة جزئياً',
              units: 'الكمية المستردة',
            }
          : {
              refund: 'Refund',
              byItems: 'By items',
              restock: 'Put the refunded units back in stock',
              reason: 'Reason (sent to the customer)',
              done: 'Refunded through the payment provider; the customer was told',
              partial: 'Partially refunded',
              units: 'Units to refund',
            };
      await page.getByRole('button', { name: t.refund, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: t.byItems }).waitFor();
      await dialog.getByLabel(new RegExp(`^${t.units}`)).fill('1');
      await dialog.getByLabel(t.reason).fill(locale === 'ar' ? 'وصلت زجاجة مكسورة' : 'One bottle arrived broken');
      await screenshot(page, `admin/refund-dialog-${locale}-${width}`);
      const confirm = dialog.getByRole('button', { name: new RegExp(locale === 'ar' ? '^استرداد .+' : '^Refund .+') });
      await confirm.click();
      await toast(page, t.done);
      await page.getByTestId('order-refunds').waitFor();
      await page.getByText(t.partial).first().waitFor();
      await screenshot(page, `admin/refund-done-${locale}-${width}`);

      const after = (
        await api<{ paymentStatus: string; refundedAmount: number; refunds: Array<{ lines: unknown; restocked: boolean }> }>(
          `orders/${order.id}`,
        )
      ).body;
      expect(after).toMatchObject({ paymentStatus: 'PartiallyRefunded', refunds: [{ restocked: true }] });
      expect(after.refundedAmount).toBeGreaterThan(0);
      expect(moyasar.payments.get(paymentId)!.refunded).toBe(Math.round(after.refundedAmount * 100));
      expect((await api<{ stock: number }>(`products/${product.id}`)).body.stock).toBe(stockBefore - 1);
      await context.close();
    });
  }
});

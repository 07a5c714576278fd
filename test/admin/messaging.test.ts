import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { until } from '../../server/src/testing/until.js';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../stand-ins/whatsapp/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, productInStock, SA_ADDRESS } from '../support/orders.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, toast } from './helpers.js';

/**
 * Issue 18 §3 in the back office: the owner types the WhatsApp account's secrets on the Messaging
 * screen (never shown back), and follows each message's delivery status as Meta reports it.
 */
jest.setTimeout(150_000);

let meta: WhatsAppStandIn;
let shop: RunningShop;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  meta = await startWhatsAppStandIn();
  // the environment names the number and the stand-in; the token and the app secret come from the back office
  [shop, browser] = await Promise.all([
    startShop({ WHATSAPP_PHONE_NUMBER_ID: meta.phoneNumberId, WHATSAPP_API_BASE_URL: meta.baseUrl, WHATSAPP_RETRY_SECONDS: '1' }),
    launchBrowser(),
  ]);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await meta?.close();
});

it('WhatsApp’s secrets typed in Arabic, shown only as their last four characters; each message’s delivery status listed', async () => {
  const { context, page } = await adminPage(browser, shop.url, adminToken, 'ar');
  await page.goto(`${shop.url}/admin/messaging`);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'واتساب (WhatsApp Business Cloud API)' }) });
  await card.getByText('غير جاهز').waitFor();
  await card.getByText(`المستخدم الآن: ${meta.phoneNumberId}`).waitFor();
  await card.getByLabel('رمز الوصول (Access token)').fill('short');
  await card.getByRole('button', { name: 'حفظ' }).click();
  await card.getByText('المفتاح السري غير صالح: 8 أحرف على الأقل بلا مسافات').waitFor();
  await card.getByLabel('رمز الوصول (Access token)').fill(meta.accessToken);
  await card.getByLabel('المفتاح السري للتطبيق (App secret)').fill(meta.appSecret);
  await card.getByRole('button', { name: 'حفظ' }).click();
  await toast(page, /تم|updated/);
  await card.getByText('جاهز', { exact: true }).waitFor();
  await card.getByText(meta.accessToken.slice(-4)).waitFor();
  expect(await card.getByLabel('رمز الوصول (Access token)').inputValue()).toBe('');
  // a new address would forget the saved keys: the form says so before saving (issue 26)
  const baseUrl = card.getByLabel('عنوان Graph API (اختياري)');
  await baseUrl.fill('https://graph.example.net/v21.0');
  const clears = card.getByText('عند حفظ عنوان جديد تُحذف المفاتيح المحفوظة', { exact: false });
  await clears.waitFor();
  await baseUrl.fill('');
  await clears.waitFor({ state: 'detached' });
  await screenshot(page, 'admin/messaging-ar-1366');
  const api = adminApi(shop.url, adminToken);
  const settings = JSON.stringify((await api('messaging-settings/1')).body);
  expect(settings).not.toContain(meta.accessToken);
  expect(settings).not.toContain(meta.appSecret);

  // a customer opts in at checkout; the order's "placed" goes out, then Meta reports it read
  const token = await newCustomer(shop.url);
  const product = await productInStock(shop.url);
  const placed = await fetch(`${shop.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cod',
      address: SA_ADDRESS,
      whatsappOptIn: true,
    }),
  });
  expect(placed.status).toBe(201);
  await until(() => meta.messages.some((m) => m.to === '966551234567'), 20_000, 'WhatsApp message');
  const { id } = meta.messages.find((m) => m.to === '966551234567')!;
  await until(async () => ((await api('whatsapp-outbox')).body as Array<{ status: string }>)[0]?.status === 'sent', 20_000, 'sent');
  expect((await meta.postStatuses(`${shop.url}/api/whatsapp/webhook`, [{ id, status: 'read' }])).status).toBe(200);

  await page.goto(`${shop.url}/admin/whatsapp-outbox`);
  const row = page.locator('table tbody tr').first();
  await row.getByText('قُرئت').waitFor();
  await row.getByText('استلام الطلب').waitFor();
  await row.getByText('+966551234567').waitFor();
  await screenshot(page, 'admin/whatsapp-outbox-ar-1366');
  await context.close();

  const english = await adminPage(browser, shop.url, adminToken, 'en');
  await english.page.setViewportSize({ width: 390, height: 844 });
  await english.page.goto(`${shop.url}/admin/messaging`);
  await english.page.getByRole('heading', { name: 'Text messages (Unifonic)' }).waitFor();
  await screenshot(english.page, 'admin/messaging-en-390');
  await english.context.close();
});

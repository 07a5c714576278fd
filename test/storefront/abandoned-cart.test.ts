import { jest } from '@jest/globals';
import { PgBoss } from 'pg-boss';
import type { Browser } from 'playwright-core';
import { adminPage } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { startPostgres, type TestPostgres } from '../support/postgres.js';
import { DEMO, login, type RunningShop } from '../support/server.js';
import { mailText, startSmtp, type SmtpReceiver } from '../support/smtp.js';
import { until } from '../../server/src/testing/until.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Abandoned carts (issue 18 §6) in a real browser, SMTP server and database: a signed-in shopper
 * leaves a cart on a phone in Arabic; after the back office's delay (the row backdated, the
 * sweep's scheduled tick sent through pg-boss) one reminder mail arrives; its link brings the
 * cart back on another phone, signed out, once; the back office counts it.
 */
jest.setTimeout(240_000);

let pg: TestPostgres;
let smtp: SmtpReceiver;
let shop: RunningShop;
let browser: Browser;
let adminToken: string;
const database = 'ward_carts';

const api = async <T>(path: string, token: string, init: RequestInit = {}) => {
  const res = await fetch(`${shop.url}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** The sweep runs every 5 minutes; the test sends the tick pg-boss's scheduler would. */
async function tickSweep(): Promise<void> {
  const boss = new PgBoss({ connectionString: pg.url(database), schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.send('cart-reminders-sweep', {});
  await boss.stop({ graceful: false });
}

const sweepsDone = async () =>
  (
    await pg.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'cart-reminders-sweep' AND state = 'completed'`,
      [],
      database,
    )
  )[0].n;

/** The restore link of a mail (its body may be quoted-printable or base64). */
const restoreLink = (raw: string) => /https?:\/\/[^\s"<>]+\/cart\?restore=[\w-]+/.exec(mailText(raw))![0];

beforeAll(async () => {
  [pg, smtp, browser] = await Promise.all([startPostgres(), startSmtp(), launchBrowser()]);
  shop = await openShop({ DATABASE_URL: await pg.createDatabase(database), SMTP_URL: smtp.url });
  await setSplash(shop.url, 0);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const { id: _id, ...settings } = await api<Record<string, unknown>>('admin/settings', adminToken);
  await api('admin/settings', adminToken, {
    method: 'PUT',
    body: JSON.stringify({ ...settings, cartReminders: { enabled: true, delayHours: 1, channel: 'email' } }),
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await smtp?.close();
  await pg?.destroy();
});

it('reminds a signed-in shopper of the cart left on a phone; the link restores it once, in Arabic', async () => {
  const email = `cart-${Date.now()}@example.com`;
  const reg = await fetch(`${shop.url}/api/Auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ريم الدوسري', email, password: 'reem-password-1', confirmPassword: 'reem-password-1' }),
  });
  expect(reg.status).toBeLessThan(300);
  // reminders go only to a proved address (issue 26): she confirms it with the code her welcome mail brought
  const registered = ((await reg.json()) as { data: string }).data;
  const welcome = await smtp.waitFor((m) => m.to.includes(email));
  const verified = await fetch(`${shop.url}/api/Auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${registered}` },
    body: JSON.stringify({ code: /\b(\d{6})\b/.exec(mailText(welcome.raw))![1] }),
  });
  expect(verified.status).toBe(200);
  // and agrees to offers and cart reminders by email in her customer area (issue 33: no reminder without it)
  const agreed = await fetch(`${shop.url}/api/profile/consents`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${registered}` },
    body: JSON.stringify({ channel: 'email', granted: true, textVersion: 'marketing-2026-11' }),
  });
  expect(agreed.status).toBe(200);

  // the shopper signs in on her phone and puts a perfume in the cart
  const phone = await shopper(browser, shop.url, { lang: 'ar', width: 390 });
  await phone.page.goto(`${shop.url}/account`);
  await ready(phone.page);
  await phone.page.getByLabel('البريد الإلكتروني').fill(email);
  await phone.page.getByLabel('كلمة المرور', { exact: true }).fill('reem-password-1');
  await phone.page.locator('form.auth-form').getByRole('button', { name: 'تسجيل الدخول' }).click();
  await phone.page.waitForURL(/\/user/);
  await phone.page.goto(`${shop.url}/products`);
  await ready(phone.page);
  const add = phone.page.locator('button.product-card-add:not([disabled])').first();
  const name = /^أضف (.+) إلى السلة$/.exec((await add.getAttribute('aria-label'))!)![1];
  await add.click();
  const token = (await phone.page.evaluate(() => localStorage.getItem('token')))!;
  // synced to the server after a pause
  await until(
    async () => (await api<{ data: { lines: unknown[] } }>('carts/mine', token)).data.lines.length === 1,
    15_000,
    'the cart on the server',
  );
  expect(phone.errors).toEqual([]);
  await phone.context.close();

  // an hour and more later: one reminder, and only one
  await pg.query(`UPDATE saved_carts SET "updatedAt" = now() - interval '2 hours'`, [], database);
  await tickSweep();
  const mail = await smtp.waitFor((m) => m.to.includes(email) && mailText(m.raw).includes('/cart?restore='));
  await tickSweep();
  await until(async () => (await sweepsDone()) === 2, 60_000, 'the second sweep');
  expect((await pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM cart_reminders`, [], database))[0].n).toBe(1);
  expect(smtp.mails.filter((m) => m.to.includes(email) && mailText(m.raw).includes('/cart?restore='))).toHaveLength(1);
  // a mail client's one-click unsubscribe (RFC 8058) reaches the signed opt-out link
  expect(mail.raw).toMatch(/^List-Unsubscribe:\s*<https?:\/\/[^>\s]+\/api\/consents\/opt-out\?token=[\w.-]+>/m);
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = restoreLink(mail.raw);
  expect(link).not.toContain(email.split('@')[0]);

  // the link on another phone, signed out: the cart comes back, the token leaves the address bar
  const other = await shopper(browser, shop.url, { lang: 'ar', width: 390 });
  await other.page.goto(link);
  await other.page.getByText('أعدنا منتجاتك إلى السلة').waitFor();
  await other.page.locator('.cart-lines').getByText(name).waitFor();
  expect(new URL(other.page.url()).search).toBe('');
  await screenshot(other.page, 'storefront/abandoned-cart/restored-ar-light-390');
  // used once: the second time it says so and changes nothing
  await other.page.goto(link);
  await other.page.getByText('استُخدم رابط السلة من قبل').waitFor();
  await screenshot(other.page, 'storefront/abandoned-cart/used-link-ar-light-390');
  expect(await other.page.locator('.cart-lines > li').count()).toBe(1);
  expect(other.errors).toEqual([]);
  await other.context.close();

  // the back office counts the abandoned cart and its reminder
  const figures = await api<{ abandoned: number; remindersSent: number }>('admin/reports/abandoned-carts', adminToken);
  expect(figures).toMatchObject({ abandoned: 1, remindersSent: 1 });
  for (const locale of ['ar', 'en'] as const) {
    const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
    await page.goto(`${shop.url}/admin/abandoned-carts`);
    await page.locator('[data-figure="remindersSent"]').getByText('1').waitFor();
    await page.getByText('ريم الدوسري').waitFor();
    await screenshot(page, `admin/abandoned-carts/list-${locale}`);
    await page.goto(`${shop.url}/admin/settings/1/cart-reminders`);
    await page.getByLabel(locale === 'ar' ? 'بعد (ساعات)' : 'After (hours)').waitFor();
    await screenshot(page, `admin/abandoned-carts/settings-${locale}`);
    await context.close();
  }
});

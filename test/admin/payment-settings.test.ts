import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startMoyasarStandIn, type MoyasarStandIn } from '../stand-ins/moyasar/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, toast } from './helpers.js';

/**
 * A shop owner puts Moyasar's keys in the back office (production build, no provider in the
 * environment): checkout then takes mada, cards, Apple Pay and STC Pay through Moyasar; the
 * secret key is shown only as "saved, ending in …" and never answered by the API.
 */
jest.setTimeout(120_000);

let moyasar: MoyasarStandIn;
let shop: RunningShop;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  moyasar = await startMoyasarStandIn({ secretKey: 'sk_test_typed_in_the_back_office_7q2w' });
  [shop, browser] = await Promise.all([startShop({ MOYASAR_BASE_URL: moyasar.url, PAYMENT_TEST_GATEWAY: 'false' }), launchBrowser()]);
  adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await moyasar?.close();
});

it('puts Moyasar’s keys in, and checkout takes mada, cards, Apple Pay and STC Pay through Moyasar', async () => {
  const offered = async () =>
    ((await (await fetch(`${shop.url}/api/settings`)).json()) as { data: { paymentMethods: string[] } }).data.paymentMethods;
  expect(await offered()).toEqual(['cod']);

  const { context, page } = await adminPage(browser, shop.url, adminToken, 'en');
  await page.goto(`${shop.url}/admin/payments`);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Moyasar' }) });
  await card.getByLabel('Publishable key').fill(moyasar.keys.publishable);
  await card.getByLabel('Secret key').fill('sk live with a space');
  await card.getByRole('button', { name: 'Save' }).click();
  await card.getByText('The secret is not valid: at least 8 characters, no spaces').waitFor();
  await card.getByLabel('Secret key').fill(moyasar.keys.secret);
  await card.getByLabel('Webhook secret token').fill('whsec_typed_in_the_back_office');
  await card.getByRole('button', { name: 'Save' }).click();
  await toast(page, /updated|Element updated/i);
  await card.getByText('Ready', { exact: true }).waitFor();
  await card.getByText('7q2w').waitFor();
  await screenshot(page, 'admin/payments-moyasar-en-1366');

  const api = adminApi(shop.url, adminToken);
  const moyasarAccount = await api('payment-providers/moyasar');
  expect(moyasarAccount.body).toMatchObject({ ready: true, hasSecretKey: true, secretKeyHint: '••••7q2w', hasWebhookSecret: true });
  expect(JSON.stringify(moyasarAccount.body)).not.toContain(moyasar.keys.secret);
  expect(await offered()).toEqual(['mada', 'card', 'applepay', 'stcpay', 'cod']);
  await context.close();
});

import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';
import { adminApi, adminPage, filterQuery, rows } from './helpers.js';

/**
 * The shop, browser and signed-in admin page that the back-office resource tests share
 * (`resources-*.test.ts`); each file that calls `useAdminShop()` gets its own. The variables are
 * live bindings: read them inside tests, after `beforeAll` has run.
 */
export let shop: RunningShop;
export let browser: Browser;
export let token: string;
export let api: ReturnType<typeof adminApi>;
export let context: BrowserContext;
export let page: Page;

export function useAdminShop(): void {
  jest.setTimeout(120_000);
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
}

export const open = (path: string) => page.goto(`${shop.url}/admin${path}`);
/** A list without the filters an earlier test left in react-admin's store. */
export const openList = (resource: string) => open(`/${resource}?filter=%7B%7D&page=1`);
export const save = () => page.getByRole('button', { name: 'حفظ' }).click();
export const chips = (status: string) => rows(page).locator('.MuiChip-root').getByText(status, { exact: true });
export async function firstOrder(status: string) {
  const { body } = await api<Array<{ id: number; orderNumber: string }>>(`orders${filterQuery({ status })}`);
  return body[0];
}

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO, login, startShop, type RunningShop } from '../support/server.js';

/**
 * Storefront journeys: the production build (server/dist + storefront/dist) as a child process.
 * `WARD_E2E_URL` points the journeys at a shop already running (while developing them).
 */
export async function openShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const url = process.env.WARD_E2E_URL;
  if (url) return { url, dataDir: '', logs: [], stop: async () => {}, exitCode: () => null };
  return startShop(env);
}

/** Sets the shop's splash duration through the admin API (0 keeps the journeys quick). */
export async function setSplash(url: string, ms: number): Promise<void> {
  const token = await login(url, DEMO.admin.email, DEMO.admin.password);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const current = (await (await fetch(`${url}/api/admin/settings`, { headers })).json()) as Record<string, unknown>;
  const { id: _id, ...settings } = current;
  const res = await fetch(`${url}/api/admin/settings`, { method: 'PUT', headers, body: JSON.stringify({ ...settings, splashMs: ms }) });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}

export interface ShopperOptions {
  width?: number;
  lang?: 'ar' | 'en';
  dark?: boolean;
  token?: string | null;
}

/**
 * A fresh browser context on the shop's origin with the preferences (and token) a returning
 * shopper would have in localStorage; errors in the page fail loudly.
 */
export async function shopper(
  browser: Browser,
  url: string,
  opts: ShopperOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const width = opts.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: opts.lang === 'en' ? 'en-US' : 'ar-SA',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    ({ lang, dark, token }) => {
      localStorage.clear();
      if (lang || dark)
        localStorage.setItem(
          'ward-store',
          JSON.stringify({
            state: { language: lang ?? 'ar', direction: lang === 'en' ? 'ltr' : 'rtl', darkMode: !!dark, theme: dark ? 'dark' : 'light' },
            version: 1,
          }),
        );
      if (token) localStorage.setItem('token', token);
    },
    { lang: opts.lang, dark: opts.dark, token: opts.token ?? null },
  );
  return { context, page, errors };
}

/** The shop is ready: the splash (if any) is gone and the main landmark is there. */
export async function ready(page: Page): Promise<void> {
  await page.locator('main#main').waitFor();
  await page.locator('.splash').waitFor({ state: 'detached', timeout: 10_000 });
}

export const htmlState = (page: Page) =>
  page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains('dark'),
  }));

/** Money as shown ("1,234.50 ر.س" / "SAR 1,234.50") → number. */
export const amountOf = (text: string) => Number((text.match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? 'NaN').replace(/,/g, ''));

export { DEMO };

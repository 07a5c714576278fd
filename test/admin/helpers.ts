import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A real PNG (the server decodes every upload): a rose-to-gold gradient, `width` × `height` px. */
export function png(width = 96, height = width, compress = true): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([142 + (x * 60) / width, 44 + (y * 100) / height, 72], y * (1 + width * 3) + 1 + x * 3);
  const idat = deflateSync(rows, { level: compress ? 6 : 0 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The admin API as the test sees it: JSON in, `{ status, body, total }` out. */
export function adminApi(url: string, token: string) {
  return async <T = any>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${url}/api/admin/${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const range = res.headers.get('content-range');
    return { status: res.status, body: (await res.json().catch(() => null)) as T, total: range ? Number(range.split('/')[1]) : null };
  };
}

/**
 * A new product without options, made through the admin API in a demo product's category with its
 * pictures; `fields` gives its names, price, stock and anything else. Returns its id.
 */
export async function createPlainProduct(api: ReturnType<typeof adminApi>, fields: Record<string, unknown>): Promise<number> {
  const [any] = (await api<Array<{ images: unknown[]; categoryId: number }>>('products?range=[0,0]')).body;
  const created = await api<{ id: number }>('products', {
    method: 'POST',
    body: { categoryId: any.categoryId, images: any.images, options: [], ...fields },
  });
  if (created.status !== 201) throw new Error(`product not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

export const filterQuery = (filter: Record<string, unknown>, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

/**
 * A page of the shop's origin with the admin's token in localStorage (as the storefront's login
 * leaves it) and react-admin's stored language.
 */
export async function adminPage(
  browser: Browser,
  url: string,
  token: string,
  locale: 'ar' | 'en' = 'ar',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: locale === 'ar' ? 'ar-SA' : 'en-GB',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('RaStoreward-admin.locale', JSON.stringify(l));
    },
    [token, locale],
  );
  return { context, page };
}

/** Waits for a notification (react-admin's snackbar) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text).first().waitFor();

/** The message under the input named `source` (the helper text of its innermost form control). */
export const fieldMessage = (page: Page, source: string) =>
  page
    .locator('.MuiFormControl-root', { has: page.locator(`[name="${source}"]`) })
    .last()
    .locator('.MuiFormHelperText-root')
    .first();

/** Waits until the message under the input named `source` reads `text`. */
export async function expectFieldMessage(page: Page, source: string, text: string): Promise<void> {
  await fieldMessage(page, source).getByText(text, { exact: false }).waitFor();
}

/** The rows of the list's table. */
export const rows = (page: Page) => page.locator('.RaDataTable-table tbody tr, table tbody tr');

/** Waits until the list shows exactly `count` rows. */
export const expectRowCount = (page: Page, count: number | null) =>
  page.waitForFunction((n) => document.querySelectorAll('table tbody tr').length === n, count);

/** Polls `read` until it returns `expected` (a write react-admin sends after its undo window). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  if (JSON.stringify(last) !== JSON.stringify(expected))
    throw new Error(`expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)}`);
}

/** Adds one of react-admin's optional filters from the "add filter" menu. */
export async function addFilter(page: Page, buttonName: string, filterName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName }).click();
  await page.getByRole('menuitemcheckbox', { name: filterName }).click();
}

/** The text of a downloaded file (react-admin's CSV export). */
export async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

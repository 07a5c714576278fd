import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Issue 40: the home, listing and product pages paint from the styles inlined in index.html; the
 * rest of the stylesheet (later.css) arrives without blocking. Whatever the first screen shows —
 * Arabic and English, light and dark, phone and desktop — must look the same before and after
 * it: nothing unstyled, nothing that moves.
 */
jest.setTimeout(300_000);

const dist = resolve(new URL('.', import.meta.url).pathname, '../../storefront/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const laterHref = html.match(/<link rel="stylesheet" media="print" data-later-css[^>]*href="([^"]+)"/)?.[1];

let shop: RunningShop;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  const list = (await (await fetch(`${shop.url}/api/products?inStock=true&discounted=true&pageSize=1`)).json()) as {
    data: { items: Array<{ id: number }> };
  };
  productId = list.data.items[0].id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Where each element of the first screen is and how it looks (elements in document order). */
const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'position',
      'color',
      'background-color',
      'background-image',
      'font-size',
      'font-weight',
      'font-family',
      'border-top-width',
      'border-top-color',
      'border-radius',
      'box-shadow',
      'opacity',
      'visibility',
      'text-align',
      'text-decoration-line',
    ];
    const out: string[] = [];
    document.querySelectorAll('body *').forEach((el, i) => {
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight || (r.width === 0 && r.height === 0)) return;
      const style = getComputedStyle(el);
      const name = `${i} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const box = [r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',');
      out.push(`${name} [${box}] ${props.map((p) => `${p}:${style.getPropertyValue(p)}`).join('; ')}`);
    });
    return out;
  });

const PAGES = [
  { name: 'home', path: () => '/', shown: '.category-grid' },
  { name: 'listing', path: () => '/products', shown: '.product-grid .product-card' },
  { name: 'product', path: () => `/products/${productId}`, shown: '.gallery img' },
];

describe('the first screen paints from the inline styles', () => {
  it('index.html carries them inline and fetches the rest without blocking', () => {
    const inline = html.match(/<style data-first-screen>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.site-header{');
    expect(laterHref).toMatch(/^\/assets\/.+\.css$/);
    // the inline styles come first: the rest may override them, as in the one stylesheet they were
    expect(html.indexOf('<style data-first-screen>')).toBeLessThan(html.indexOf('data-later-css'));
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  });

  for (const p of PAGES)
    for (const lang of ['ar', 'en'] as const)
      for (const dark of [false, true])
        for (const width of [390, 1280])
          it(`${p.name}, ${lang}, ${dark ? 'dark' : 'light'}, ${width} px: the same before and after the rest of the styles`, async () => {
            const { context, page, errors } = await shopper(browser, shop.url, { lang, dark, width });
            // the server renders in the language its cookie names, as for a shopper who chose it
            await context.addCookies([{ name: 'ward-lang', value: lang, url: shop.url }]);
            await page.route(`**${laterHref}`, (route) => route.abort());
            await page.goto(`${shop.url}${p.path()}`);
            await ready(page);
            await page.locator(p.shown).first().waitFor();
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            // data still arriving (reviews, related products) moves things: wait until nothing does
            let before = await firstScreen(page);
            for (let previous: string[] = []; before.join('\n') !== previous.join('\n');) {
              previous = before;
              await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
              before = await firstScreen(page);
            }
            await screenshot(page, `storefront/first-screen/${p.name}-${lang}-${dark ? 'dark' : 'light'}-${width}-inline-only`);

            await page.addStyleTag({ content: readFileSync(join(dist, laterHref!), 'utf8') });
            const after = await firstScreen(page);
            const changed = after.filter((line, i) => line !== before[i]);
            expect(changed).toEqual([]);
            expect(after.length).toBe(before.length);
            expect(errors).toEqual([]);
            await context.close();
          });
});

import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import type { RunningShop } from '../support/server.js';
import { htmlState, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Search as shoppers use it (issue 17), in Debian's Chromium against the production build:
 * typing with suggestions in the header (keyboard, right to left in Arabic), facets kept in the
 * URL, "did you mean", and the page of a search that found nothing.
 */
jest.setTimeout(120_000);

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('search-as-you-type in the header', () => {
  it('suggests musk for a misspelt Arabic word, right to left, and the keyboard opens the chosen product', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390 });
    await page.goto(shop.url);
    await ready(page);
    await page.getByRole('button', { name: 'بحث' }).click();
    const box = page.getByRole('combobox', { name: 'ابحث في المتجر' });
    await box.pressSequentially('مسق', { delay: 60 });
    const options = page.locator('#search-listbox [role="option"]');
    await options.filter({ hasText: 'مسك' }).first().waitFor();
    expect(await htmlState(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    expect(await page.locator('.search-sheet').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // thumbnails: every product suggestion shows its picture
    const products = page.locator('.search-option-product');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.locator('img').count()).toBe(await products.count());
    await screenshot(page, 'search-suggestions-ar-phone');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toMatch(/^search-p\d+$/);
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    const chosen = (await page.locator(`#${active} .search-name`).innerText()).split('\n')[0];
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/products/${active!.slice('search-p'.length)}$`));
    await page.getByRole('heading', { level: 1, name: chosen }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens with "/", goes back to the box past the last choice, closes with Escape, and searches with Enter', async () => {
    const { context, page } = await shopper(browser, shop.url, { lang: 'en', dark: true });
    await page.goto(`${shop.url}/about`);
    await ready(page);
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.waitFor();
    await box.pressSequentially('bakh', { delay: 60 });
    await page.locator('.search-option-product').filter({ hasText: 'Bakhoor' }).first().waitFor();
    // up from the box: the last choice; down past it: the box again; down once more: the first choice
    await box.press('ArrowUp');
    expect(await page.locator(`#${await box.getAttribute('aria-activedescendant')}`).innerText()).toContain('See all results');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await page.locator('#search-listbox [role="option"]').first().getAttribute('id'),
    );
    await screenshot(page, 'search-suggestions-en-dark-desktop');
    await box.press('Escape');
    await box.press('Escape');
    await page.locator('.search-panel').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box.fill('oudh');
    await box.press('Enter');
    await page.waitForURL(/\/products\?search=oudh$/);
    await page.locator('.product-grid .product-card').first().waitFor();
    expect(await page.locator('.product-grid .product-card h2').first().innerText()).toMatch(/Oud/);
    await context.close();
  });
});

describe('the results page', () => {
  it('keeps facets in the URL with their counts, and offers "did you mean" for a misspelling', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { lang: 'en' });
    await page.goto(`${shop.url}/products?search=musk`);
    await ready(page);
    const aside = page.locator('.listing-aside');
    const musk = aside.locator('label.choice').filter({ hasText: /^Musk\d+$/ });
    await musk.waitFor();
    const count = Number(await musk.locator('.choice-count').innerText());
    expect(count).toBeGreaterThan(0);
    await musk.locator('input').click();
    await page.waitForURL(/categoryId=\d+/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('musk');
    await page.locator('.listing-count', { hasText: `${count} products` }).waitFor();
    await aside.getByLabel('In stock only').click();
    await page.waitForURL(/inStock=true/);
    await page.reload();
    await ready(page);
    expect(await aside.getByLabel('In stock only').isChecked()).toBe(true);
    expect(await musk.locator('input').isChecked()).toBe(true);
    await screenshot(page, 'search-facets-en-desktop');

    // "safron" is not offered a correction: repeated letters collapse, so it is "saffron" as typed
    await page.goto(`${shop.url}/products?search=sandalwud`);
    const suggestion = page.locator('.did-you-mean a');
    await suggestion.waitFor();
    expect(await suggestion.innerText()).toBe('sandalwood');
    // the misspelling already shows what it meant, ranked by closeness
    expect(await page.locator('.product-grid .product-card h2').first().innerText()).toMatch(/Sandalwood/);
    await screenshot(page, 'search-did-you-mean-en-desktop');
    await suggestion.click();
    await page.waitForURL(/search=sandalwood$/);
    await page.locator('.product-grid .product-card h2', { hasText: 'Sandalwood Oil' }).waitFor();
    expect(await page.locator('.did-you-mean').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the facets of a search in the filter sheet on a phone, right to left and dark', async () => {
    const { context, page, errors } = await shopper(browser, shop.url, { width: 390, dark: true });
    await page.goto(`${shop.url}/products?search=${encodeURIComponent('عود')}`);
    await ready(page);
    await page.locator('.product-grid .product-card').first().waitFor();
    // the search is a chip, not a filter: the filters button counts none
    await page.getByRole('button', { name: /إزالة/ }).first().waitFor();
    expect(
      await page
        .getByRole('button', { name: /التصفية/ })
        .locator('.count-pill')
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: /التصفية/ }).click();
    const sheet = page.getByRole('dialog');
    const oud = sheet.locator('label.choice').filter({ hasText: /^عود/ }).first();
    await oud.waitFor();
    expect(Number(await oud.locator('.choice-count').innerText())).toBeGreaterThan(0);
    // only categories the search found something in are offered
    const counts = await sheet.locator('fieldset').first().locator('.choice-count').allInnerTexts();
    expect(counts.map(Number)).not.toContain(0);
    expect(await sheet.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await screenshot(page, 'search-facets-ar-dark-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns a search that found nothing into the closest categories and popular products', async () => {
    const { context, page, errors } = await shopper(browser, shop.url);
    await page.goto(`${shop.url}/products?search=${encodeURIComponent('بخور zzqqxx')}`);
    await ready(page);
    await page.getByRole('heading', { name: 'لم نجد شيئاً عن «بخور zzqqxx»' }).waitFor();
    const categories = page.getByRole('navigation', { name: 'أقرب التصنيفات' }).getByRole('link');
    expect(await categories.first().innerText()).toContain('بخور');
    expect(await page.locator('.no-results .product-card').count()).toBeGreaterThan(0);
    // one "clear all", beside the search's chip
    expect(await page.getByRole('button', { name: 'مسح الكل' }).count()).toBe(1);
    await screenshot(page, 'search-no-results-ar-desktop');
    await categories.first().click();
    await page.waitForURL(/\/products\?categoryId=\d+$/);
    await page.locator('.product-grid .product-card').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { adminPage, toast } from '../admin/helpers.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, productInStock } from '../support/orders.js';
import { login, type RunningShop } from '../support/server.js';
import { amountOf, DEMO, openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Free samples (issue 14 §2) in a real browser: a shopper on a phone picks two free samples at
 * checkout (the demo shop allows 2), the third is disabled, the total does not move, and the
 * placed order lists them at 0; the back office turns samples on for a product.
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let product: Awaited<ReturnType<typeof productInStock>>;

interface Offer {
  productId: number;
  name: { ar: string; en: string };
}
const offers = async (): Promise<{ max: number; items: Offer[] }> =>
  ((await (await fetch(`${shop.url}/api/samples`)).json()) as { data: { max: number; items: Offer[] } }).data;
const vialStock = async (productId: number): Promise<number> =>
  ((await (await fetch(`${shop.url}/api/products/${productId}`)).json()) as { data: { sample: { stock: number } } }).data.sample.stock;

beforeAll(async () => {
  [shop, browser] = await Promise.all([openShop(), launchBrowser()]);
  await setSplash(shop.url, 0);
  product = await productInStock(shop.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const LABELS = {
  ar: {
    recipientName: 'اسم المستلم',
    phone: 'رقم الجوال',
    street: 'الشارع ورقم المبنى',
    city: 'المدينة',
    continue: 'متابعة',
    cod: /الدفع عند الاستلام/,
    review: 'مراجعة الطلب',
    counter: (n: number) => `اخترت ${n} من 2`,
    place: 'تأكيد الطلب',
    thanks: 'شكراً لك! تم استلام طلبك',
    viewOrder: 'عرض الطلب',
    orderTitle: 'تفاصيل الطلب',
    sampleLine: 'عينة مجانية: ',
  },
  en: {
    recipientName: 'Recipient name',
    phone: 'Mobile number',
    street: 'Street and building',
    city: 'City',
    continue: 'Continue',
    cod: /Cash on delivery/,
    review: 'Review',
    counter: (n: number) => `${n} of 2 chosen`,
    place: 'Place order',
    thanks: 'Thank you! Your order is in',
    viewOrder: 'View order',
    orderTitle: 'Order details',
    sampleLine: 'Free sample: ',
  },
} as const;

async function fillCart(page: Page): Promise<void> {
  await page.evaluate((p) => {
    const stored = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{},"version":1}');
    stored.state.items = [{ id: p.id, name: p.name, price: p.price, quantity: 1, weight: p.weight, stock: p.stock }];
    localStorage.setItem('ward-store', JSON.stringify(stored));
  }, product);
}

async function toReview(page: Page, lang: 'ar' | 'en'): Promise<void> {
  const l = LABELS[lang];
  await page.goto(`${shop.url}/checkout`);
  await ready(page);
  await page.getByLabel(l.recipientName).fill(lang === 'ar' ? 'ريم الشهري' : 'Reem Alshehri');
  await page.getByLabel(l.phone).fill('0501234567');
  await page.getByLabel(l.street).fill('طريق الملك فهد، مبنى 12');
  await page.getByLabel(l.city).fill('الرياض');
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByLabel(l.cod).check();
  await page.getByRole('button', { name: l.continue }).click();
  await page.getByRole('heading', { name: l.review }).waitFor();
  await page.locator('.checkout-summary .totals-total').waitFor();
}

for (const run of [
  { lang: 'ar' as const, width: 390, dark: false },
  { lang: 'ar' as const, width: 390, dark: true },
  { lang: 'en' as const, width: 1280, dark: false },
]) {
  const l = LABELS[run.lang];
  const view = `${run.lang}-${run.dark ? 'dark' : 'light'}-${run.width}`;

  it(`a shopper picks two free samples at checkout and the order lists them at 0 (${view})`, async () => {
    const offered = await offers();
    expect(offered.max).toBe(2);
    expect(offered.items.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = offered.items;
    const before = [await vialStock(first.productId), await vialStock(second.productId)];

    const token = await newCustomer(shop.url);
    const { context, page, errors } = await shopper(browser, shop.url, { token, lang: run.lang, dark: run.dark, width: run.width });
    await fillCart(page);
    await toReview(page, run.lang);
    const totalBefore = amountOf(await page.locator('.checkout-summary .totals-total dd').innerText());

    const section = page.getByTestId('sample-options');
    const counter = section.getByTestId('sample-counter');
    await counter.getByText(l.counter(0)).waitFor();
    const box = (o: Offer) => section.getByRole('checkbox', { name: o.name[run.lang] });
    await box(first).check();
    await counter.getByText(l.counter(1)).waitFor();
    await box(second).check();
    await counter.getByText(l.counter(2)).waitFor();
    // the limit reached: the others cannot be chosen, the chosen ones can be unchosen
    expect(await box(third).isDisabled()).toBe(true);
    expect(await box(first).isDisabled()).toBe(false);
    // the summary asked again with the samples: the total is what it was
    await page.locator('.checkout-summary .totals-total').waitFor();
    expect(amountOf(await page.locator('.checkout-summary .totals-total dd').innerText())).toBe(totalBefore);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `storefront/samples/review-${view}`);

    const place = page.getByRole('button', { name: l.place, exact: true });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.form-actions .btn-primary')?.disabled);
    await place.click();
    await page.getByRole('heading', { name: l.thanks }).waitFor();
    await page.getByRole('link', { name: l.viewOrder }).click();
    await page.getByRole('heading', { name: l.orderTitle }).waitFor();
    for (const o of [first, second]) await page.getByText(`${l.sampleLine}${o.name[run.lang]}`).first().waitFor();
    expect([await vialStock(first.productId), await vialStock(second.productId)]).toEqual([before[0] - 1, before[1] - 1]);
    await page.locator('.toast').first().waitFor({ state: 'detached' });
    await page.getByText(`${l.sampleLine}${first.name[run.lang]}`).first().scrollIntoViewIfNeeded();
    await screenshot(page, `storefront/samples/order-${view}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

it('the back office turns a free sample on for a product (ar desktop light, en phone dark)', async () => {
  const adminToken = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const withSample = new Set((await offers()).items.map((o) => o.productId));
  const list = (await (await fetch(`${shop.url}/api/products?pageSize=40&sort=name_asc`)).json()) as { data: { items: Array<{ id: number }> } };
  type Full = { id: number; sample: unknown; variants: Array<{ sku: string }> };
  const full = async (id: number) => ((await (await fetch(`${shop.url}/api/products/${id}`)).json()) as { data: Full }).data;
  const candidates = (await Promise.all(list.data.items.filter((p) => !withSample.has(p.id)).map((p) => full(p.id)))).filter((p) => !p.sample);
  for (const [i, { locale, dark, width }] of [
    { locale: 'ar' as const, dark: false, width: 1366 },
    { locale: 'en' as const, dark: true, width: 390 },
  ].entries()) {
    const target = candidates[i];
    const { context, page } = await adminPage(browser, shop.url, adminToken, locale);
    if (dark) await page.evaluate(() => localStorage.setItem('RaStoreward-admin.theme', JSON.stringify('dark')));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${shop.url}/admin/products/${target.id}`);
    const offer = page.getByLabel(locale === 'ar' ? 'يقدم هذا المنتج عينة مجانية' : 'This product offers a free sample');
    await offer.check();
    const sku = page.getByLabel(locale === 'ar' ? 'رمز العينة (SKU)' : 'Sample SKU');
    expect(await sku.inputValue()).toBe(`${target.variants[0].sku}-S`);
    await page.getByLabel(locale === 'ar' ? 'مخزون العينات' : 'Sample stock').fill('12');
    await sku.scrollIntoViewIfNeeded();
    await screenshot(page, `admin/products/sample-${locale}-${dark ? 'dark' : 'light'}-${width}`);
    await page
      .getByRole('button', { name: locale === 'ar' ? 'حفظ' : 'Save' })
      .first()
      .click();
    await toast(page, locale === 'ar' ? /تم/ : /updated|saved/i);
    const saved = (await (await fetch(`${shop.url}/api/products/${target.id}`)).json()) as {
      data: { sample: { sku: string; stock: number } };
    };
    expect(saved.data.sample).toMatchObject({ sku: `${target.variants[0].sku}-S`, stock: 12 });
    expect((await offers()).items.map((o) => o.productId)).toContain(target.id);
    await context.close();
  }
});

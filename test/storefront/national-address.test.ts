import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startMapTiles } from '../stand-ins/map-tiles/server.mjs';
import { launchBrowser, screenshot } from '../support/browser.js';
import { newCustomer, productInStock } from '../support/orders.js';
import { DEMO, login, type RunningShop } from '../support/server.js';
import { openShop, ready, setSplash, shopper } from './helpers.js';

/**
 * Saudi National Address (issue 18 §4) in a real browser, in Arabic on a 390 px phone: a wrong
 * short address is refused with its own message, the right one (typed in lower case with
 * Arabic-Indic digits) goes through, the pin is set on a map from the shopper's location and
 * moved with the keyboard, and the order, its packing slip and the API all carry the full address.
 * Map tiles come from the stand-in tile server (the page's requests to OpenStreetMap are answered by it).
 */
jest.setTimeout(180_000);

let shop: RunningShop;
let browser: Browser;
let tiles: Awaited<ReturnType<typeof startMapTiles>>;
let product: Awaited<ReturnType<typeof productInStock>>;

beforeAll(async () => {
  [shop, browser, tiles] = await Promise.all([openShop(), launchBrowser(), startMapTiles()]);
  await setSplash(shop.url, 0);
  product = await productInStock(shop.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await tiles?.stop();
});

const api = async (path: string, token: string, init: RequestInit = {}) => {
  const res = await fetch(`${shop.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as { data: any; errors?: Record<string, string[]>; message?: string } };
};

it('refuses a malformed short address over the API with a per-field message and saves nothing', async () => {
  const token = await newCustomer(shop.url);
  const bad = { title: 'المنزل', street: 'طريق الملك فهد', city: 'الرياض', country: 'SA', shortAddress: 'RRRD29290', buildingNumber: '23' };
  const refused = await api('/api/addresses', token, { method: 'POST', body: JSON.stringify(bad) });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('Enter a valid short address: 4 letters then 4 digits, like RRRD2929');
  expect(JSON.stringify(refused.body)).toContain('Must be 4 digits');
  const arabic = await api('/api/addresses', token, { method: 'POST', body: JSON.stringify(bad), headers: { 'accept-language': 'ar' } });
  expect(JSON.stringify(arabic.body)).toContain('العنوان المختصر غير صالح');
  expect((await api('/api/addresses', token)).body.data).toEqual([]);
  // the same address in its good form is kept normalised
  const saved = await api('/api/addresses', token, {
    method: 'POST',
    body: JSON.stringify({ ...bad, shortAddress: 'rrrd ٢٩٢٩', buildingNumber: '٢٣٢٢', postalCode: '12211' }),
  });
  expect(saved.status).toBe(201);
  expect(saved.body.data).toMatchObject({ shortAddress: 'RRRD2929', buildingNumber: '2322', postalCode: '12211' });
});

it('takes a National Address with a map pin at checkout in Arabic on a phone', async () => {
  const token = await newCustomer(shop.url);
  const { context, page, errors } = await shopper(browser, shop.url, { token, lang: 'ar', width: 390 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 24.774265, longitude: 46.738586 });
  await context.route('https://tile.openstreetmap.org/**', async (route) => {
    const answer = await fetch(`${tiles.url}${new URL(route.request().url()).pathname}`);
    await route.fulfill({ status: answer.status, contentType: 'image/png', body: Buffer.from(await answer.arrayBuffer()) });
  });
  await page.evaluate((p) => {
    const stored = JSON.parse(localStorage.getItem('ward-store') ?? '{"state":{},"version":1}');
    stored.state.items = [{ id: p.id, name: p.name, price: p.price, quantity: 1, weight: p.weight, stock: p.stock }];
    localStorage.setItem('ward-store', JSON.stringify(stored));
  }, product);
  await page.goto(`${shop.url}/checkout`);
  await ready(page);

  await page.getByLabel('اسم المستلم').fill('ريم الشهري');
  await page.getByLabel('رقم الجوال').fill('0501234567');
  await page.getByLabel('العنوان المختصر').fill('RRRD 29290');
  await page.getByLabel('الشارع ورقم المبنى').fill('طريق الملك فهد');
  await page.getByLabel(/^رقم المبنى/).fill('٢٣٢٢');
  await page.getByLabel('الحي').fill('العليا');
  await page.getByLabel('المدينة').fill('الرياض');
  await page.getByLabel('الرمز البريدي').fill('12211');
  await page.getByLabel('الرقم الإضافي').fill('7788');
  await page.getByRole('button', { name: 'متابعة' }).click();
  // a wrong short address: its own message, and the shopper stays on the address step
  const shortError = page.locator('.field.has-error').filter({ hasText: 'العنوان المختصر غير صالح' });
  await shortError.waitFor();
  expect(await page.getByLabel('العنوان المختصر').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'national-address-error-ar-390');

  await page.getByLabel('العنوان المختصر').fill('rrrd ٢٩٢٩');
  await page.getByRole('button', { name: 'حدد موقع التوصيل على الخريطة' }).click();
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await page.getByRole('button', { name: 'استخدم موقعي الحالي' }).click();
  const coordinates = page.locator('.map-pin .field-hint[dir="ltr"]');
  await coordinates.filter({ hasText: /^24\.7742\d, 46\.7385\d$/ }).waitFor();
  // the pin moves with the keyboard too (north: the latitude grows)
  await page.getByRole('button', { name: /دبوس الموقع/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => {
    const text = document.querySelector('.map-pin .field-hint[dir="ltr"]')?.textContent ?? '';
    return Number(text.split(',')[0]) > 24.7743;
  });
  await screenshot(page, 'national-address-map-ar-390');
  await page.getByRole('button', { name: 'تم' }).click();
  await page.getByText('تم تحديد موقع التوصيل على الخريطة').waitFor();
  expect(tiles.requests.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByLabel(/الدفع عند الاستلام/).check();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.locator('.checkout-summary .totals-total').waitFor();
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await page.getByText('شكراً لك! تم استلام طلبك').waitFor();
  expect(errors).toEqual([]);

  const orders = await api('/api/orders', token);
  const order = orders.body.data.items[0];
  expect(order.address).toMatchObject({
    shortAddress: 'RRRD2929',
    buildingNumber: '2322',
    additionalNumber: '7788',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
  });
  expect(order.address.latitude).toBeGreaterThan(24.774265);
  expect(order.address.longitude).toBeCloseTo(46.738586, 3);

  const admin = await login(shop.url, DEMO.admin.email, DEMO.admin.password);
  const slip = await (await fetch(`${shop.url}/api/admin/orders/${order.id}/packing-slip`, { headers: { authorization: `Bearer ${admin}` } })).text();
  expect(slip).toContain('RRRD2929');
  expect(slip).toContain('7788');
  await context.close();
});

it('keeps a simpler form for the other Gulf countries in the address book (English, dark, desktop)', async () => {
  const token = await newCustomer(shop.url);
  const { context, page, errors } = await shopper(browser, shop.url, { token, lang: 'en', dark: true, width: 1280 });
  await page.goto(`${shop.url}/user/addresses`);
  await ready(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Short address/).waitFor();
  await dialog.getByLabel('City').fill('jed');
  // the Saudi city list suggests as the shopper types (the browser's own list)
  expect(await dialog.locator('datalist option[value="Jeddah"]').count()).toBe(1);
  await screenshot(page, 'national-address-book-en-dark-1280');

  await dialog.getByLabel('Country').selectOption('AE');
  await dialog.getByLabel(/^Short address/).waitFor({ state: 'detached' });
  expect(await dialog.getByLabel(/^Building number/).count()).toBe(0);
  expect(await dialog.getByRole('button', { name: 'Pin the delivery location on the map' }).count()).toBe(0);
  await dialog.getByLabel(/^Address name/).fill('Dubai flat');
  await dialog.getByLabel('Street and building').fill('Sheikh Zayed Road, Tower 3');
  await dialog.getByLabel('City').fill('Dubai');
  await screenshot(page, 'national-address-book-gulf-en-dark-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const saved = (await api('/api/addresses', token)).body.data;
  expect(saved).toEqual([expect.objectContaining({ country: 'AE', city: 'Dubai', shortAddress: null, buildingNumber: null, latitude: null })]);
  expect(errors).toEqual([]);
  await context.close();
});

import { jest } from '@jest/globals';
import { SettingsService } from '../content/settings.service.js';
import { createCategory, createUser } from './fixtures.js';
import { SA_ADDRESS, seedShipping } from './checkout-fixtures.js';
import { startSmtp } from './smtp.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The app (with a real SMTP server), users and calls the order tests share
 * (`server/src/orders/orders*.test.ts`); each file that calls `useOrdersApp()` gets its own app.
 * The variables are live bindings: read them inside tests, after `beforeAll` has run.
 */
export let t: TestApp;
export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let customer: Awaited<ReturnType<typeof createUser>>;
export let categoryId: number;
export let carriers: { smsa: number; aramex: number };

export function useOrdersApp(): void {
  // Jest reads testTimeout only from the root config in a multi-project run: set it here
  jest.setTimeout(60_000);
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ smtpUrl: smtp.url });
    admin = await createUser(t, 'Admin', { name: 'Mona Admin' });
    customer = await createUser(t, 'Customer', { name: 'Sara' });
    categoryId = (await createCategory(t)).id;
    carriers = await seedShipping(t);
    // Sara places many card orders here: the unpaid-hold caps have their own file (unpaid-holds.test.ts)
    await t.get(SettingsService).update({ ...(await t.get(SettingsService).get()), unpaidHoldPerProduct: 1_000, unpaidHoldTotal: 10_000 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  }, 60_000);
}

export const stockOf = async (id: number) =>
  (await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [id]))[0].stock as number;
export const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
export const order = (body: object, token = customer.token, headers: Record<string, string> = {}) =>
  t.api.post('/api/orders', { address: SA_ADDRESS, paymentMethod: 'cod', ...body }, { token, headers, lang: 'en' });
export const act = (id: number, action: string, body: object = {}) =>
  t.api.post(`/api/admin/orders/${id}/${action}`, body, { token: admin.token, lang: 'en' });

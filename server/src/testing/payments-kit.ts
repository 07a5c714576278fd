import { jest } from '@jest/globals';
import { SIGNATURE_HEADER } from '../payments/providers/test-gateway/test-gateway.js';
import { createCategory, createUser } from './fixtures.js';
import { SA_ADDRESS, seedShipping } from './checkout-fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The app, users and calls the payments tests share (`server/src/payments/payments*.test.ts`);
 * each file that calls `usePaymentsApp()` gets its own app. The variables are live bindings:
 * read them inside tests, after `beforeAll` has run.
 */
export let t: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let customer: Awaited<ReturnType<typeof createUser>>;
export let categoryId: number;

export function usePaymentsApp(): void {
  // Jest reads testTimeout only from the root config in a multi-project run: set it here
  jest.setTimeout(60_000);
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);
}

export const stockOf = async (id: number) =>
  (await t.db.query(`SELECT stock FROM product_variants WHERE "productId" = $1 AND "isDefault"`, [id]))[0].stock as number;
export const place = async (productId: number, method: 'card' | 'wallet' = 'card', extra: object = {}) => {
  const res = await t.api.post(
    '/api/orders',
    { items: [{ productId, quantity: 2 }], paymentMethod: method, address: SA_ADDRESS, ...extra },
    { token: customer.token, lang: 'en' },
  );
  expect(res.status).toBe(201);
  return res.body.data as {
    order: { id: number; orderNumber: string; total: number; status: string; paymentId: string };
    payment: { id: string; invoiceId: string; redirectUrl: string; amount: number; status: string; createdAt: string; expiresAt: string };
  };
};
export const payment = async (id: string, token = customer.token) => t.api.get(`/api/payments/${id}`, { token, lang: 'en' });
export const orderOf = async (id: number) => (await t.api.get(`/api/orders/${id}`, { token: customer.token })).body.data;
export const resultUrl = (paymentId: string) => `${t.config.publicUrl}/payment/result?paymentId=${paymentId}`;
export const callback = (body: unknown, signature?: string) =>
  t.api.post('/api/payments/callback', body, { headers: signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }, lang: 'en' });

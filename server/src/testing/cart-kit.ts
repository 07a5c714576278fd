import { jest } from '@jest/globals';
import { createCategory, createUser } from './fixtures.js';
import { seedShipping } from './checkout-fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The app, users and calls the cart, coupon and shipping tests share
 * (`server/src/orders/cart*.test.ts`); each file that calls `useCartApp()` gets its own app.
 * The variables are live bindings: read them inside tests, after `beforeAll` has run.
 */
export let t: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let customer: Awaited<ReturnType<typeof createUser>>;
export let categoryId: number;
export let carriers: { smsa: number; aramex: number };

export function useCartApp(): void {
  // Jest reads testTimeout only from the root config in a multi-project run: set it here
  jest.setTimeout(60_000);
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, 'Admin');
    customer = await createUser(t, 'Customer');
    categoryId = (await createCategory(t)).id;
    carriers = await seedShipping(t);
  }, 120_000);
  afterAll(() => t.close(), 60_000);
}

export const validate = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/coupons/validate', body, { lang });
export const quote = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/cart/quote', body, { lang });
export const calc = (body: object, lang: 'ar' | 'en' = 'en') => t.api.post('/api/shipping/calculate', body, { lang });
export const adminApi = {
  get: (path: string) => t.api.get(`/api/admin/${path}`, { token: admin.token, lang: 'en' }),
  post: (path: string, body: object) => t.api.post(`/api/admin/${path}`, body, { token: admin.token, lang: 'en' }),
  put: (path: string, body: object) => t.api.put(`/api/admin/${path}`, body, { token: admin.token, lang: 'en' }),
  delete: (path: string) => t.api.delete(`/api/admin/${path}`, { token: admin.token, lang: 'en' }),
};

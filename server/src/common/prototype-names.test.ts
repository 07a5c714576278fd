import { randomUUID } from 'node:crypto';
import { SA_ADDRESS, seedShipping } from '../testing/checkout-fixtures.js';
import { createCategory, createProduct, createUser } from '../testing/fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 11 §1: names a client chooses (sort fields, filter keys, range keys) that happen to be
 * Object.prototype's own names never reach a lookup that answers the prototype's member. Before the
 * fix `sort=["__proto__","ASC"]` made TypeORM write into Object.prototype (every later order,
 * profile and address answered 500 until a restart) and `constructor`, `toString` or
 * `hasOwnProperty` as a sort field answered 500 on every admin list.
 */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];

const ADMIN_LISTS = [
  'products',
  'categories',
  'orders',
  'coupons',
  'carriers',
  'shipping-rates',
  'customers',
  'reviews',
  'notifications',
  'banners',
  'branches',
  'testimonials',
  'pages',
  'contact-messages',
  'newsletter-subscribers',
  'outbox',
];

/** Object.prototype's own names before the app ran (the app shares this realm with the test) */
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('prototype names in client-chosen keys (issue 11 §1)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await createUser(t, 'Admin')).token;
    customer = (await createUser(t)).token;
    await seedShipping(t);
    productId = (await createProduct(t, (await createCategory(t)).id, { stock: 50 })).id;
  });
  afterAll(() => t.close());

  it('as sort fields, filter keys and range values on all 16 admin lists: never a 5xx, Object.prototype untouched', async () => {
    const failures: string[] = [];
    for (const list of ADMIN_LISTS) {
      for (const name of PROTOTYPE_NAMES) {
        for (const query of [
          `sort=${q([name, 'ASC'])}`,
          `sort=${q([name, 'DESC'])}&range=${q([0, 4])}`,
          `filter=${q({ [name]: { polluted: 'yes' } })}`,
          `filter=${q({ [name]: 'x', q: name })}`,
          `filter=${q({ [`${name}_gte`]: '2026-01-01', [`${name}_lte`]: 1 })}`,
          `${encodeURIComponent(name)}=1&sort=${q([name, 'ASC'])}`,
        ]) {
          const res = await t.api.get(`/api/admin/${list}?${query}`, { token: admin });
          if (res.status !== 200) failures.push(`${list} ?${decodeURIComponent(query)} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    const polluted: string[] = [];
    for (const key in {}) polluted.push(key);
    expect(polluted).toEqual([]);
  });

  it('an unknown sort field falls back to the default order; a known one still sorts', async () => {
    const byProto = await t.api.get(`/api/admin/products?sort=${q(['__proto__', 'ASC'])}`, { token: admin });
    const byId = await t.api.get(`/api/admin/products?sort=${q(['id', 'ASC'])}`, { token: admin });
    expect(byProto.body.map((p: { id: number }) => p.id)).toEqual(byId.body.map((p: { id: number }) => p.id));
  });

  it('afterwards a customer still reads their account and places an order', async () => {
    for (const path of ['/api/Auth/me', '/api/profile', '/api/addresses', '/api/notifications', '/api/orders'])
      expect({ path, status: (await t.api.get(path, { token: customer })).status }).toEqual({ path, status: 200 });
    const placed = await t.api.post(
      '/api/orders',
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', address: SA_ADDRESS },
      { token: customer, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(placed.status).toBe(201);
    expect((await t.api.get('/api/orders', { token: customer })).body.data.total).toBe(1);
  });
});

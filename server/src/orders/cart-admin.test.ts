import { createProduct } from '../testing/fixtures.js';
import { admin, adminApi, calc, carriers, categoryId, customer, t, useCartApp } from '../testing/cart-kit.js';

describe('admin: coupons, carriers, shipping rates (and their Swagger)', () => {
  useCartApp();

  describe('admin: coupons, carriers, shipping rates', () => {
    it('coupons follow SPEC.md §5 and are unique case-insensitively; the list speaks simple-rest', async () => {
      const invalid = await adminApi.post('coupons', { code: 'X', discountValue: 0, isPercentage: true });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({
        code: 'Must be at least 2 characters',
        discountValue: 'Must be greater than zero',
        expiryDate: 'This field is required',
      });
      expect(
        (await adminApi.post('coupons', { code: 'HALF', discountValue: 150, isPercentage: true, expiryDate: '2030-01-01' })).body.errors,
      ).toEqual({ discountValue: 'A percentage discount cannot exceed 100%' });
      const created = await adminApi.post('coupons', {
        code: 'eid2030',
        discountValue: 30,
        isPercentage: false,
        expiryDate: '2030-06-30',
        usageLimit: 2,
        minOrderTotal: 150,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        code: 'EID2030',
        discountValue: 30,
        isPercentage: false,
        expiryDate: '2030-06-30T20:59:59.999Z',
        usageLimit: 2,
        usedCount: 0,
        minOrderTotal: 150,
        isActive: true,
      });
      const dup = await adminApi.post('coupons', { code: 'Eid2030', discountValue: 5, isPercentage: true, expiryDate: '2030-01-01' });
      expect(dup.status).toBe(409);
      expect(dup.body.errors).toEqual({ code: 'A coupon with this code already exists' });
      const updated = await adminApi.put(`coupons/${created.body.id}`, {
        code: 'EID2030',
        discountValue: 35,
        isPercentage: false,
        expiryDate: '2030-07-01T00:00:00Z',
        usageLimit: null,
      });
      expect(updated.body).toMatchObject({ discountValue: 35, usageLimit: null, minOrderTotal: null });
      await t.db.query(`UPDATE coupons SET "usedCount" = 3 WHERE id = $1`, [created.body.id]);
      expect(
        (
          await adminApi.put(`coupons/${created.body.id}`, {
            code: 'EID2030',
            discountValue: 35,
            isPercentage: false,
            expiryDate: '2030-07-01',
            usageLimit: 2,
          })
        ).body.errors,
      ).toEqual({ usageLimit: 'The usage limit is below the times it was already used (3)' });
      const list = await t.api.get(`/api/admin/coupons?filter=${encodeURIComponent('{"q":"eid"}')}`, { token: admin.token });
      expect(list.headers.get('content-range')).toBe('coupons 0-0/1');
      expect(list.body[0].code).toBe('EID2030');
      const inactive = await t.api.get(`/api/admin/coupons?filter=${encodeURIComponent('{"isActive":false}')}`, { token: admin.token });
      expect(inactive.body.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
      expect((await adminApi.delete(`coupons/${created.body.id}`)).status).toBe(200);
      expect((await adminApi.get(`coupons/${created.body.id}`)).status).toBe(404);
      expect((await t.api.get('/api/admin/coupons', { token: customer.token })).status).toBe(403);
      expect((await t.api.get('/api/admin/coupons')).status).toBe(401);
    });

    it('carriers need a tracking template with {n}; rates are unique per country and carrier; inactive ones are not offered', async () => {
      expect(
        (await adminApi.post('carriers', { name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'https://track.example.com/' })).body
          .errors,
      ).toEqual({
        trackingUrlTemplate: 'The tracking link must contain {n} where the tracking number goes',
      });
      expect(
        (await adminApi.post('carriers', { name: { ar: 'ناقل', en: 'Carrier' }, trackingUrlTemplate: 'javascript:alert({n})' })).body.errors
          .trackingUrlTemplate,
      ).toBe('Enter a valid link (starting with https://)');
      const carrier = await adminApi.post('carriers', {
        name: { ar: 'ناقل سريع', en: 'Fast Carrier' },
        trackingUrlTemplate: 'https://track.example.com/?n={n}',
      });
      expect(carrier.status).toBe(201);
      const rate = await adminApi.post('shipping-rates', {
        country: 'SA',
        carrierId: carrier.body.id,
        firstKgFee: 10,
        additionalKgFee: 2,
        minDays: 1,
        maxDays: 2,
      });
      expect(rate.status).toBe(201);
      expect(rate.body).toMatchObject({
        country: 'SA',
        carrier: { id: carrier.body.id, name: { en: 'Fast Carrier' } },
        firstKgFee: 10,
        isActive: true,
      });
      expect(
        (await adminApi.post('shipping-rates', { country: 'SA', carrierId: carrier.body.id, firstKgFee: 12, additionalKgFee: 2 })).status,
      ).toBe(409);
      expect(
        (await adminApi.post('shipping-rates', { country: 'SA', carrierId: 99999, firstKgFee: 12, additionalKgFee: 2 })).body.errors,
      ).toEqual({ carrierId: 'Carrier not found' });
      expect(
        (
          await adminApi.post('shipping-rates', {
            country: 'SA',
            carrierId: carrier.body.id,
            firstKgFee: -1,
            additionalKgFee: 2,
            minDays: 5,
            maxDays: 3,
          })
        ).body.errors,
      ).toEqual({
        firstKgFee: 'Cannot be negative',
        maxDays: 'The longest delivery time cannot be shorter than the shortest',
      });
      const p = await createProduct(t, categoryId, { stock: 5, weight: 100 });
      expect((await calc({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' })).body.data).toMatchObject({
        fee: 10,
        carrier: { id: carrier.body.id },
        days: { min: 1, max: 2 },
      });
      await adminApi.put(`carriers/${carrier.body.id}`, {
        name: { ar: 'ناقل سريع', en: 'Fast Carrier' },
        trackingUrlTemplate: 'https://track.example.com/?n={n}',
        isActive: false,
      });
      expect((await calc({ items: [{ productId: p.id, quantity: 1 }], country: 'SA' })).body.data.carrier.id).toBe(carriers.smsa);
      const rates = await t.api.get(
        `/api/admin/shipping-rates?filter=${encodeURIComponent('{"country":"SA"}')}&sort=${encodeURIComponent('["firstKgFee","ASC"]')}`,
        { token: admin.token },
      );
      expect(rates.headers.get('content-range')).toBe('shipping-rates 0-2/3');
      expect(rates.body.map((r: { firstKgFee: number }) => r.firstKgFee)).toEqual([10, 25, 28]);
      expect((await adminApi.delete(`carriers/${carrier.body.id}`)).status).toBe(200);
      expect((await adminApi.get(`shipping-rates/${rate.body.id}`)).status).toBe(404);
    });

    it('a carrier with open orders cannot be deleted', async () => {
      const p = await createProduct(t, categoryId, { stock: 5 });
      const placed = await t.api.post(
        '/api/orders',
        {
          items: [{ productId: p.id, quantity: 1 }],
          paymentMethod: 'cod',
          address: { recipientName: 'Huda', phone: '0551234567', street: 'Prince Sultan Street 4', city: 'Jeddah', country: 'SA' },
        },
        { token: customer.token },
      );
      const carrierId = placed.body.data.order.carrier.id;
      const res = await adminApi.delete(`carriers/${carrierId}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A carrier used by orders cannot be deleted; deactivate it instead');
    });
  });


  it('documents every checkout, payment, shipment and report route in Swagger (summary, body schema, error statuses)', async () => {
    const doc = (await t.api.get('/api/docs/openapi.json')).body;
    const paths = [
      '/api/cart/quote',
      '/api/coupons/validate',
      '/api/shipping/calculate',
      '/api/orders',
      '/api/orders/{id}',
      '/api/orders/{id}/invoice',
      '/api/payments/{paymentId}',
      '/api/payments/callback',
      '/api/shipments/{paymentId}',
      '/api/admin/orders',
      '/api/admin/orders/{id}',
      '/api/admin/orders/{id}/invoice',
      '/api/admin/orders/{id}/approve',
      '/api/admin/orders/{id}/reject',
      '/api/admin/orders/{id}/ship',
      '/api/admin/orders/{id}/complete',
      '/api/admin/coupons',
      '/api/admin/coupons/{id}',
      '/api/admin/carriers',
      '/api/admin/carriers/{id}',
      '/api/admin/shipping-rates',
      '/api/admin/shipping-rates/{id}',
      '/api/admin/dashboard',
      '/api/admin/reports/sales',
    ];
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
    const operations = paths.flatMap((path) =>
      Object.entries(doc.paths[path] as Record<string, { summary?: string; responses: Record<string, unknown> }>).map(([method, op]) => ({
        name: `${method} ${path}`,
        op,
      })),
    );
    expect(operations.filter(({ op }) => !op.summary).map(({ name }) => name)).toEqual([]);
    const placeOrder = doc.paths['/api/orders'].post;
    expect(Object.keys(placeOrder.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '422']));
    expect(placeOrder.requestBody.content['application/json'].schema.properties.items).toBeDefined();
    expect(placeOrder.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
    expect(doc.paths['/api/cart/quote'].post.requestBody.content['application/json'].schema.properties.couponCode).toBeDefined();
    expect(doc.paths['/api/admin/coupons'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['code', 'discountValue', 'expiryDate']),
    );
    expect(Object.keys(doc.paths['/api/admin/orders/{id}/ship'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(doc.paths['/api/admin/reports/sales'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'groupBy']),
    );
  });

});

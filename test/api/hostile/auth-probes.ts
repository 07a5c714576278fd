import { createHmac, randomUUID } from 'node:crypto';
import { SHARED_JWT_SECRET } from '../../support/shop-process.js';
import type { HostileShop } from './harness.js';

const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

export function describeAuthProbes(h: HostileShop): void {
  describe('auth probes (beyond the role-tampering, alg:none and wrong-key checks of server/src/auth)', () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const sign = (header: object, payload: object, secret = SHARED_JWT_SECRET, alg = 'sha256') => {
      const head = `${b64(header)}.${b64(payload)}`;
      return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`;
    };
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

    it('refuses expired, not-yet-valid-algorithm, unsigned and malformed tokens on storefront and admin routes alike', async () => {
      const claims = claimsOf(h.customerToken);
      const now = Math.floor(Date.now() / 1000);
      const adminClaims = claimsOf(h.adminToken);
      const forged = {
        expired: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 60 }),
        expiredAdmin: sign({ alg: 'HS256', typ: 'JWT' }, { ...adminClaims, iat: now - 7200, exp: now - 1 }),
        hs512: sign({ alg: 'HS512', typ: 'JWT' }, claims, SHARED_JWT_SECRET, 'sha512'),
        hs384: sign({ alg: 'HS384', typ: 'JWT' }, claims, SHARED_JWT_SECRET, 'sha384'),
        none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...adminClaims })}.`,
        noneUpper: `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64({ ...adminClaims })}.`,
        emptySignature: `${h.customerToken.split('.').slice(0, 2).join('.')}.`,
        subNotNumber: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: '1 OR 1=1' }),
        subNegative: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: '-1' }),
        subMissingUser: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: '2147483647' }),
        oldVersion: sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, ver: (claims.ver ?? 0) + 1 }),
        garbage: 'not.a.token',
        twoParts: h.customerToken.split('.').slice(0, 2).join('.'),
      };
      for (const [name, token] of Object.entries(forged)) {
        for (const path of ['/api/Auth/me', '/api/orders', '/api/profile', '/api/admin/products', '/api/admin/dashboard']) {
          const a = await h.send('GET', path, { token });
          expect({ name, path, status: a.status }).toEqual({ name, path, status: 401 });
          expect(h.problemWith(path, a)).toBeNull();
        }
      }
      // a token somewhere else than the Authorization header is not a token
      for (const path of [`/api/Auth/me?token=${h.customerToken}`, `/api/Auth/me?access_token=${h.customerToken}`])
        expect((await h.send('GET', path)).status).toBe(401);
      expect((await h.send('GET', '/api/Auth/me', { headers: { authorization: h.customerToken } })).status).toBe(401);
      expect((await h.send('GET', '/api/Auth/me', { headers: { cookie: `token=${h.customerToken}` } })).status).toBe(401);
    });

    it('the role claim is not trusted: a correctly signed customer token that says Admin is still a customer', async () => {
      const claims = claimsOf(h.customerToken);
      const saysAdmin = sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, [ROLE_CLAIM]: 'Admin', role: 'Admin' });
      expect((await h.send('GET', '/api/admin/products', { token: saysAdmin })).status).toBe(403);
      expect((await h.send('GET', '/api/admin/customers', { token: saysAdmin })).status).toBe(403);
      expect(
        (
          await h.send('POST', '/api/admin/notifications/send', {
            token: saysAdmin,
            body: { target: 'all', title: { ar: 'عنوان', en: 'Title' }, description: { ar: 'وصف طويل', en: 'Long description' } },
          })
        ).status,
      ).toBe(403);
      const me = await h.send('GET', '/api/Auth/me', { token: saysAdmin });
      expect(me.body.data.role).toBe('Customer');
    });

    it("another customer's ids in every owned path are refused and change nothing", async () => {
      // the first customer owns an address, an order (with payment) and notifications
      const address = await h.send('POST', '/api/addresses', {
        token: h.customerToken,
        body: { title: 'Home', street: 'Olaya Street 10', city: 'Riyadh', country: 'SA', postalCode: '12211' },
      });
      expect(address.status).toBe(201);
      const addressId = address.body.data.id;
      const product = (await h.send('GET', '/api/products?pageSize=1')).body.data.items[0].id;
      const order = await h.send('POST', '/api/orders', {
        token: h.customerToken,
        headers: { 'idempotency-key': randomUUID() },
        body: { items: [{ productId: product, quantity: 1 }], paymentMethod: 'cod', addressId },
      });
      expect(order.status).toBe(201);
      const orderId = order.body.data.order.id;
      const paymentId =
        order.body.data.order.paymentId ?? (await h.send('GET', `/api/orders/${orderId}`, { token: h.customerToken })).body.data.paymentId;
      expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
      const notifications = await h.send('GET', '/api/notifications', { token: h.customerToken });
      const notificationId = notifications.body.data.items[0].id;
      expect(notifications.body.data.items[0].isRead).toBe(false);

      const attempts: Array<[string, string, unknown?]> = [
        ['GET', `/api/orders/${orderId}`],
        ['GET', `/api/orders/${orderId}/invoice`],
        ['GET', `/api/payments/${paymentId}`],
        ['GET', `/api/shipments/${paymentId}`],
        ['GET', `/api/addresses/${addressId}`],
        [
          'PUT',
          `/api/addresses/${addressId}`,
          { title: 'Taken', street: 'Attacker Street 1', city: 'Jeddah', country: 'SA', postalCode: '21411' },
        ],
        ['POST', `/api/addresses/${addressId}/primary`],
        ['DELETE', `/api/addresses/${addressId}`],
        ['POST', `/api/notifications/${notificationId}/read`],
        ['DELETE', `/api/notifications/${notificationId}`],
        ['POST', `/api/Notification/get-user-notifications/${h.customerId}`, { pageNumber: 1, pageSize: 10 }],
      ];
      for (const [method, path, body] of attempts) {
        const a = await h.send(method, path, { token: h.otherToken, body });
        expect({ method, path, refused: a.status === 403 || a.status === 404 }).toEqual({ method, path, refused: true });
        expect(h.problemWith(path, a)).toBeNull();
        expect(a.text).not.toContain('Olaya Street');
      }
      // nothing changed for the owner
      const mine = await h.send('GET', `/api/addresses/${addressId}`, { token: h.customerToken });
      expect(mine.body.data.street).toBe('Olaya Street 10');
      const after = await h.send('GET', '/api/notifications', { token: h.customerToken });
      expect(after.body.data.items.find((n: { id: number }) => n.id === notificationId)?.isRead).toBe(false);
      // the other customer's own list holds none of it
      const theirs = await h.send('GET', '/api/orders', { token: h.otherToken });
      expect(theirs.body.data.items.map((o: { id: number }) => o.id)).not.toContain(orderId);
    });
  });
}

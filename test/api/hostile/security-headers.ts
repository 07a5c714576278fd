import { randomUUID } from 'node:crypto';
import { SA_ADDRESS } from '../../support/traffic.js';
import type { HostileShop } from './harness.js';

export function describeSecurityHeaders(h: HostileShop): void {
  describe('security headers', () => {
    it('every kind of answer carries CSP without inline scripts, HSTS (production), nosniff, and no X-Powered-By', async () => {
      const product = (await h.send('GET', '/api/products?pageSize=1')).body.data.items[0].id;
      const order = await h.send('POST', '/api/orders', {
        token: h.customerToken,
        headers: { 'idempotency-key': randomUUID() },
        body: { items: [{ productId: product, quantity: 1 }], paymentMethod: 'card', address: SA_ADDRESS },
      });
      expect(order.status).toBe(201);
      const payPage = new URL(order.body.data.payment.redirectUrl).pathname;
      for (const path of ['/', '/products', `/products/${product}`, '/admin/', '/api/home', '/api/nothing-here', payPage, '/sitemap.xml']) {
        const res = await fetch(h.shop.url + path);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect({ path, scriptSrc: csp.match(/script-src [^;]*/)?.[0] }).toEqual({ path, scriptSrc: "script-src 'self'" });
        expect(csp).toContain("script-src-attr 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
        expect(res.headers.get('x-powered-by')).toBeNull();
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const html = await res.text();
        if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
          // the pages work under that CSP: every script is a file or inert JSON data, no inline handlers
          for (const tag of html.match(/<script\b[^>]*>/gi) ?? [])
            expect({ path, tag, ok: /\bsrc=|type="application\/(ld\+)?json"/.test(tag) }).toEqual({ path, tag, ok: true });
          expect(html).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
        }
      }
    });
  });
}

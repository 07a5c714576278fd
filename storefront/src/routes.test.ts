import { readFileSync } from 'node:fs';
import { STOREFRONT_ROUTES, isStorefrontPage } from '@ward/shared/storefront-routes';

/**
 * The server answers 404 for any path that is not a storefront page (issue 11, decide list), from
 * the list in @ward/shared; the router in app.tsx must know exactly those pages.
 */
describe('storefront pages', () => {
  it('the router has exactly the pages of STOREFRONT_ROUTES, plus the not-found page', () => {
    const app = readFileSync(new URL('./app.tsx', import.meta.url), 'utf8');
    const paths = [...app.matchAll(/<[\w.]+ path="([^"]+)"/g)].map((m) => m[1]);
    expect([...paths].sort()).toEqual([...STOREFRONT_ROUTES].sort());
    expect(app).toMatch(/<pages\.NotFound default \/>/);
  });

  it('tells pages from anything else', () => {
    for (const path of ['/', '/products', '/products/12', '/products/12/', '/user/orders/7?x=1', '/payment/result?paymentId=a'])
      expect({ path, page: isStorefrontPage(path) }).toEqual({ path, page: true });
    for (const path of ['/nothing', '/products/12/reviews', '/admin-panel', '/user/orders/7/edit', '/.env', '/wp-login.php'])
      expect({ path, page: isStorefrontPage(path) }).toEqual({ path, page: false });
  });
});

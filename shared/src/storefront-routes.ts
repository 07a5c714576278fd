/**
 * Every page of the storefront, as preact-router patterns (`:name` is one path segment). The
 * storefront's router (storefront/src/app.tsx, checked by a test) and the server share this list:
 * any other path is answered 404 with the shell, whose router shows the not-found page, so a
 * crawler never takes a mistyped link for a page.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/products',
  '/shop',
  '/products/:id',
  '/cart',
  '/checkout',
  '/checkout/pay/:paymentId',
  '/payment/result',
  '/shipment/:paymentId',
  '/track',
  '/track/:token',
  '/account',
  '/forgot-password/request',
  '/forgot-password/verify-code',
  '/forgot-password/reset',
  '/about',
  '/contact',
  '/branches',
  '/privacy',
  '/return-policy',
  '/terms',
  '/user',
  '/user/orders',
  '/user/orders/:id',
  '/user/notifications',
  '/user/profile',
  '/user/addresses',
  '/user/wishlist',
  '/user/wallet',
] as const;

const PATTERNS = STOREFRONT_ROUTES.map((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`));

/** Whether a URL path (query and trailing slash ignored) is a storefront page. */
export function isStorefrontPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1') || '/';
  return PATTERNS.some((pattern) => pattern.test(bare));
}

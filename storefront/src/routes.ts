import { lazyPage } from './lib/lazy';

/** Every route but home is its own chunk (issue 6 §7). */
export const pages = {
  Products: lazyPage(() => import('./pages/Products')),
  ProductDetails: lazyPage(() => import('./pages/ProductDetails')),
  Cart: lazyPage(() => import('./pages/Cart')),
  Checkout: lazyPage(() => import('./pages/Checkout')),
  PaymentResult: lazyPage(() => import('./pages/PaymentResult')),
  PayPage: lazyPage(() => import('./pages/PayPage')),
  Shipment: lazyPage(() => import('./pages/Shipment')),
  Track: lazyPage(() => import('./pages/Track')),
  TrackLookup: lazyPage(() => import('./pages/TrackLookup')),
  Account: lazyPage(() => import('./pages/Account')),
  ForgotRequest: lazyPage(() => import('./pages/ForgotPasswordRequest')),
  ForgotVerify: lazyPage(() => import('./pages/ForgotPasswordVerify')),
  ForgotReset: lazyPage(() => import('./pages/ForgotPasswordReset')),
  About: lazyPage(() => import('./pages/About')),
  Privacy: lazyPage(() => import('./pages/Privacy')),
  ReturnPolicy: lazyPage(() => import('./pages/ReturnPolicy')),
  Terms: lazyPage(() => import('./pages/Terms')),
  Contact: lazyPage(() => import('./pages/Contact')),
  Branches: lazyPage(() => import('./pages/Branches')),
  UserDashboard: lazyPage(() => import('./pages/user/Dashboard')),
  UserOrders: lazyPage(() => import('./pages/user/Orders')),
  UserOrder: lazyPage(() => import('./pages/user/OrderDetails')),
  UserNotifications: lazyPage(() => import('./pages/user/Notifications')),
  UserProfile: lazyPage(() => import('./pages/user/Profile')),
  UserAddresses: lazyPage(() => import('./pages/user/Addresses')),
  UserWishlist: lazyPage(() => import('./pages/user/Wishlist')),
  NotFound: lazyPage(() => import('./pages/NotFound')),
};

/**
 * Once the first page is up and the phone is idle, fetch the chunks a shopper most likely needs
 * next (listing, product, cart), unless the connection asks to save data.
 */
export function prefetchLikelyPages(): void {
  const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  if (nav.connection?.saveData || /2g/.test(nav.connection?.effectiveType ?? '')) return;
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);
  setTimeout(
    () =>
      idle(() => {
        for (const page of [pages.Products, pages.ProductDetails, pages.Cart]) void page.preload().catch(() => undefined);
      }),
    2500,
  );
}

/** The lazy page a path renders (to load it before hydrating server-rendered HTML). */
export function pageFor(path: string) {
  if (path === '/products' || path === '/shop') return pages.Products;
  if (/^\/products\/[^/]+$/.test(path)) return pages.ProductDetails;
  return null;
}

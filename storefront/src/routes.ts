import type { ComponentType } from 'preact';
import { lazyPage } from './lib/lazy';
import { laterCss } from './lib/later-css';

/** A page whose styles are not among the first screen's (styles/later.css): it waits for them too. */
const styledLater =
  <P>(load: () => Promise<{ default: ComponentType<P> }>) =>
  () =>
    Promise.all([load(), laterCss]).then(([m]) => m);

/** Every route but home is its own chunk (issue 6 §7); home, listing and product are styled inline. */
export const pages = {
  Products: lazyPage(() => import('./pages/Products')),
  ProductDetails: lazyPage(() => import('./pages/ProductDetails')),
  Cart: lazyPage(styledLater(() => import('./pages/Cart'))),
  Checkout: lazyPage(styledLater(() => import('./pages/Checkout'))),
  PaymentResult: lazyPage(styledLater(() => import('./pages/PaymentResult'))),
  PayPage: lazyPage(styledLater(() => import('./pages/PayPage'))),
  Shipment: lazyPage(styledLater(() => import('./pages/Shipment'))),
  Track: lazyPage(styledLater(() => import('./pages/Track'))),
  TrackLookup: lazyPage(styledLater(() => import('./pages/TrackLookup'))),
  Account: lazyPage(styledLater(() => import('./pages/Account'))),
  ForgotRequest: lazyPage(styledLater(() => import('./pages/ForgotPasswordRequest'))),
  ForgotVerify: lazyPage(styledLater(() => import('./pages/ForgotPasswordVerify'))),
  ForgotReset: lazyPage(styledLater(() => import('./pages/ForgotPasswordReset'))),
  About: lazyPage(styledLater(() => import('./pages/About'))),
  Privacy: lazyPage(styledLater(() => import('./pages/Privacy'))),
  ReturnPolicy: lazyPage(styledLater(() => import('./pages/ReturnPolicy'))),
  Terms: lazyPage(styledLater(() => import('./pages/Terms'))),
  Contact: lazyPage(styledLater(() => import('./pages/Contact'))),
  Branches: lazyPage(styledLater(() => import('./pages/Branches'))),
  UserDashboard: lazyPage(styledLater(() => import('./pages/user/Dashboard'))),
  UserOrders: lazyPage(styledLater(() => import('./pages/user/Orders'))),
  UserOrder: lazyPage(styledLater(() => import('./pages/user/OrderDetails'))),
  UserNotifications: lazyPage(styledLater(() => import('./pages/user/Notifications'))),
  UserProfile: lazyPage(styledLater(() => import('./pages/user/Profile'))),
  UserAddresses: lazyPage(styledLater(() => import('./pages/user/Addresses'))),
  UserWishlist: lazyPage(styledLater(() => import('./pages/user/Wishlist'))),
  UserWallet: lazyPage(styledLater(() => import('./pages/user/Wallet'))),
  NotFound: lazyPage(styledLater(() => import('./pages/NotFound'))),
};

/**
 * Once the first page is up and the phone is idle, fetch the chunks a shopper most likely needs
 * next (listing, product, cart), unless the connection asks to save data: one at a time, each in
 * an idle moment of its own, so that no two chunks are evaluated in one task (issue 40).
 */
export function prefetchLikelyPages(): void {
  const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  if (nav.connection?.saveData || /2g/.test(nav.connection?.effectiveType ?? '')) return;
  const idle = (fn: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);
  const queue = [pages.Products, pages.ProductDetails, pages.Cart];
  const next = () => {
    const page = queue.shift();
    if (page) idle(() => void page.preload().then(next, next));
  };
  setTimeout(next, 2500);
}

/** The lazy page a path renders (to load it before hydrating server-rendered HTML). */
export function pageFor(path: string) {
  if (path === '/products' || path === '/shop') return pages.Products;
  if (/^\/products\/[^/]+$/.test(path)) return pages.ProductDetails;
  return null;
}

import Router, { type RouterOnChangeArgs } from 'preact-router';
import { useRef, useState } from 'preact/hooks';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { Later } from './components/Later';
import { Splash } from './components/Splash';
import { TestModeRibbon } from './components/TestModeRibbon';
import { Toaster } from './components/Toaster';
import { WhatsAppButton } from './components/WhatsAppButton';
import { useT } from './i18n';
import { newUidScope, UidContext } from './lib/uid';
import Home from './pages/Home';
import { pages } from './routes';

const pathOf = (url: string) => url.split(/[?#]/)[0] || '/';

export interface AppProps {
  /** the URL to render (server render); the browser's location otherwise */
  url?: string;
  startedAt?: number;
  /** the page arrived server-rendered: no splash over it */
  hydrated?: boolean;
}

export function App({ url, startedAt = 0, hydrated = false }: AppProps) {
  const t = useT();
  const [path, setPath] = useState(pathOf(url ?? (typeof location === 'undefined' ? '/' : location.pathname)));
  const previous = useRef(path);
  const main = useRef<HTMLElement>(null);
  // one count of element ids per render of the app, on the server as in the browser (lib/uid.ts)
  const [ids] = useState(() => newUidScope('u'));

  // SPEC.md §2: scroll to the top on every path change; focus moves to the new page for screen readers
  const onChange = (e: RouterOnChangeArgs) => {
    const next = pathOf(e.url);
    if (next !== previous.current) {
      previous.current = next;
      setPath(next);
      if (typeof window !== 'undefined') {
        window.scrollTo(0, 0);
        main.current?.focus({ preventScroll: true });
      }
    }
  };

  return (
    <UidContext.Provider value={ids}>
      <a class="skip-link" href="#main" data-native="">
        {t('nav.skipToContent')}
      </a>
      <TestModeRibbon />
      <Header path={path} />
      <main id="main" ref={main} tabIndex={-1}>
        <ErrorBoundary resetKey={path}>
          <Router url={url} onChange={onChange}>
            <Home path="/" />
            <pages.Products path="/products" />
            <pages.Products path="/shop" />
            <pages.ProductDetails path="/products/:id" />
            <pages.Cart path="/cart" />
            <pages.Checkout path="/checkout" />
            <pages.PayPage path="/checkout/pay/:paymentId" />
            <pages.PaymentResult path="/payment/result" />
            <pages.Shipment path="/shipment/:paymentId" />
            <pages.TrackLookup path="/track" />
            <pages.Track path="/track/:token" />
            <pages.Account path="/account" />
            <pages.ForgotRequest path="/forgot-password/request" />
            <pages.ForgotVerify path="/forgot-password/verify-code" />
            <pages.ForgotReset path="/forgot-password/reset" />
            <pages.About path="/about" />
            <pages.Contact path="/contact" />
            <pages.Branches path="/branches" />
            <pages.Privacy path="/privacy" />
            <pages.ReturnPolicy path="/return-policy" />
            <pages.Terms path="/terms" />
            <pages.UserDashboard path="/user" />
            <pages.UserOrders path="/user/orders" />
            <pages.UserOrder path="/user/orders/:id" />
            <pages.UserNotifications path="/user/notifications" />
            <pages.UserProfile path="/user/profile" />
            <pages.UserAddresses path="/user/addresses" />
            <pages.UserWishlist path="/user/wishlist" />
            <pages.UserWallet path="/user/wallet" />
            <pages.NotFound default />
          </Router>
        </ErrorBoundary>
      </main>
      <Later hold={480}>
        <Footer />
      </Later>
      <WhatsAppButton path={path} />
      <Toaster />
      {typeof window !== 'undefined' ? <Splash startedAt={startedAt} skip={hydrated} /> : null}
    </UidContext.Provider>
  );
}

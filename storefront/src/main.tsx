import { hydrate, render } from 'preact';
import type { Settings } from './api/types';
import { App } from './app';
import { loadDictionary, localized } from './i18n';
import { setShopName } from './lib/head';
import { hydrating } from './lib/hydration';
import { primeCache } from './lib/query';
import { pageFor, prefetchLikelyPages } from './routes';
import { initAuth } from './state/auth';
import { initWishlist } from './state/wishlist';
import { initCart } from './state/cart';
import { initCartSync } from './state/cart-sync';
import { initPreferences, preferencesStore } from './state/preferences';
import { loadSettings, settingsStore } from './state/settings';
import { rememberServerState } from './state/store';
import './styles/later.css';

/** Data the server rendered the page with (a JSON script, not executed: CSP-safe). */
interface SsrPayload {
  lang: 'ar' | 'en';
  cache: Record<string, unknown>;
}

function readSsr(): SsrPayload | null {
  const el = document.getElementById('ssr-data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

/** The tab title names the shop in the shopper's language, at once when they switch. */
const syncShopName = () => {
  const s = settingsStore.get().settings;
  if (s) setShopName(localized(s.shopName, preferencesStore.get().language));
};
settingsStore.subscribe(syncShopName);
preferencesStore.subscribe(syncShopName);

/** The shopper's own state (cart, session, settings): after hydration, so the first render matches the server's. */
function initShopperState() {
  initCart();
  initAuth();
  initWishlist();
  initCartSync();
  void loadSettings();
}

/** How long a page drawn in the browser waits for the shop's settings before drawing without them. */
const SETTINGS_WAIT_MS = 800;

async function start() {
  const root = document.getElementById('app')!;
  initPreferences();
  const lang = preferencesStore.get().language;
  const ssr = readSsr();
  const page = pageFor(location.pathname);
  // the route's chunk and the dictionary at once, not one after the other
  const pageReady = page?.preload().catch(() => undefined);
  if (lang !== 'ar') await loadDictionary(lang).catch(() => undefined);

  if (ssr && ssr.lang === lang && page) {
    for (const [key, data] of Object.entries(ssr.cache)) primeCache(key, data);
    const settings = ssr.cache['/api/settings'] as Settings | undefined;
    if (settings) settingsStore.set({ settings, status: 'ready' });
    // the route's chunk first, so the first client render is the server's HTML
    await pageReady;
    // the parts put off (`Later`) hydrate afterwards with this same state, one per task
    rememberServerState();
    hydrating(() => hydrate(<App hydrated />, root));
    // the server's buttons answer from here on (a click before this one is lost: tests wait for it)
    root.dataset.hydrated = '';
    initShopperState();
    return;
  }
  // the settings decide what the first render shows above the page (the test-mode ribbon, the
  // splash's length): the last ones kept, else index.html asked for them with the page
  const settingsLoaded = loadSettings();
  if (!settingsStore.get().settings) await Promise.race([settingsLoaded, new Promise((done) => setTimeout(done, SETTINGS_WAIT_MS))]);
  initShopperState();
  if (ssr) {
    // rendered in another language than this shopper's: draw it again
    for (const [key, data] of Object.entries(ssr.cache)) primeCache(key, data);
    root.textContent = '';
  }
  // the splash's 1.5 s count from its first frame
  render(<App startedAt={performance.now()} hydrated={!!ssr} />, root);
}

void start().then(prefetchLikelyPages);

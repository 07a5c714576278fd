import { hydrate, render } from 'preact';
import { App } from './app';
import { setShopName } from './lib/head';
import { loadDictionary, localized } from './i18n';
import { primeCache } from './lib/query';
import { pageFor } from './routes';
import { initAuth } from './state/auth';
import { initCart } from './state/cart';
import { initPreferences, preferencesStore } from './state/preferences';
import { loadSettings, settingsStore } from './state/settings';
import './styles/index.css';

const startedAt = performance.now();

initPreferences();
initCart();
initAuth();
void loadSettings();
settingsStore.subscribe(() => {
  const s = settingsStore.get().settings;
  if (s) setShopName(localized(s.shopName, preferencesStore.get().language));
});

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

async function start() {
  const root = document.getElementById('app')!;
  const lang = preferencesStore.get().language;
  if (lang !== 'ar') await loadDictionary(lang).catch(() => undefined);
  const ssr = readSsr();
  if (ssr) {
    for (const [key, data] of Object.entries(ssr.cache)) primeCache(key, data);
    const page = pageFor(location.pathname);
    if (ssr.lang === preferencesStore.get().language && page) {
      // the route's chunk first, so the first client render matches the server's HTML
      await page.preload().catch(() => undefined);
      hydrate(<App startedAt={startedAt} hydrated />, root);
      return;
    }
    root.textContent = ''; // rendered in another language: draw it again
  }
  render(<App startedAt={startedAt} hydrated={!!ssr} />, root);
}

void start();

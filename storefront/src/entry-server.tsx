/**
 * Server rendering of the product and listing pages (issue 6 §7): the server's hook loads this
 * bundle (dist-ssr/entry-server.js), gives it a way to read the API in-process, and sends the
 * HTML with the data it was rendered from; the browser hydrates it (main.tsx).
 */
import { renderToString } from 'preact-render-to-string';
import type { Language } from '@ward/shared/constants';
import type { CategoryDto, Paged, ProductDto, ProductSummaryDto, Settings } from './api/types';
import { App } from './app';
import { localized, registerDictionary } from './i18n';
import { en } from './i18n/en';
import { beginServerHead, headToHtml, setShopName, takeServerHead } from './lib/head';
import { apiQuery, parseListing, productsKey } from './lib/listing';
import { buildUrl } from './api/client';
import { clearCache, primeCache } from './lib/query';
import { productKey, relatedKey } from './lib/keys';
import { pageFor } from './routes';
import { authStore } from './state/auth';
import { cartStore } from './state/cart';
import { directionOf, preferencesStore } from './state/preferences';
import { settingsStore } from './state/settings';

registerDictionary('en', en);

export interface RenderInput {
  /** path and query, e.g. /products?categoryId=3 */
  url: string;
  lang: Language;
  /** the shop's public origin, for canonical URLs and JSON-LD */
  origin: string;
  /** reads an API path in-process and answers its envelope's data; throws { status } on failure */
  fetchJson: <T>(path: string) => Promise<T>;
}

export interface RenderOutput {
  status: number;
  html: string;
  head: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  /** the answers the page was rendered from, for the browser's first render */
  data: { lang: Language; cache: Record<string, unknown> };
}

/** Which pages are rendered on the server. */
export function ssrRoute(path: string): 'listing' | 'product' | null {
  if (path === '/products' || path === '/shop') return 'listing';
  if (/^\/products\/\d+$/.test(path)) return 'product';
  return null;
}

/** null: not a server-rendered page (or its data is missing): the server sends the SPA shell. */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const [path, query = ''] = input.url.split('?');
  const route = ssrRoute(path);
  if (!route) return null;
  const cache: Record<string, unknown> = {};
  const load = async <T,>(key: string, apiPath: string = key): Promise<T> => {
    const data = await input.fetchJson<T>(apiPath);
    cache[key] = data;
    return data;
  };

  const status = 200;
  // the page's own chunk, so it renders now rather than its loading state
  await pageFor(path)?.preload();
  const settings = await load<Settings>('/api/settings').catch(() => null);
  if (route === 'listing') {
    const state = parseListing(query);
    const q = apiQuery(state);
    await Promise.all([
      load<CategoryDto[]>('/api/categories'),
      load<Paged<ProductSummaryDto>>(productsKey(state), buildUrl('/api/products', q as Record<string, string | number | boolean | undefined>)),
    ]);
  } else {
    const id = Number(path.split('/')[2]);
    try {
      await load<ProductDto>(productKey(id));
    } catch (error) {
      if ((error as { status?: number }).status === 404)
        return { status: 404, html: '', head: '', lang: input.lang, dir: directionOf(input.lang), data: { lang: input.lang, cache: {} } };
      throw error;
    }
    await load<ProductSummaryDto[]>(relatedKey(id)).catch(() => undefined);
  }

  // from here to renderToString nothing awaits: no other request's render can interleave
  beginServerHead(input.origin);
  clearCache();
  for (const [key, data] of Object.entries(cache)) primeCache(key, data);
  // the stores a first render reads, as a visitor without storage would have them
  preferencesStore.set({ language: input.lang, direction: directionOf(input.lang), darkMode: false, theme: 'light' });
  settingsStore.set({ settings, status: settings ? 'ready' : 'error' });
  authStore.set({ status: 'loading', token: null, user: null });
  cartStore.set({ items: [], shipping: 0, couponCode: null, country: 'SA' });
  if (settings) setShopName(localized(settings.shopName, input.lang));

  const html = renderToString(<App url={input.url} hydrated />);
  const head = takeServerHead();
  clearCache();
  return {
    status,
    html,
    head: head ? headToHtml(head, input.origin) : '',
    lang: input.lang,
    dir: directionOf(input.lang),
    data: { lang: input.lang, cache },
  };
}

import { useEffect } from 'preact/hooks';

/** Per-page <head>: title, description, canonical, Open Graph and JSON-LD (issue 6 §7). */
export interface HeadData {
  title: string;
  description?: string;
  /** path (and query) of the canonical URL; the origin is added */
  path?: string;
  image?: string | null;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown> | null;
  noindex?: boolean;
  lang?: 'ar' | 'en';
}

const isServer = typeof window === 'undefined';
let shopName = 'ورد';
let serverHead: HeadData | null = null;
/** the head the current page asked for, applied again when the shop's name changes language */
let lastHead: HeadData | null = null;
let serverOrigin = '';

/** The public origin: the page's own in the browser, the server's public URL when rendering there. */
export function currentOrigin(): string {
  return isServer ? serverOrigin : location.origin;
}

export function setShopName(name: string): void {
  if (name === shopName) return;
  shopName = name;
  if (!isServer && lastHead) applyHead(lastHead);
}

export function fullTitle(title: string): string {
  return title && title !== shopName ? `${title} | ${shopName}` : shopName;
}

/** The server render collects the head of the page it renders. */
export function beginServerHead(origin: string): void {
  serverHead = null;
  serverOrigin = origin;
}
export function takeServerHead(): HeadData | null {
  return serverHead;
}

function absolute(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function upsertMeta(attr: 'name' | 'property', key: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!value) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.setAttribute('data-head', '');
    document.head.appendChild(el);
  }
  el.content = value;
}

function applyHead(data: HeadData) {
  lastHead = data;
  const origin = location.origin;
  document.title = fullTitle(data.title);
  upsertMeta('name', 'description', data.description);
  upsertMeta('name', 'robots', data.noindex ? 'noindex' : undefined);
  upsertMeta('property', 'og:title', fullTitle(data.title));
  upsertMeta('property', 'og:description', data.description);
  upsertMeta('property', 'og:type', data.type ?? 'website');
  upsertMeta('property', 'og:site_name', shopName);
  upsertMeta('property', 'og:locale', document.documentElement.lang === 'en' ? 'en_SA' : 'ar_SA');
  upsertMeta('property', 'og:image', absolute(origin, data.image));
  upsertMeta('name', 'twitter:card', data.image ? 'summary_large_image' : 'summary');
  const canonicalUrl = data.path !== undefined ? absolute(origin, data.path) : undefined;
  upsertMeta('property', 'og:url', canonicalUrl);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonicalUrl && !data.noindex) {
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = canonicalUrl;
  } else link?.remove();
  let ld = document.getElementById('ld-json') as HTMLScriptElement | null;
  if (data.jsonLd) {
    if (!ld) {
      ld = document.createElement('script');
      ld.type = 'application/ld+json';
      ld.id = 'ld-json';
      document.head.appendChild(ld);
    }
    ld.textContent = JSON.stringify(data.jsonLd);
  } else ld?.remove();
}

/** Sets the page's head; on the server, records it for the HTML answer. */
export function useHead(data: HeadData): void {
  if (isServer) serverHead = data;
  const key = JSON.stringify(data);
  // the head is compared by value (its JSON), not by the object's identity
  useEffect(() => {
    applyHead(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, for the server-rendered answer (JSON-LD is data, not script: CSP-safe). */
export function headToHtml(data: HeadData, origin = serverOrigin): string {
  const title = fullTitle(data.title);
  const canonical = data.path !== undefined ? absolute(origin, data.path) : undefined;
  const image = absolute(origin, data.image);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    data.description ? `<meta name="description" content="${escapeHtml(data.description)}" data-head>` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<meta property="og:title" content="${escapeHtml(title)}" data-head>`,
    data.description ? `<meta property="og:description" content="${escapeHtml(data.description)}" data-head>` : '',
    `<meta property="og:type" content="${data.type ?? 'website'}" data-head>`,
    `<meta property="og:site_name" content="${escapeHtml(shopName)}" data-head>`,
    `<meta property="og:locale" content="${data.lang === 'en' ? 'en_SA' : 'ar_SA'}" data-head>`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" data-head>` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" data-head>` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" data-head>`,
    data.jsonLd ? `<script type="application/ld+json" id="ld-json">${JSON.stringify(data.jsonLd).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

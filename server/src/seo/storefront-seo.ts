import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WardConfig } from '../config/config.js';

/**
 * The storefront's search-engine surface (issue 6 §7): product and listing pages answered with
 * server-rendered HTML (the storefront's own render bundle, preact-render-to-string) that the
 * browser hydrates, plus robots.txt and sitemap.xml. Everything degrades to the plain SPA shell:
 * a missing bundle or a failed render never breaks a page.
 */

type Language = 'ar' | 'en';

interface RenderOutput {
  status: number;
  html: string;
  head: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
  data: unknown;
}

interface StorefrontRenderer {
  render(input: { url: string; lang: Language; origin: string; fetchJson: <T>(path: string) => Promise<T> }): Promise<RenderOutput | null>;
}

const SSR_PATHS = ['/products', '/shop', '/products/:id'];
const SITEMAP_TTL_MS = 10 * 60 * 1000;
const STATIC_PAGES = ['/', '/products', '/about', '/contact', '/branches', '/privacy', '/return-policy', '/terms'];

const logger = new Logger('StorefrontSeo');

/** The storefront keeps the shopper's language in the `ward-lang` cookie; Arabic otherwise. */
export function languageOf(cookieHeader: string | undefined): Language {
  return /(?:^|;\s*)ward-lang=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'ar';
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SPA's index.html with the rendered page, its head and its data (a JSON script: no inline code). */
export function fillTemplate(template: string, out: RenderOutput): string {
  const data = JSON.stringify(out.data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return template
    .replace(/<html[^>]*>/, `<html lang="${out.lang}" dir="${out.dir}" class="${out.lang === 'ar' ? 'font-arabic' : 'font-latin'}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--ssr-head-->', out.head)
    .replace('<!--ssr-outlet-->', out.html)
    .replace('</body>', `<script type="application/json" id="ssr-data">${data}</script>\n  </body>`);
}

export async function registerStorefrontSeo(fastify: FastifyInstance, config: WardConfig, template: string | undefined): Promise<void> {
  const origin = config.publicUrl;
  const bundle = join(config.storefrontDist, '..', 'dist-ssr', 'entry-server.js');
  let renderer: StorefrontRenderer | null = null;
  if (template && existsSync(bundle)) {
    try {
      renderer = (await import(pathToFileURL(bundle).href)) as StorefrontRenderer;
    } catch (error) {
      logger.warn(`storefront render bundle not loaded: ${(error as Error).message}`);
    }
  }

  /** One storefront API call in-process (same validation, envelope and caching as over HTTP). */
  const fetchJson = async <T>(path: string, lang: Language): Promise<T> => {
    const res = await fastify.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } });
    let body: { isSuccess?: boolean; data?: T; message?: string } = {};
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    if (res.statusCode >= 400 || !body.isSuccess)
      throw Object.assign(new Error(body.message ?? `GET ${path}: ${res.statusCode}`), { status: res.statusCode });
    return body.data as T;
  };

  const shell = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(template);

  if (renderer && template) {
    // a render costs a search and a page's worth of CPU: beyond the bound a page gets the shell at
    // once (the browser renders it), so bursts of unique searches cannot slow the API and health
    let rendering = 0;
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (rendering >= config.ssrConcurrency) return shell(reply.header('X-Ward-Render', 'shell'), 200);
      rendering++;
      const lang = languageOf(request.headers.cookie);
      try {
        const out = await renderer.render({ url: request.url, lang, origin, fetchJson: (path) => fetchJson(path, lang) });
        if (!out) return shell(reply, 200);
        if (out.status === 404) return shell(reply, 404);
        return reply
          .status(out.status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie, Accept-Encoding')
          .send(fillTemplate(template, out));
      } catch (error) {
        logger.error(`render ${request.url} failed: ${(error as Error).message}`);
        return shell(reply, 200);
      } finally {
        rendering--;
      }
    };
    for (const path of SSR_PATHS) fastify.get(path, page);
  }

  fastify.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[
        '/admin/',
        '/api/',
        '/user',
        '/checkout',
        '/cart',
        '/account',
        '/payment/',
        '/shipment/',
        '/track/',
        '/forgot-password/',
        '/pay/',
      ].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  let sitemap: { at: number; xml: Promise<string> } | null = null;
  const buildSitemap = async (): Promise<string> => {
    const urls: Array<{ loc: string; lastmod?: string; priority: string }> = STATIC_PAGES.map((p) => ({
      loc: `${origin}${p}`,
      priority: p === '/' ? '1.0' : '0.6',
    }));
    const categories = await fetchJson<Array<{ id: number }>>('/api/categories', 'ar').catch(() => []);
    for (const c of categories) urls.push({ loc: `${origin}/products?categoryId=${c.id}`, priority: '0.7' });
    for (let page = 1; page <= 1000; page++) {
      const { items, total, pageSize } = await fetchJson<{
        items: Array<{ id: number; createdAt: string }>;
        total: number;
        pageSize: number;
      }>(`/api/products?page=${page}&pageSize=100&sort=name_asc`, 'ar');
      for (const p of items) urls.push({ loc: `${origin}/products/${p.id}`, lastmod: p.createdAt?.slice(0, 10), priority: '0.8' });
      if (!items.length || page * pageSize >= total) break;
    }
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  };

  fastify.get('/sitemap.xml', async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      sitemap = { at: Date.now(), xml: buildSitemap() };
      sitemap.xml.catch(() => (sitemap = null));
    }
    try {
      const xml = await sitemap.xml;
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
    } catch (error) {
      logger.error(`sitemap failed: ${(error as Error).message}`);
      return reply.status(503).type('text/plain').send('sitemap unavailable');
    }
  });
}

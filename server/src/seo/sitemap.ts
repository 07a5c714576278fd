import type { FastifyInstance } from 'fastify';
import { Logger } from '@nestjs/common';
import type { FetchJson } from './in-process-api.js';

const SITEMAP_TTL_MS = 10 * 60 * 1000;
const STATIC_PAGES = ['/', '/products', '/about', '/contact', '/branches', '/privacy', '/return-policy', '/terms'];

const logger = new Logger('StorefrontSeo');

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The static pages, every category's listing and every product, read through the storefront API. */
async function buildSitemap(origin: string, fetchJson: FetchJson): Promise<string> {
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
}

/** `/sitemap.xml`, built at most every ten minutes (a failed build is retried on the next request). */
export function registerSitemap(fastify: FastifyInstance, origin: string, fetchJson: FetchJson): void {
  let sitemap: { at: number; xml: Promise<string> } | null = null;
  fastify.get('/sitemap.xml', async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      sitemap = { at: Date.now(), xml: buildSitemap(origin, fetchJson) };
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

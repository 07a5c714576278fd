import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isStorefrontPage } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WardConfig } from './config/config.js';
import { registerStorefrontSeo } from './seo/storefront-seo.js';
import { MEDIA_STORAGE, type MediaStorage } from './catalog/media-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build assets are immutable; HTML is revalidated. @fastify/static ≥ 10 passes the Fastify reply. */
function cacheHeaders(res: { header?(name: string, value: string): unknown; setHeader?(name: string, value: string): void }, path: string) {
  const set = (value: string) => (res.header ? res.header('Cache-Control', value) : res.setHeader?.('Cache-Control', value));
  if (/\/assets\/.+-[\w-]{8,}\.\w+$/.test(path)) set(IMMUTABLE);
  else if (path.endsWith('.html')) set('no-cache');
}

/**
 * Media under /media/ (long-cached: names are content-unique), the back office under /admin/
 * and the storefront everywhere else, each with an SPA fallback to its index.html.
 */
export async function registerStaticSites(app: NestFastifyApplication, config: WardConfig): Promise<void> {
  const storage = app.get<symbol, MediaStorage>(MEDIA_STORAGE);
  if (storage.kind === 's3') registerBucketMedia(app, storage);
  else await registerDiskMedia(app, join(config.dataDir, 'uploads'));

  const sites = [
    { prefix: '/admin/', root: config.adminDist },
    { prefix: '/', root: config.storefrontDist },
  ].filter((s) => existsSync(join(s.root, 'index.html')));
  for (const site of sites) {
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: false,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const indexHtml = new Map(sites.map((s) => [s.prefix, readFileSync(join(s.root, 'index.html'), 'utf8')]));
  // server-rendered product and listing pages, robots.txt and sitemap.xml (storefront SEO)
  await registerStorefrontSeo(app.getHttpAdapter().getInstance(), config, indexHtml.get('/'));

  spaIndexes.set(app.getHttpAdapter().getInstance(), indexHtml);
}

async function registerDiskMedia(app: NestFastifyApplication, uploads: string): Promise<void> {
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: 31536000 * 1000,
    index: false,
  } as never);
}

/** /media/ from the S3 bucket: same URLs and caching as from disk (put a CDN in front for traffic). */
function registerBucketMedia(app: NestFastifyApplication, storage: MediaStorage): void {
  app
    .getHttpAdapter()
    .getInstance()
    .get('/media/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = /^[\w.-]{1,200}$/.test(name) ? await storage.get(name) : null;
      if (!file) return reply.callNotFound();
      return reply.type(file.contentType).header('Cache-Control', IMMUTABLE).send(file.bytes);
    });
}

const spaIndexes = new WeakMap<object, Map<string, string>>();

/** Paths that are never a page of either app: their 404 is the API's JSON answer. */
const NOT_PAGES = ['/api', '/media', '/metrics'];

/**
 * Nest answers unknown routes with a 404 exception; for a page (not /api, not /media) the error
 * filter asks this for the owning SPA's index.html. The back office routes inside its app (200);
 * a storefront path that is none of its pages (STOREFRONT_ROUTES) is answered 404 with the same
 * shell, whose router shows the not-found page.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0];
  if (request.method !== 'GET' || NOT_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const admin = path === '/admin' || path.startsWith('/admin/');
  const html = spaIndexes.get(request.server)?.get(admin ? '/admin/' : '/');
  if (!html) return false;
  const status = admin || isStorefrontPage(path) ? 200 : 404;
  void reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  return true;
}

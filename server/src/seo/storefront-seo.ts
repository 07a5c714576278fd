import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { WardConfig } from '../config/config.js';
import { inProcessApi } from './in-process-api.js';
import { registerRobots } from './robots.js';
import { registerSitemap } from './sitemap.js';
import { loadRenderer, registerSsrPages } from './ssr-pages.js';

/**
 * The storefront's search-engine surface (issue 6 §7): product and listing pages answered with
 * server-rendered HTML (the storefront's own render bundle, preact-render-to-string) that the
 * browser hydrates, plus robots.txt and sitemap.xml. Everything degrades to the plain SPA shell:
 * a missing bundle or a failed render never breaks a page.
 */
export async function registerStorefrontSeo(fastify: FastifyInstance, config: WardConfig, template: string | undefined): Promise<void> {
  const origin = config.publicUrl;
  const fetchJson = inProcessApi(fastify);
  const renderer = template ? await loadRenderer(join(config.storefrontDist, '..', 'dist-ssr', 'entry-server.js')) : null;
  if (renderer && template) {
    registerSsrPages(fastify, { renderer, template, origin, concurrency: config.ssrConcurrency, fetchJson });
  }
  registerRobots(fastify, origin);
  registerSitemap(fastify, origin, fetchJson);
}

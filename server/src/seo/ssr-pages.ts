import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FetchJson, Language } from './in-process-api.js';

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

const logger = new Logger('StorefrontSeo');

/** The storefront keeps the shopper's language in the `ward-lang` cookie; Arabic otherwise. */
export function languageOf(cookieHeader: string | undefined): Language {
  return /(?:^|;\s*)ward-lang=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'ar';
}

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

/** The storefront's render bundle, or null when it is not built or does not load (pages then get the shell). */
export async function loadRenderer(bundle: string): Promise<StorefrontRenderer | null> {
  if (!existsSync(bundle)) return null;
  try {
    return (await import(pathToFileURL(bundle).href)) as StorefrontRenderer;
  } catch (error) {
    logger.warn(`storefront render bundle not loaded: ${(error as Error).message}`);
    return null;
  }
}

interface SsrOptions {
  renderer: StorefrontRenderer;
  template: string;
  origin: string;
  concurrency: number;
  fetchJson: FetchJson;
}

/** Product and listing pages rendered on the server; the plain shell when busy, not found or failing. */
export function registerSsrPages(fastify: FastifyInstance, { renderer, template, origin, concurrency, fetchJson }: SsrOptions): void {
  const shell = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(template);
  // a render costs a search and a page's worth of CPU: beyond the bound a page gets the shell at
  // once (the browser renders it), so bursts of unique searches cannot slow the API and health
  let rendering = 0;
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (rendering >= concurrency) return shell(reply.header('X-Ward-Render', 'shell'), 200);
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

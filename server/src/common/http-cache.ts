import { pickLanguage } from '@ward/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { MicroCache } from './micro-cache.js';

/** Public storefront reads that any visitor may cache briefly (never answers for a logged-in user). */
const PUBLIC_GET = /^\/api\/(home|products|categories|branches|banners|testimonials|pages|settings|search\/suggestions)(\/|\?|$)/;
export const CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
export const VARY = 'Accept-Language, Accept-Encoding';
/** Products a public answer shows (set by the catalogue), so a stock change drops just the answers that show them. */
const productsShown = new WeakMap<object, number[]>();
export function tagProducts(request: FastifyRequest, ids: number[]): void {
  productsShown.set(request.raw, ids);
}

/** A public answer's weak ETag: its bytes' digest. */
export const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** Headers that belong to one transfer, not to the answer. */
const PER_TRANSFER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive', 'vary', 'server-timing']);

/**
 * The cache key of a public read, or null when the answer may not be shared. The answer depends
 * on the URL (its `lang=` included) and on the language the Accept-Language header picks, so
 * both are in the key.
 */
export function publicReadKey(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): string | null {
  if (method !== 'GET' || !url || headers.authorization || !PUBLIC_GET.test(url)) return null;
  return `${pickLanguage(headers['accept-language'])}|${url}`;
}

function finishedHeaders(reply: FastifyReply): string[] | null {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === 'set-cookie') return null;
    if (value === undefined || PER_TRANSFER.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  flat.push('vary', VARY);
  return flat;
}

/**
 * Public catalogue and content reads get an ETag (304 for a matching If-None-Match) and a short
 * Cache-Control; their finished bytes and headers go into the micro-cache, which the edge
 * (edge-server.ts) answers from before Fastify runs at all. Register before @fastify/compress so
 * the identity bytes are stored. Answers drop by data (issue 27): the domain events of what changed
 * (catalog.changed, stock.changed, content.changed) drop them on every instance, never a URL.
 */
export function registerHttpCaching(fastify: FastifyInstance, cache: MicroCache): void {
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method === 'GET' && request.headers.authorization && PUBLIC_GET.test(request.url)) {
      void reply.header('Cache-Control', 'private, no-store');
      return payload;
    }
    const key = publicReadKey(request.method, request.url, request.headers);
    if (!key || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = etagOf(body);
    void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('Vary', VARY);
    const headers = finishedHeaders(reply);
    if (headers) cache.set(key, { body, etag, headers, variants: {} }, productsShown.get(request.raw), Date.now() - reply.elapsedTime);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    // the bytes already made: the socket gets them as they are instead of encoding the string again
    return body;
  });
}

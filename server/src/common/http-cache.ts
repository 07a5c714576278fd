import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MicroCache } from './micro-cache.js';
import { languageOf } from './request-language.js';

/** Public storefront reads that any visitor may cache briefly (never answers for a logged-in user). */
const PUBLIC_GET = /^\/api\/(home|products|categories|branches|banners|testimonials|pages|settings)(\/|\?|$)/;
const CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
const SERVED_FROM_CACHE = Symbol('wardServedFromCache');

const isPublicRead = (request: FastifyRequest) => request.method === 'GET' && !request.headers.authorization && PUBLIC_GET.test(request.url);
const keyOf = (request: FastifyRequest) => `${languageOf(request)}|${request.url}`;

function sendHeaders(reply: FastifyReply, etag: string) {
  void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Language, Accept-Encoding');
}

/**
 * Public catalogue and content reads: an ETag (304 for a matching If-None-Match), a short
 * Cache-Control, and a micro-cache of the finished bytes answered before Nest runs at all.
 * Any successful admin write clears the micro-cache.
 */
export function registerHttpCaching(fastify: FastifyInstance, cache: MicroCache): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request)) return;
    const hit = cache.get(keyOf(request));
    if (!hit) return;
    (request as unknown as Record<symbol, boolean>)[SERVED_FROM_CACHE] = true;
    sendHeaders(reply, hit.etag);
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type(hit.contentType).send(hit.body);
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((request as unknown as Record<symbol, boolean>)[SERVED_FROM_CACHE]) return payload;
    if (request.method === 'GET' && request.headers.authorization && PUBLIC_GET.test(request.url)) {
      void reply.header('Cache-Control', 'private, no-store');
      return payload;
    }
    if (!isPublicRead(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
    cache.set(keyOf(request), { body: payload, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    sendHeaders(reply, etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });

  fastify.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400) cache.clear();
  });
}

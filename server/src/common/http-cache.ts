import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Public storefront reads that any visitor may cache briefly (never answers for a logged-in user). */
const PUBLIC_GET = /^\/api\/(home|products|categories|branches|banners|testimonials|pages|settings)(\/|\?|$)/;

/**
 * ETag + short Cache-Control on public catalogue answers; a matching If-None-Match gets 304 with
 * no body, so a returning phone spends no bytes on an unchanged listing.
 */
export function registerHttpCaching(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !PUBLIC_GET.test(request.url)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.headers.authorization) {
      void reply.header('Cache-Control', 'private, no-store');
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
    void reply.header('ETag', etag);
    void reply.header('Cache-Control', 'public, max-age=10, stale-while-revalidate=60');
    void reply.header('Vary', 'Accept-Language, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}

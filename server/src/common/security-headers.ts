import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once here: @fastify/helmet
 * builds it again for every request (parsing the whole Content-Security-Policy each time), a
 * measurable share of an uncached catalogue read. Function directives (the map tile origin) are
 * still evaluated per request by helmet itself. Returns the middleware (the catalogue's fast lane
 * sets the same headers).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): ReturnType<typeof helmet> {
  const apply = helmet(options);
  fastify.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  return apply;
}

import type { FastifyInstance } from 'fastify';
import { BadInputError } from './domain-errors.js';
import { describeError, errorBody } from './error.filter.js';
import { languageOf } from './request-language.js';

/** The first place a U+0000 hides in a parsed query or JSON body (keys included), or null. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulAt(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence"): an API request carrying one in
 * its path, query or JSON body is a 400 naming the field, before any handler or query runs —
 * never a database error.
 */
export function registerNulGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const field = /%00/.test(request.url.split('?')[0])
      ? 'path'
      : (nulAt(request.query, '') ?? nulAt(request.params, '') ?? nulAt(request.body, ''));
    if (field === null) return;
    const answer = describeError(new BadInputError('validation.textOnly', { [field]: 'validation.textOnly' }), languageOf(request));
    return reply.status(400).type('application/json; charset=utf-8').send(errorBody(request.url, answer));
  });
}

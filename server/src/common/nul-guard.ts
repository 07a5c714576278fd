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

/** Free text a shopper searches with: a U+0000 in it is just another character that is not a word. */
const SEARCH_TEXT: ReadonlyArray<[path: RegExp, param: string]> = [
  [/^\/api\/products(\?|$)/, 'search'],
  [/^\/api\/search\/suggestions(\?|$)/, 'q'],
];

function stripFromSearchText(url: string, query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const params = query as Record<string, unknown>;
  for (const [path, param] of SEARCH_TEXT) {
    if (path.test(url) && Object.hasOwn(params, param) && typeof params[param] === 'string')
      params[param] = params[param].replaceAll('\u0000', ' ');
  }
}

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence"): an API request carrying one in
 * its path, query or JSON body is a 400 naming the field, before any handler or query runs —
 * never a database error. Search text is the exception: there it counts as a space (a search
 * answers whatever is pasted into it).
 */
export function registerNulGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    stripFromSearchText(request.url, request.query);
    const field = /%00/.test(request.url.split('?')[0])
      ? 'path'
      : (nulAt(request.query, '') ?? nulAt(request.params, '') ?? nulAt(request.body, ''));
    if (field === null) return;
    const answer = describeError(new BadInputError('validation.textOnly', { [field]: 'validation.textOnly' }), languageOf(request));
    return reply.status(400).type('application/json; charset=utf-8').send(errorBody(request.url, answer));
  });
}

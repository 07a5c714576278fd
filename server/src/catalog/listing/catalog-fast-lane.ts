import { pickLanguage, type ProductDto, type ProductListDto } from '@ward/shared';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { sendAnswer, type EdgeRoute } from '../../common/edge-server.js';
import { CACHE_CONTROL, etagOf, publicReadKey, VARY } from '../../common/http-cache.js';
import type { CachedAnswer, MicroCache } from '../../common/micro-cache.js';
import { requestIdFor } from '../../logging/request-id.js';
import type { Metrics } from '../../metrics/metrics.service.js';
import { requestFinished } from '../../metrics/request-finished.js';
import { productListQuerySchema } from '../product-query.js';
import { productIdsIn } from '../product-tags.interceptor.js';
import type { ProductsService } from '../products.service.js';
import { listingAnswerBytes, productAnswerBytes } from './answer-bytes.js';
import type { ProductListing } from './product-listing.js';

/** Helmet's middleware (common/security-headers.ts), built once. */
export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface FastLaneParts {
  listing: ProductListing;
  products: ProductsService;
  cache: MicroCache;
  securityHeaders: SecurityHeaders;
  metrics: Metrics | null;
  /** the framework's logger: an answer is logged and timed as the framework's (metrics/request-finished.ts) */
  log: Logger;
}

interface Read {
  route: string;
  /** the answer's data, and its envelope as JSON bytes */
  run: () => Promise<{ data: ProductDto | ProductListDto; body: Buffer }>;
}

const PRODUCT = /^\/api\/products\/([1-9]\d{0,9})(?:\?|$)/;
const LISTING = /^\/api\/products(?:\?|$)/;
const MAX_ID = 2_147_483_647;

/** The query as one string per name, or null when a name repeats or a value hides a NUL (the framework answers those). */
function plainQuery(url: string): Record<string, string> | null {
  const at = url.indexOf('?');
  if (at < 0) return {};
  const params = new URLSearchParams(url.slice(at + 1));
  const query: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (value.includes('\u0000') || name.includes('\u0000')) return null;
    query[name] = value;
    count++;
  }
  return Object.keys(query).length === count ? query : null;
}

/** What a URL asks of the catalogue (a product, a listing or search page), or null for anything else (bad input…). */
function readFor(url: string, headers: IncomingHttpHeaders, parts: FastLaneParts): Read | null {
  const one = PRODUCT.exec(url);
  if (one) {
    const id = Number(one[1]);
    const run = async () => {
      const product = await parts.products.get(id);
      return { data: product, body: productAnswerBytes(product) };
    };
    return id <= MAX_ID ? { route: '/api/products/:id', run } : null;
  }
  if (!LISTING.test(url)) return null;
  const query = plainQuery(url);
  if (!query) return null;
  const parsed = productListQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const lang = pickLanguage(query.lang ?? headers['accept-language']);
  const run = async () => {
    const list = await parts.listing.list(parsed.data, lang);
    return { data: list, body: listingAnswerBytes(list) };
  };
  return { route: '/api/products', run };
}

/** The headers every public catalogue answer carries, as the framework's hooks would have set them. */
function answerHeaders(req: IncomingMessage, parts: FastLaneParts, etag: string, requestId: string): string[] {
  const headers: string[] = [];
  const collect = {
    setHeader: (name: string, value: string) => headers.push(name.toLowerCase(), String(value)),
    removeHeader: () => undefined,
  };
  parts.securityHeaders(req, collect as unknown as ServerResponse, () => undefined);
  headers.push('x-request-id', requestId, 'content-type', 'application/json; charset=utf-8');
  headers.push('etag', etag, 'cache-control', CACHE_CONTROL, 'vary', VARY);
  return headers;
}

async function answer(read: Read, req: IncomingMessage, res: ServerResponse, fallback: () => void, parts: FastLaneParts) {
  const startedAt = Date.now();
  const started = performance.now();
  let answered: Awaited<ReturnType<Read['run']>>;
  try {
    answered = await read.run();
  } catch {
    // not found, a database hiccup: the framework answers it again, in its own words and status
    return fallback();
  }
  try {
    const { data, body } = answered;
    const etag = etagOf(body);
    const requestId = requestIdFor(req);
    const cached: CachedAnswer = { body, etag, headers: answerHeaders(req, parts, etag, requestId), variants: {} };
    const key = publicReadKey(req.method, req.url, req.headers);
    if (key) parts.cache.set(key, cached, [...productIdsIn(data)], startedAt);
    sendAnswer(cached, req, res, started);
    requestFinished(parts, { reqId: requestId, method: 'GET', url: req.url!, route: read.route, statusCode: res.statusCode, ms: performance.now() - started });
  } catch {
    if (res.headersSent) res.destroy();
    else fallback();
  }
}

/**
 * The catalogue's two hottest reads, a product and a listing or search page, answered
 * before Fastify and Nest when the micro-cache cannot answer them: the same services, the same
 * validation (the shared query schema), the same envelope, security headers, ETag and caching
 * as the framework's route, without its per-request hooks, interceptors and serialisation
 * layers, which cost more than the read itself (bench: uncached reads). A search is recorded,
 * suggested and answered by the same ProductListing as the framework's route. Anything else —
 * input the schema refuses, a repeated parameter, an error — goes to the framework,
 * which answers it as it always has.
 */
export function catalogFastLane(parts: FastLaneParts): EdgeRoute {
  return (req, res, fallback) => {
    if (req.method !== 'GET' || req.headers.authorization || !req.url) return false;
    const read = readFor(req.url, req.headers, parts);
    if (!read) return false;
    void answer(read, req, res, fallback, parts);
    return true;
  };
}

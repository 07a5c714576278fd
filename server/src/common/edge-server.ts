import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { compress, COMPRESS_THRESHOLD, pickCoding } from './content-coding.js';
import { publicReadKey } from './http-cache.js';
import { serverTiming } from './server-timing.js';
import type { CachedAnswer, MicroCache } from './micro-cache.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The answer as sent for this Accept-Encoding: compressed and its header list built once per entry and coding. */
function variantFor(answer: CachedAnswer, acceptEncoding: string | undefined): { bytes: Buffer; headers: string[] } {
  const coding = answer.body.length >= COMPRESS_THRESHOLD ? pickCoding(acceptEncoding) : null;
  return (answer.variants[coding ?? 'identity'] ??= coding
    ? withLength(compress(answer.body, coding), [...answer.headers, 'content-encoding', coding])
    : withLength(answer.body, answer.headers));
}

const withLength = (bytes: Buffer, headers: string[]) => ({ bytes, headers: [...headers, 'content-length', String(bytes.length)] });

/** Answers a cached public read straight from the socket; false when Fastify should handle it. */
export function answerFromCache(cache: MicroCache, req: IncomingMessage, res: ServerResponse): boolean {
  const key = publicReadKey(req.method, req.url, req.headers);
  const answer = key ? cache.get(key) : undefined;
  if (!answer) return false;
  cache.answered(req.url!);
  sendAnswer(answer, req, res);
  return true;
}

/** A finished public answer as a cache hit sends it: 304 for a matching If-None-Match, else compressed as accepted. */
export function sendAnswer(answer: CachedAnswer, req: IncomingMessage, res: ServerResponse, startedAt?: number): void {
  // a fresh answer says how long it took (common/server-timing.ts); one from the cache took nothing worth saying
  const timing = (headers: string[]) => (startedAt === undefined ? headers : [...headers, 'server-timing', serverTiming(performance.now() - startedAt)]);
  if (req.headers['if-none-match'] === answer.etag) {
    res.writeHead(304, timing(answer.headers));
    res.end();
    return;
  }
  const { bytes, headers } = variantFor(answer, req.headers['accept-encoding']);
  res.writeHead(200, timing(headers));
  res.end(bytes);
}

/** Answers a request before Fastify (true), or leaves it (false); `fallback` hands it to Fastify later. */
export type EdgeRoute = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would build, with the micro-cache in front.
 * Repeated public reads (a sale's home page, a hot product) cost one Map lookup and one write,
 * not a trip through the framework; so do the uncached catalogue reads `route` takes (the
 * catalogue's fast lane). Both are attached once Nest has built them.
 */
export function edgeServer(): {
  serverFactory: (handler: Handler, options: Record<string, unknown>) => Server;
  attach(cache: MicroCache, route?: EdgeRoute): void;
} {
  let cache: MicroCache | null = null;
  let route: EdgeRoute | null = null;
  return {
    attach(c, r) {
      cache = c;
      route = r ?? null;
    },
    serverFactory(handler, options) {
      const server = createServer((req, res) => {
        if (cache && answerFromCache(cache, req, res)) return;
        if (route?.(req, res, () => handler(req, res))) return;
        handler(req, res);
      });
      // what Fastify sets on the server it builds itself
      if (typeof options.keepAliveTimeout === 'number') server.keepAliveTimeout = options.keepAliveTimeout;
      if (typeof options.requestTimeout === 'number') server.requestTimeout = options.requestTimeout;
      if (typeof options.connectionTimeout === 'number') server.setTimeout(options.connectionTimeout);
      return server;
    },
  };
}

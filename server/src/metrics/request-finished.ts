import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.service.js';

export interface FinishedRequest {
  reqId: string;
  method: string;
  url: string;
  /** the route pattern (`/api/products/:id`), never the raw URL, so the metric's series stay few */
  route: string;
  statusCode: number;
  ms: number;
}

export interface RequestSinks {
  log: Logger;
  /** null when metrics are off */
  metrics: Metrics | null;
}

/**
 * What every answered request leaves behind, whoever answered it (the framework, or the catalogue's
 * fast lane before it): its duration in the metrics, and one "request completed" line at info.
 * Answers the edge micro-cache gives are counted by `ward_cache_lookups_total` instead.
 */
export function requestFinished(sinks: RequestSinks, r: FinishedRequest): void {
  sinks.metrics?.httpDuration.observe({ method: r.method, route: r.route, status: String(r.statusCode) }, r.ms / 1000);
  if (sinks.log.isLevelEnabled('info'))
    sinks.log.info({ reqId: r.reqId, req: { method: r.method, url: r.url }, res: { statusCode: r.statusCode }, responseTime: r.ms }, 'request completed');
}

/**
 * The framework's side: Fastify's own request logging is off (app.factory.ts) so that both paths
 * log through `requestFinished`; "incoming request" is logged here as Fastify did.
 */
export function registerRequestLog(fastify: FastifyInstance, sinks: RequestSinks): void {
  fastify.addHook('onRequest', async (request) => {
    if (sinks.log.isLevelEnabled('info'))
      sinks.log.info(
        {
          reqId: request.id,
          req: { method: request.method, url: request.url, host: request.host, remoteAddress: request.ip, remotePort: request.socket.remotePort },
        },
        'incoming request',
      );
  });
  fastify.addHook('onResponse', async (request, reply) => {
    requestFinished(sinks, {
      reqId: request.id,
      method: request.method,
      url: request.url,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    });
  });
}

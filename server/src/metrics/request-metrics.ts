import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.service.js';

/**
 * Times every request Fastify answers, labelled with its route pattern (`/api/products/:id`,
 * never the raw URL, so the series stay few). Answers the edge micro-cache gives before Fastify
 * runs are counted by `ward_cache_lookups_total` instead. Registered only when metrics are on.
 */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

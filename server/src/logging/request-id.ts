import fastifyRequestContext from '@fastify/request-context';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a load balancer or client sent (X-Request-Id) is kept when it is plain and of sane length. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id, or a fresh UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries `X-Request-Id`, and everything logged while the request runs (Fastify's
 * request lines and Nest's Logger alike) carries it as `reqId`, through the request context.
 */
export async function registerRequestIds(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request: { id: string }) => ({ reqId: request.id }) });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
}

import type { FastifyInstance } from 'fastify';

/**
 * `Server-Timing: app;dur=<ms>`: how long the server took over an answer, from the request's
 * arrival in the framework to its bytes being ready (shown by the browser's devtools; the bench
 * reads it to report server time beside what the client waited). Time spent queued in the socket
 * before the server reads a request is not in it.
 */
export const serverTiming = (ms: number) => `app;dur=${ms.toFixed(1)}`;

/** Every framework answer carries it (register last among the onSend hooks: compression is in it). */
export function registerServerTiming(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('server-timing', serverTiming(reply.elapsedTime));
    return payload;
  });
}

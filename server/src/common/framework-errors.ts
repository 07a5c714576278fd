import { pickLanguage, translate, type MessageKey } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './error.filter.js';

/**
 * Answers Fastify gives before any route or hook runs — a path with broken percent-encoding, a
 * path parameter over the router's length limit, headers too large for the HTTP parser (a 1 MB
 * query string), a malformed request — in the API's own error shape with the security headers
 * helmet would have added, instead of Fastify's `{ error, statusCode }` without them.
 */
function headers(production: boolean): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function frameworkErrorHandlers(production: boolean) {
  const base = headers(production);
  return {
    frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      const key: MessageKey = tooLong ? 'error.bodyTooLarge' : 'error.validation';
      const message = translate(key, pickLanguage(request.headers['accept-language']));
      void reply
        .code(status)
        .headers(base)
        .send(JSON.stringify(errorBody(request.raw.url ?? '/api/', { status, message, fields: null }, request.id)));
    },
    /** The request could not even be parsed, so its path is unknown: one body both API shapes read (`message`, `errors`). */
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const key: MessageKey = status === 431 ? 'error.bodyTooLarge' : status === 408 ? 'error.unavailable' : 'error.validation';
      const body = JSON.stringify({ isSuccess: false, data: null, message: translate(key, 'ar'), errors: {} });
      if (socket.writable) {
        const lines = Object.entries({ ...base, 'content-length': String(Buffer.byteLength(body)), connection: 'close' }).map(
          ([k, v]) => `${k}: ${v}`,
        );
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}

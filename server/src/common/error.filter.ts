import { ArgumentsHost, Catch, HttpException, Logger, NotFoundException, type ExceptionFilter } from '@nestjs/common';
import { fieldErrors, translate, type Language, type MessageKey } from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, RateLimitedError, SchemaValidationError } from './domain-errors.js';
import { languageOf } from './request-language.js';
import { spaFallback } from '../static-sites.js';

interface ErrorAnswer {
  status: number;
  message: string;
  fields: Record<string, string[]> | null;
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'error.validation',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.bodyTooLarge',
  415: 'error.validation',
  429: 'error.rateLimited',
  503: 'error.unavailable',
};

/**
 * PostgreSQL / driver errors that mean "database unreachable right now": answer 503, not 500.
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash,
 * still starting), socket errors, and node-postgres's own words for a connection that died under
 * a query or a pooled client that can no longer be used.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; driverError?: unknown };
  if (e?.driverError && e.driverError !== error && isDatabaseUnavailable(e.driverError)) return true;
  const code = e?.code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code) ||
    /^(08|57P)/.test(code) ||
    // TypeORM releases a transaction's runner when its connection dies under it: the next statement says so
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|is not queryable|Query runner already released|the database system is (starting up|shutting down|in recovery mode)/i.test(
      e?.message ?? '',
    )
  );
}

export function describeError(error: unknown, lang: Language): ErrorAnswer {
  if (error instanceof SchemaValidationError) {
    return { status: 400, message: translate('error.validation', lang), fields: fieldErrors(error.zodError, lang) };
  }
  if (error instanceof DomainError) {
    return { status: error.status, message: translate(error.messageKey, lang, error.params), fields: error.fieldMessages(lang) };
  }
  // Nest wraps Fastify's body-parser errors in an HttpException with the original as `cause`
  const fastifyError = ((error instanceof HttpException && error.cause) || error) as { statusCode?: number; code?: string };
  if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && fastifyError.statusCode === 400)) {
    return { status: 400, message: translate('error.malformedJson', lang), fields: null };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, message: translate(STATUS_KEYS[status] ?? 'error.unknown', lang), fields: null };
  }
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    return { status, message: translate(STATUS_KEYS[status] ?? 'error.validation', lang), fields: null };
  }
  // a constraint the input broke that validation did not catch: the caller's fault, never a 500
  const sqlState = (error as { code?: string })?.code ?? '';
  if (['23514', '22003', '22P02', '22001', '22007', '22008'].includes(sqlState))
    return { status: 400, message: translate('error.validation', lang), fields: null };
  if (['23505', '23503'].includes(sqlState)) return { status: 409, message: translate('error.conflict', lang), fields: null };
  if (isDatabaseUnavailable(error)) return { status: 503, message: translate('error.unavailable', lang), fields: null };
  return { status: 500, message: translate('error.internal', lang), fields: null };
}

/**
 * Every error leaves as the storefront envelope (`/api/...`) or as react-admin's
 * `{ message, errors }` (`/api/admin/...`): translated, never a stack trace.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (error instanceof NotFoundException && spaFallback(request, reply)) return;
    const lang = languageOf(request);
    const answer = describeError(error, lang);
    // 503 (database away): one line each, the outage is not a bug; anything else 5xx with its stack
    if (answer.status === 503) this.logger.warn(`503 ${request.method} ${request.url}: ${(error as Error)?.message ?? String(error)}`);
    else if (answer.status >= 500) this.logger.error({ err: error, method: request.method, url: request.url, msg: 'unexpected error' });
    if (error instanceof RateLimitedError) void reply.header('Retry-After', String(error.retryAfterSeconds));
    if (answer.status === 503) void reply.header('Retry-After', '2');
    void reply
      .status(answer.status)
      .type('application/json; charset=utf-8')
      .send(errorBody(request.url, answer, request.id));
  }
}

/** The error in the caller's API shape, with the request id that names its log lines (when known). */
export function errorBody(url: string, answer: ErrorAnswer, requestId?: string): unknown {
  const id = requestId ? { requestId } : {};
  if (url.startsWith('/api/admin/')) {
    const errors = answer.fields ? Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, v[0]])) : {};
    return { message: answer.message, errors, status: answer.status, ...id };
  }
  return { isSuccess: false, data: null, message: answer.message, errors: answer.fields, ...id };
}

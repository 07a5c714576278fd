import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { translate, type Envelope, type MessageKey } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { languageOf } from './request-language.js';

/** A storefront answer with a catalogue message, e.g. `new Reply(token, 'auth.loggedIn')`. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly messageKey: MessageKey | null = null,
    readonly params: Record<string, string | number> = {},
  ) {}
}

/** Wraps storefront controller results in SPEC.md §7's `{ isSuccess, data, message, errors }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope<unknown>> {
    const lang = languageOf(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof Reply) {
          const reply = result as Reply<unknown>;
          return {
            isSuccess: true,
            data: reply.data ?? null,
            message: reply.messageKey ? translate(reply.messageKey, lang, reply.params) : null,
            errors: null,
          };
        }
        return { isSuccess: true, data: result ?? null, message: null, errors: null };
      }),
    );
  }
}

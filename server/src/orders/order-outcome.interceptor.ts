import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { catchError, tap, throwError, type Observable } from 'rxjs';
import { DomainError, SchemaValidationError } from '../common/domain-errors.js';
import { Metrics } from '../metrics/metrics.service.js';

/** Why an order was refused, as a metric label: the message key (a short, fixed list), never free text. */
function refusalReason(error: unknown): string {
  if (error instanceof DomainError) return error.messageKey;
  if (error instanceof SchemaValidationError) return 'error.validation';
  return 'error.other';
}

/** Counts order placements (`ward_orders_total`): placed, replayed by Idempotency-Key, or refused and why. */
@Injectable()
export class OrderOutcomeInterceptor implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      tap(() => this.metrics.orderPlaced(context.switchToHttp().getResponse<FastifyReply>().statusCode === 200)),
      catchError((error: unknown) => {
        this.metrics.orderRefused(refusalReason(error));
        return throwError(() => error);
      }),
    );
  }
}

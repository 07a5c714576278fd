import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { tap, type Observable } from 'rxjs';
import { tagProducts } from '../common/http-cache.js';

const isProduct = (v: Record<string, unknown>) => typeof v.id === 'number' && 'finalPrice' in v && 'stock' in v;

/** Ids of every product an answer shows (a product, a page of them, the home page's sections). */
export function productIdsIn(value: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const item of value) productIdsIn(item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isProduct(record)) into.add(record.id as number);
    else for (const child of Object.values(record)) if (child && typeof child === 'object') productIdsIn(child, into);
  }
  return into;
}

/**
 * Marks a public catalogue answer with the products it shows, so the micro-cache can drop just
 * those answers when an order changes a product's stock (instead of every answer, or none).
 */
@Injectable()
export class ProductTagsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(tap((answer) => tagProducts(request, [...productIdsIn(answer)])));
  }
}

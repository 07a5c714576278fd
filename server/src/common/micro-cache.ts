import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, of, tap, type Observable } from 'rxjs';
import { languageOf } from './request-language.js';

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/**
 * A few seconds of memory for public catalogue answers (same URL and language → same answer),
 * cleared on every catalogue write. Each instance keeps its own: nothing another instance needs.
 */
@Injectable()
export class MicroCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();

  get(key: string): unknown {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: unknown): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: Date.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Serves a GET from MicroCache when the caller is anonymous; fills it otherwise. */
@Injectable()
export class MicroCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: MicroCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method !== 'GET' || request.headers.authorization) return next.handle();
    const key = `${languageOf(request)}|${request.url}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return of(hit);
    return from(next.handle()).pipe(tap((value) => this.cache.set(key, value)));
  }
}

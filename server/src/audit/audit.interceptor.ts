import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { concatMap, from, switchMap, type Observable } from 'rxjs';
import type { AuthUser } from '../access/auth-user.js';
import { auditTarget, type AuditTarget } from './audit-target.js';
import { AuditService } from './audit.service.js';

type AdminRequest = FastifyRequest & { user?: AuthUser };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every successful admin write (every `/api/admin/...` POST, PUT, PATCH and DELETE, the
 * ones added later included): the record is read through its own admin GET before and after the
 * write, with the admin's own token, and the fields that changed go to the audit log before the
 * answer leaves. A refused write changed nothing and is not recorded.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly audit: AuditService,
    private readonly adapter: HttpAdapterHost,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/admin/')) return next.handle();
    const target = auditTarget(request.routeOptions.url ?? '', request.method, request.params as Record<string, string>);
    if (!target) return next.handle();
    return from(this.read(request, target.readPath)).pipe(
      switchMap((before) =>
        next.handle().pipe(
          concatMap(async (answer: unknown) => {
            await this.record(request, target, before, answer);
            return answer;
          }),
        ),
      ),
    );
  }

  private async record(request: AdminRequest, target: AuditTarget, before: unknown, answer: unknown): Promise<void> {
    const createdId = target.action === 'create' ? idOf(answer) : null;
    const recordId = target.recordId ?? createdId;
    const readAfter = target.action === 'delete' ? null : createdId ? `/api/admin/${target.resource}/${createdId}` : target.readPath;
    const after = target.action === 'delete' ? null : ((await this.read(request, readAfter)) ?? answer ?? null);
    try {
      await this.audit.record({ request, user: request.user ?? null, target: { ...target, recordId }, before, after });
    } catch (error) {
      // the write itself is done: say loudly that its trace is missing rather than fail the admin
      this.logger.error(`audit entry of ${request.method} ${request.url} not written: ${(error as Error).message}`);
    }
  }

  /** The record as its admin GET answers it, for this admin (null when there is none). */
  private async read(request: AdminRequest, path: string | null): Promise<unknown> {
    if (!path) return null;
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    const res = await fastify.inject({
      method: 'GET',
      url: path,
      headers: { authorization: request.headers.authorization ?? '', 'accept-language': request.headers['accept-language'] ?? 'ar' },
    });
    if (res.statusCode !== 200) return null;
    try {
      return res.json();
    } catch {
      return null;
    }
  }
}

function idOf(answer: unknown): string | null {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

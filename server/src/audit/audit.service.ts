import { estimatedCount } from '../common/estimated-count.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { describeChange } from './audit-diff.js';
import { AuditEntry } from './audit-entry.entity.js';
import type { AuditTarget } from './audit-target.js';

const LIST = listSpec({
  idColumn: 'a.id',
  defaultSort: 'a.at',
  sorts: { id: 'a.id', at: 'a.at', actorName: 'a."actorName"', action: 'a.action', resource: 'a.resource', recordId: 'a."recordId"' },
  search: ['a."actorName"', 'a."actorEmail"', 'a."recordId"'],
  count: estimatedCount(),
  filters: {
    resource: ['a.resource', 'eq'],
    action: ['a.action', 'eq'],
    recordId: ['a."recordId"', 'eq'],
    actorId: ['a."actorId"', 'int'],
    at_gte: ['a.at', 'date_gte'],
    at_lte: ['a.at', 'date_lte'],
    // entries where this field changed
    field: (where, value) => where.andWhere(':f_field = ANY(a.fields)', { f_field: String(value) }),
  },
});

export interface AuditEntryDto {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  fields: string[];
  before: Record<string, unknown> | null;
  after: unknown;
  method: string;
  path: string;
  requestId: string | null;
  ip: string | null;
}

const toDto = (e: AuditEntry): AuditEntryDto => ({ ...e, id: Number(e.id), at: e.at.toISOString() });

/** The audit log: written for every admin write (AuditInterceptor), read in the back office. Never updated. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(write: {
    request: FastifyRequest;
    user: AuthUser | null;
    target: AuditTarget;
    before: unknown;
    after: unknown;
  }): Promise<void> {
    const { request, user, target } = write;
    const change = describeChange(write.before, write.after);
    await this.entries.insert({
      actorId: user?.id ?? null,
      actorName: user?.name ?? null,
      actorEmail: user?.email ?? null,
      action: target.action,
      resource: target.resource,
      recordId: target.recordId,
      fields: change.fields,
      before: change.before as never,
      after: change.after as never,
      method: request.method,
      path: request.url.split('?')[0].slice(0, 500),
      requestId: request.id,
      ip: request.ip,
    });
  }

  async list(query: ListQuery): Promise<[AuditEntryDto[], number]> {
    const [rows, total] = await listPage(this.entries.createQueryBuilder('a'), query, LIST);
    return [rows.map(toDto), total];
  }

  async get(id: number): Promise<AuditEntryDto> {
    const entry = await this.entries.findOne({ where: { id: String(id) } });
    if (!entry) throw new NotFoundError();
    return toDto(entry);
  }
}

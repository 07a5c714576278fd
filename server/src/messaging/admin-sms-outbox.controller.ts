import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { AdminController } from '../auth/decorators.js';
import { NotFoundError } from '../common/domain-errors.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { SmsOutbox } from './sms-outbox.entity.js';

const LIST = listSpec({
  idColumn: 's.id',
  defaultSort: 's.id',
  sorts: {
    id: 's.id',
    to: 's."to"',
    template: 's.template',
    status: 's.status',
    attempts: 's.attempts',
    createdAt: 's."createdAt"',
    sentAt: 's."sentAt"',
  },
  search: ['s."to"'],
  filters: {
    status: ['s.status', 'eq'],
    template: ['s.template', 'eq'],
    createdAt_gte: ['s."createdAt"', 'date_gte'],
    createdAt_lte: ['s."createdAt"', 'date_lte'],
  },
});

/** The sealed body is never answered: `preview` is the masked text (the whole text only when no provider is set). */
const summary = (s: SmsOutbox) => ({
  id: s.id,
  to: s.to,
  template: s.template,
  preview: s.preview,
  status: s.status,
  attempts: s.attempts,
  lastError: s.lastError,
  providerMessageId: s.providerMessageId,
  sentAt: s.sentAt ? s.sentAt.toISOString() : null,
  createdAt: s.createdAt.toISOString(),
});

/** Text messages and their delivery status, read-only; without UNIFONIC_APP_SID a demo admin reads sign-in codes here. */
@AdminController('sms-outbox')
export class AdminSmsOutboxController {
  constructor(@InjectRepository(SmsOutbox) private readonly outbox: Repository<SmsOutbox>) {}

  @Get()
  @ApiOperation({ summary: 'List text messages, newest first (Content-Range); status: kept | pending | sent | failed' })
  @ListQueryDocs('q (recipient), status, template, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [rows, total] = await listPage(this.outbox.createQueryBuilder('s'), q, LIST);
    return sendList(reply, 'sms-outbox', q, rows.map(summary), total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One text message with its delivery status' })
  @ApiResponse({ status: 404, description: 'No such message' })
  async get(@IdParam() id: number) {
    const sms = await this.outbox.findOne({ where: { id } });
    if (!sms) throw new NotFoundError();
    return summary(sms);
  }
}

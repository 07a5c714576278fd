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
import { OutboxMail } from './outbox.entity.js';

const LIST = listSpec({
  idColumn: 'o.id',
  defaultSort: 'o.id',
  sorts: {
    id: 'o.id',
    to: 'o."to"',
    subject: 'o.subject',
    template: 'o.template',
    status: 'o.status',
    attempts: 'o.attempts',
    createdAt: 'o."createdAt"',
    sentAt: 'o."sentAt"',
  },
  search: ['o."to"', 'o.subject'],
  filters: {
    status: ['o.status', 'eq'],
    template: ['o.template', 'eq'],
    to: ['o."to"', 'eq'],
    createdAt_gte: ['o."createdAt"', 'date_gte'],
    createdAt_lte: ['o."createdAt"', 'date_lte'],
  },
});

const summary = (m: OutboxMail) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  template: m.template,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  sentAt: m.sentAt ? m.sentAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
  text: m.text,
});

/**
 * The mail outbox, read-only (DESIGN.md §1): without SMTP_URL every mail stays here, so a demo
 * admin can read a reset code or a newsletter mail.
 */
@AdminController('outbox')
export class AdminOutboxController {
  constructor(@InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>) {}

  @Get()
  @ApiOperation({ summary: 'List outgoing mails, newest first (Content-Range); status: kept | pending | sent | failed' })
  @ListQueryDocs('q (recipient, subject), status, template, to, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [rows, total] = await listPage(this.outbox.createQueryBuilder('o'), q, LIST);
    return sendList(reply, 'outbox', q, rows.map(summary), total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One mail with its text and HTML bodies' })
  @ApiResponse({ status: 404, description: 'No such mail' })
  async get(@IdParam() id: number) {
    const mail = await this.outbox.findOne({ where: { id } });
    if (!mail) throw new NotFoundError();
    return { ...summary(mail), html: mail.html };
  }
}

import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { AdminController } from '../../auth/decorators.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { IdParam } from '../../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { listPage, listSpec } from '../../common/rest-list.js';
import { WhatsAppOutbox } from './whatsapp-outbox.entity.js';

const LIST = listSpec({
  idColumn: 'w.id',
  defaultSort: 'w.id',
  sorts: {
    id: 'w.id',
    to: 'w."to"',
    template: 'w.template',
    status: 'w.status',
    attempts: 'w.attempts',
    orderId: 'w."orderId"',
    createdAt: 'w."createdAt"',
  },
  search: ['w."to"'],
  filters: {
    status: ['w.status', 'eq'],
    template: ['w.template', 'eq'],
    orderId: ['w."orderId"', 'int'],
    createdAt_gte: ['w."createdAt"', 'date_gte'],
    createdAt_lte: ['w."createdAt"', 'date_lte'],
  },
});

const summary = (w: WhatsAppOutbox) => ({
  id: w.id,
  to: w.to,
  template: w.template,
  templateName: w.templateName,
  language: w.language,
  parameters: w.parameters,
  orderId: w.orderId,
  userId: w.userId,
  status: w.status,
  attempts: w.attempts,
  lastError: w.lastError,
  providerMessageId: w.providerMessageId,
  createdAt: w.createdAt.toISOString(),
  sentAt: w.sentAt?.toISOString() ?? null,
  statusAt: w.statusAt?.toISOString() ?? null,
});

/** WhatsApp messages and their delivery status (sent, delivered, read, failed from Meta's webhooks), read-only. */
@AdminController('whatsapp-outbox')
export class AdminWhatsAppOutboxController {
  constructor(@InjectRepository(WhatsAppOutbox) private readonly outbox: Repository<WhatsAppOutbox>) {}

  @Get()
  @ApiOperation({
    summary: 'List WhatsApp messages, newest first (Content-Range); status: pending | sent | delivered | read | failed | kept',
  })
  @ListQueryDocs(
    'q (recipient), status, template (placed | paid | shipped | delivered | backInStock | cartReminder), orderId, createdAt_gte, createdAt_lte, id',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [rows, total] = await listPage(this.outbox.createQueryBuilder('w'), q, LIST);
    return sendList(reply, 'whatsapp-outbox', q, rows.map(summary), total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One WhatsApp message with its delivery status' })
  @ApiResponse({ status: 404, description: 'No such message' })
  async get(@IdParam() id: number) {
    const row = await this.outbox.findOne({ where: { id } });
    if (!row) throw new NotFoundError();
    return summary(row);
  }
}

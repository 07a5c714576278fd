import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { AdminController } from '../../access/decorators.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { IdParam } from '../../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { Message } from './message.entity.js';
import { messageDetail, messagePage, messageSummary } from './message-list.js';

/**
 * Every message to a shopper (mail, SMS, WhatsApp) and its delivery, read-only: without SMTP_URL or
 * an SMS provider a demo admin reads reset and sign-in codes here; secrets show masked once sent.
 */
@AdminController('messages')
export class AdminMessagesController {
  constructor(@InjectRepository(Message) private readonly messages: Repository<Message>) {}

  @Get()
  @ApiOperation({
    summary: 'List messages, newest first (Content-Range)',
    description:
      'channel: mail | sms | whatsapp · status: pending | sent | delivered | read | failed | kept (channel not set up) | refused (texting budget spent)',
  })
  @ListQueryDocs('q (recipient, subject), channel, status, template, to, orderId, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [rows, total] = await messagePage(this.messages, q);
    return sendList(reply, 'messages', q, rows.map(messageSummary), total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message with its delivery status, and a mail’s text and HTML' })
  @ApiResponse({ status: 404, description: 'No such message' })
  async get(@IdParam() id: number) {
    const message = await this.messages.findOne({ where: { id } });
    if (!message) throw new NotFoundError();
    return messageDetail(message);
  }
}

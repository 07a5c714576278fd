import { Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { MessageChannel } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { AdminController } from '../../access/decorators.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { IdParam } from '../../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { Message } from './message.entity.js';
import { messageDetail, messagePage } from './message-list.js';

type Detail = ReturnType<typeof messageDetail>;

const COMMON = ['id', 'to', 'template', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'] as const;

/**
 * The three outboxes' routes from before the one outbox (`/api/admin/outbox`, `sms-outbox`,
 * `whatsapp-outbox`), kept for links and scripts that use them: each lists one channel of
 * `/api/admin/messages` with the fields it answered then.
 */
function channelOutbox(resource: string, channel: MessageChannel, listed: ReadonlyArray<keyof Detail>, shown: ReadonlyArray<keyof Detail>) {
  const pick = (m: Message, keys: ReadonlyArray<keyof Detail>) => {
    const detail = messageDetail(m);
    return Object.fromEntries(keys.map((k) => [k, detail[k]]));
  };

  @AdminController(resource)
  class ChannelOutboxController {
    constructor(@InjectRepository(Message) readonly messages: Repository<Message>) {}

    @Get()
    @ApiOperation({
      summary: `The ${channel} messages of /api/admin/messages, as answered before it (use that)`,
      operationId: `${resource}_list`,
      deprecated: true,
    })
    @ListQueryDocs('q (recipient, subject), status, template, to, orderId, createdAt_gte, createdAt_lte, id')
    async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
      const q = parseListQuery(query);
      const [rows, total] = await messagePage(this.messages, q, channel);
      const items = rows.map((m) => pick(m, listed));
      return sendList(reply, resource, q, items, total);
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${channel} message (use /api/admin/messages/{id})`, operationId: `${resource}_get`, deprecated: true })
    @ApiResponse({ status: 404, description: 'No such message' })
    async get(@IdParam() id: number) {
      const message = await this.messages.findOne({ where: { id, channel } });
      if (!message) throw new NotFoundError();
      return pick(message, shown);
    }
  }
  return ChannelOutboxController;
}

const MAIL = [...COMMON, 'subject', 'text'] as const;
const SMS = [...COMMON, 'preview', 'providerMessageId'] as const;
const WHATSAPP = [...COMMON, 'templateName', 'language', 'parameters', 'orderId', 'userId', 'providerMessageId', 'statusAt'] as const;

export const AdminMailOutboxController = channelOutbox('outbox', 'mail', MAIL, [...MAIL, 'html']);
export const AdminSmsOutboxController = channelOutbox('sms-outbox', 'sms', SMS, SMS);
export const AdminWhatsAppOutboxController = channelOutbox('whatsapp-outbox', 'whatsapp', WHATSAPP, WHATSAPP);

import { Body, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { notificationSendSchema, translate, type Language, type NotificationSendInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { Lang } from '../common/request-language.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { NotificationsService } from './notifications.service.js';

@AdminController('notifications')
export class AdminNotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'List sent notifications with their recipient (Content-Range)' })
  @ListQueryDocs('q (title, description, recipient name or email), userId, isRead, createdAt_gte, createdAt_lte, id')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.notifications.adminList(q);
    return sendList(reply, 'notifications', q, items, total);
  }

  @Post('send')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a notification to one user, selected users, or every customer',
    description:
      '`target`: `one` (userIds with one id), `selected` (userIds), `all` (every active customer: one row each, written in one statement). Title and description in Arabic and English. Answers `{ sent, message }`.',
  })
  @ValidBody(notificationSendSchema, {
    target: 'all',
    title: { ar: 'عروض اليوم الوطني', en: 'National Day offers' },
    description: { ar: 'خصم 20٪ على جميع العطور حتى نهاية الأسبوع', en: '20% off all perfumes until the end of the week' },
  })
  @ApiOkResponse({ schema: { example: { sent: 1250, message: 'The notification was sent to 1250 users' } } })
  @ApiResponse({ status: 400, description: 'Missing recipients, or unknown user ids (nothing is sent)' })
  async send(@Body() body: NotificationSendInput, @Lang() lang: Language) {
    const sent = await this.notifications.send(body);
    return { sent, message: translate('notification.sent', lang, { count: sent }) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One notification' })
  @ApiResponse({ status: 404, description: 'No such notification' })
  get(@IdParam() id: number) {
    return this.notifications.adminGet(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a notification; answers the deleted record' })
  @ApiResponse({ status: 404, description: 'No such notification' })
  remove(@IdParam() id: number) {
    return this.notifications.adminRemove(id);
  }
}

import { Body, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { notificationListQuerySchema, notificationPageSchema, type NotificationListQuery, type NotificationPageInput } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { BadInputError, ForbiddenError } from '../common/domain-errors.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ValidBody, ValidQuery } from '../common/validation.js';
import { NotificationsService } from './notifications.service.js';

const notificationExample = {
  id: 12,
  title: { ar: 'تم شحن طلبك', en: 'Your order is on its way' },
  description: { ar: 'طلبك WRD-10023 في الطريق إليك', en: 'Order WRD-10023 is on its way to you' },
  isRead: false,
  createdAt: '2026-01-15T09:30:00.000Z',
};
const notFound = ApiResponse({ status: 404, description: "No such notification among the caller's own" });

/** SPEC.md §7's call, path and body exactly as the original client sends them. */
@StorefrontController('Notification', 'notifications')
export class NotificationSpecController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post('get-user-notifications/:userId')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: "A user's notifications, newest first (SPEC.md §7)",
    description:
      'Body `{ pageNumber: 1, pageSize: 10 }` (both optional). `data` is the list, at most `pageSize` (default 10). Only the caller’s own, unless the caller is an admin.',
  })
  @ApiParam({ name: 'userId', type: Number })
  @ValidBody(notificationPageSchema, { pageNumber: 1, pageSize: 10 })
  @ApiOkResponse({ schema: { example: { isSuccess: true, data: [notificationExample], message: null, errors: null } } })
  @ApiResponse({ status: 403, description: "Another user's notifications" })
  async forUser(@CurrentUser() user: AuthUser, @Param('userId') rawUserId: string, @Body() body: NotificationPageInput) {
    if (!/^\d{1,10}$/.test(rawUserId) || Number(rawUserId) < 1 || Number(rawUserId) > 2_147_483_647) {
      throw new BadInputError('notification.userIdMissing', { userId: 'notification.userIdMissing' });
    }
    const userId = Number(rawUserId);
    if (userId !== user.id && user.role !== 'Admin') throw new ForbiddenError();
    const { items } = await this.notifications.page(userId, body.pageNumber, body.pageSize);
    return items;
  }
}

@StorefrontController('notifications', 'notifications')
@Authenticated()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's notifications, newest first: `{ items, total, page, pageSize, unreadCount }`" })
  @ValidQuery(notificationListQuerySchema)
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationListQuery) {
    return this.notifications.page(user.id, query.page, query.pageSize, query.unread === true);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many unread notifications the caller has: `{ count }`' })
  async unreadCount(@CurrentUser() user: AuthUser) {
    return { count: await this.notifications.unreadCount(user.id) };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark all the caller's notifications read: `{ updated }`" })
  async readAll(@CurrentUser() user: AuthUser) {
    return new Reply({ updated: await this.notifications.markAllRead(user.id) }, 'notification.allRead');
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one notification read' })
  @notFound
  read(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.notifications.markRead(user.id, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of the caller’s notifications' })
  @notFound
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return new Reply(await this.notifications.removeOwn(user.id, id), 'notification.deleted');
  }
}

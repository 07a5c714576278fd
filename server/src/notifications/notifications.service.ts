import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AdminNotificationDto, Localized, NotificationDto, NotificationSendInput, Paged } from '@ward/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { Notification } from './notification.entity.js';
import { sqlRows } from '../database/sql-rows.js';
import { insertEntities } from '../database/entity-insert.js';

export const toNotificationDto = (n: Notification): NotificationDto => ({
  id: n.id,
  title: { ar: n.title.ar, en: n.title.en },
  description: { ar: n.description.ar, en: n.description.en },
  isRead: n.isRead,
  createdAt: n.createdAt.toISOString(),
});

const ADMIN_LIST = listSpec({
  idColumn: 'n.id',
  defaultSort: 'n.id',
  sorts: { id: 'n.id', createdAt: 'n."createdAt"', isRead: 'n."isRead"', userId: 'n."userId"', userName: 'lower(u.name)' },
  search: ['n."titleAr"', 'n."titleEn"', 'n."descriptionAr"', 'n."descriptionEn"', 'u.name', 'u.email'],
  filters: {
    userId: ['n."userId"', 'id'],
    isRead: ['n."isRead"', 'bool'],
    createdAt_gte: ['n."createdAt"', 'date_gte'],
    createdAt_lte: ['n."createdAt"', 'date_lte'],
  },
});

/**
 * In-app notifications. Other modules call `notify` (inside their transaction when given); the
 * customer reads and marks their own; the admin sends to one user, selected users or every
 * customer (one INSERT … SELECT, so 100k recipients are one statement).
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
  ) {}

  async notify(userId: number, title: Localized, description: Localized, manager?: EntityManager): Promise<Notification> {
    const [notification] = await insertEntities(manager ?? this.notifications.manager, Notification, [
      this.notifications.create({ userId, title, description, isRead: false }),
    ]);
    return notification;
  }

  // ----- the customer's own -----

  /** Newest first (ties by id), one page. */
  async page(
    userId: number,
    page: number,
    pageSize: number,
    unreadOnly = false,
  ): Promise<Paged<NotificationDto> & { unreadCount: number }> {
    const where = { userId, ...(unreadOnly ? { isRead: false } : {}) };
    const [rows, total, unreadCount] = await Promise.all([
      this.notifications.find({ where, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize }),
      this.notifications.count({ where }),
      this.unreadCount(userId),
    ]);
    return { items: rows.map(toNotificationDto), total, page, pageSize, unreadCount };
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.count({ where: { userId, isRead: false } });
  }

  /** Someone else's notification is "not found", never "forbidden". */
  async markRead(userId: number, id: number): Promise<NotificationDto> {
    const result = await this.notifications.update({ id, userId }, { isRead: true });
    if (!result.affected) throw new NotFoundError('notification.notFound');
    return toNotificationDto(await this.notifications.findOneByOrFail({ id }));
  }

  async markAllRead(userId: number): Promise<number> {
    const result = await this.notifications.update({ userId, isRead: false }, { isRead: true });
    return result.affected ?? 0;
  }

  async removeOwn(userId: number, id: number): Promise<NotificationDto> {
    const found = await this.notifications.findOne({ where: { id, userId } });
    if (!found) throw new NotFoundError('notification.notFound');
    await this.notifications.delete({ id, userId });
    return toNotificationDto(found);
  }

  // ----- admin -----

  /**
   * Sends one notification to one user, selected users, or every active customer. Returns how
   * many rows were written. Unknown user ids refuse the whole send.
   */
  async send(input: NotificationSendInput): Promise<number> {
    const params = [input.title.ar, input.title.en, input.description.ar, input.description.en];
    const fanOut = (where: string) =>
      `WITH sent AS (
         INSERT INTO notifications ("userId", "titleAr", "titleEn", "descriptionAr", "descriptionEn")
         SELECT u.id, $1, $2, $3, $4 FROM users u WHERE ${where}
         RETURNING 1
       ) SELECT count(*)::int AS n FROM sent`;
    if (input.target === 'all') {
      const [{ n }] = await sqlRows<{ n: number }>(this.db, fanOut(`u.role = 'Customer' AND u.status = 'Active'`), params);
      return n;
    }
    const ids = [...new Set(input.userIds ?? [])];
    return this.db.transaction(async (m) => {
      const [{ n }] = await sqlRows<{ n: number }>(m, fanOut(`u.id = ANY($5::int[])`), [...params, ids]);
      if (n !== ids.length) throw new BadInputError('notification.unknownRecipients', { userIds: 'notification.unknownRecipients' });
      return n;
    });
  }

  private adminSelect() {
    return this.notifications
      .createQueryBuilder('n')
      .innerJoin('users', 'u', 'u.id = n."userId"')
      .addSelect('u.name', 'userName')
      .addSelect('u.email', 'userEmail');
  }

  private async mapAdmin(qb: ReturnType<NotificationsService['adminSelect']>): Promise<AdminNotificationDto[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ userName: string; userEmail: string }>();
    return entities.map((n, i) => ({
      ...toNotificationDto(n),
      userId: n.userId,
      userName: raw[i]?.userName ?? '',
      userEmail: raw[i]?.userEmail ?? '',
    }));
  }

  async adminList(query: ListQuery): Promise<[AdminNotificationDto[], number]> {
    return listPage(this.adminSelect(), query, ADMIN_LIST, (page) => this.mapAdmin(page));
  }

  async adminGet(id: number): Promise<AdminNotificationDto> {
    const [found] = await this.mapAdmin(this.adminSelect().where('n.id = :id', { id }));
    if (!found) throw new NotFoundError('notification.notFound');
    return found;
  }

  async adminRemove(id: number): Promise<AdminNotificationDto> {
    const existing = await this.adminGet(id);
    await this.notifications.delete({ id });
    return existing;
  }
}

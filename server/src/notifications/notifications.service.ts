import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Localized } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { Notification } from './notification.entity.js';

/** The notifications aggregate. Other modules call `notify` (inside their transaction when given). */
@Injectable()
export class NotificationsService {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  async notify(userId: number, title: Localized, description: Localized, manager?: EntityManager): Promise<Notification> {
    const repo = manager ? manager.getRepository(Notification) : this.notifications;
    return repo.save(repo.create({ userId, title, description, isRead: false }));
  }
}

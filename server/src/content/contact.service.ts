import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactInput, ContactMessageDto } from '@ward/shared';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ContactMessage } from './content.entities.js';
import { toContactMessageDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { SettingsService } from './settings.service.js';

/** Contact form limits: per IP and per sender email, within ten minutes. */
export const CONTACT_LIMITS = { perIp: 5, perEmail: 3, windowSeconds: 600 } as const;

const LIST = listSpec({
  idColumn: 'm.id',
  defaultSort: 'm.id',
  sorts: { id: 'm.id', name: 'm.name', email: 'm.email', subject: 'm.subject', isRead: 'm."isRead"', createdAt: 'm."createdAt"' },
  search: ['m.name', 'm.email', 'm.phone', 'm.subject', 'm.message'],
  filters: {
    isRead: ['m."isRead"', 'bool'],
    createdAt_gte: ['m."createdAt"', 'date_gte'],
    createdAt_lte: ['m."createdAt"', 'date_lte'],
  },
});

/** Messages from the contact page: stored, mailed to the shop's contact address, rate limited. */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {}

  async submit(input: ContactInput, ip: string): Promise<ContactMessageDto> {
    await this.limits.consume(`contact:ip:${ip}`, CONTACT_LIMITS.perIp, CONTACT_LIMITS.windowSeconds);
    await this.limits.consume(`contact:email:${input.email}`, CONTACT_LIMITS.perEmail, CONTACT_LIMITS.windowSeconds);
    const saved = await this.messages.save(
      this.messages.create({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject ? input.subject.replace(/\s+/g, ' ') : null,
        message: input.message,
        ip,
      }),
    );
    const { contactEmail } = await this.settings.get();
    await this.mail.send(contactEmail, 'contactMessage', mailTemplates.contactMessage({ ...toContactMessageDto(saved), id: saved.id }));
    return toContactMessageDto(saved);
  }

  async adminList(query: ListQuery): Promise<[ContactMessageDto[], number]> {
    const [rows, total] = await listPage(this.messages.createQueryBuilder('m'), query, LIST);
    return [rows.map(toContactMessageDto), total];
  }

  async get(id: number): Promise<ContactMessageDto> {
    const found = await this.messages.findOne({ where: { id } });
    if (!found) throw new NotFoundError();
    return toContactMessageDto(found);
  }

  async setRead(id: number, isRead: boolean): Promise<ContactMessageDto> {
    const result = await this.messages.update(id, { isRead });
    if (!result.affected) throw new NotFoundError();
    return this.get(id);
  }

  async remove(id: number): Promise<ContactMessageDto> {
    const existing = await this.get(id);
    await this.messages.delete(id);
    return existing;
  }
}

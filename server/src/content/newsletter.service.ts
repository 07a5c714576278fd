import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Language, NewsletterSubscriberDto } from '@ward/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { NewsletterSubscriber } from './content.entities.js';
import { toSubscriberDto } from './content.mappers.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { canonicalBase64url } from '../common/canonical-token.js';

export const NEWSLETTER_LIMIT_PER_IP = 10;

const LIST = listSpec({
  idColumn: 's.id',
  defaultSort: 's.id',
  sorts: {
    id: 's.id',
    email: 's.email',
    status: 's.status',
    language: 's.language',
    createdAt: 's."createdAt"',
    unsubscribedAt: 's."unsubscribedAt"',
  },
  search: ['s.email'],
  filters: {
    status: ['s.status', 'eq'],
    language: ['s.language', 'eq'],
    createdAt_gte: ['s."createdAt"', 'date_gte'],
    createdAt_lte: ['s."createdAt"', 'date_lte'],
  },
});

/**
 * Newsletter subscriptions: idempotent subscribe (one welcome mail), and an unsubscribe link
 * that works without logging in, signed with a key derived from the server secret.
 */
@Injectable()
export class NewsletterService {
  private readonly key: Buffer;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:newsletter-unsubscribe').digest();
  }

  get shopUrl(): string {
    return this.config.publicUrl;
  }

  private sign(email: string): string {
    return createHmac('sha256', this.key).update(email).digest('base64url');
  }

  unsubscribeToken(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${this.sign(email)}`;
  }

  unsubscribeUrl(email: string): string {
    return `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${this.unsubscribeToken(email)}`;
  }

  /** The email a token was signed for, or null when it was not signed by us. */
  verifyToken(token: string): string | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    // one spelling per token: the address exactly as this shop encoded it
    const bytes = canonicalBase64url(encoded);
    if (!bytes) return null;
    const email = bytes.toString('utf8');
    const expected = Buffer.from(this.sign(email));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
  }

  /**
   * Subscribes (or re-subscribes) an email. Answers the same whether or not it was already
   * subscribed; only a new or returning subscriber gets the welcome mail.
   */
  async subscribe(email: string, language: Language, ip: string): Promise<void> {
    await this.limits.consume(`newsletter:ip:${ip}`, NEWSLETTER_LIMIT_PER_IP, 60);
    const rows: Array<{ id: number }> = await this.db.query(
      `INSERT INTO newsletter_subscribers (email, language) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET status = 'subscribed', "unsubscribedAt" = NULL, language = EXCLUDED.language
         WHERE newsletter_subscribers.status = 'unsubscribed'
       RETURNING id`,
      [email, language],
    );
    if (!rows.length) return;
    await this.mail.send(
      email,
      'newsletterWelcome',
      mailTemplates.newsletterWelcome({ shopUrl: this.config.publicUrl, unsubscribeUrl: this.unsubscribeUrl(email) }),
    );
  }

  /** Idempotent: an already unsubscribed (or deleted) address answers success too. */
  async unsubscribe(token: string): Promise<void> {
    const email = this.verifyToken(token);
    if (!email) throw new BadInputError('newsletter.invalidToken', { token: 'newsletter.invalidToken' });
    await this.subscribers.update({ email, status: 'subscribed' }, { status: 'unsubscribed', unsubscribedAt: new Date() });
  }

  async adminList(query: ListQuery): Promise<[NewsletterSubscriberDto[], number]> {
    const [rows, total] = await listPage(this.subscribers.createQueryBuilder('s'), query, LIST);
    return [rows.map(toSubscriberDto), total];
  }

  async get(id: number): Promise<NewsletterSubscriberDto> {
    const found = await this.subscribers.findOne({ where: { id } });
    if (!found) throw new NotFoundError();
    return toSubscriberDto(found);
  }

  async remove(id: number): Promise<NewsletterSubscriberDto> {
    const existing = await this.get(id);
    await this.subscribers.delete(id);
    return existing;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ConsentTextVersion, Language, NewsletterSubscriberDto } from '@ward/shared';
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
import { Consents } from '../consents/consents.service.js';
import { DomainEvents } from '../events/domain-events.js';

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
    private readonly consents: Consents,
    events: DomainEvents,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:newsletter-unsubscribe').digest();
    // a withdrawal anywhere (an opt-out link, the customer area) takes the address off the list too
    events.within('consent.withdrawn', async (m, e) => {
      if (e.channel === 'email')
        await m.query(
          `UPDATE newsletter_subscribers SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE lower(email) = $1 AND status = 'subscribed'`,
          [e.contact],
        );
    });
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
   * Subscribes (or re-subscribes) an email, recording its marketing consent by email with the text
   * version of the box it ticked (issue 33 §1). Answers the same whether or not it was already
   * subscribed; only a new or returning subscriber gets the welcome mail, whose unsubscribe link
   * (also its `List-Unsubscribe` header) withdraws the consent and so the subscription.
   */
  async subscribe(email: string, consent: ConsentTextVersion, language: Language, ip: string): Promise<void> {
    await this.limits.consume(`newsletter:ip:${ip}`, NEWSLETTER_LIMIT_PER_IP, 60);
    await this.db.transaction(async (m) => {
      const rows: Array<{ id: number }> = await m.query(
        `INSERT INTO newsletter_subscribers (email, language) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET status = 'subscribed', "unsubscribedAt" = NULL, language = EXCLUDED.language
           WHERE newsletter_subscribers.status = 'unsubscribed'
         RETURNING id`,
        [email, language],
      );
      if (!(await this.consents.allows(m, 'email', email)))
        await this.consents.record(m, [
          { userId: null, contact: email, channel: 'email', granted: true, textVersion: consent, source: 'footer', ip },
        ]);
      if (!rows.length) return;
      const unsubscribeUrl = this.unsubscribeUrl(email);
      await this.mail.send(
        email,
        'newsletterWelcome',
        mailTemplates.newsletterWelcome({ shopUrl: this.config.publicUrl, unsubscribeUrl }),
        m,
      );
    });
  }

  /**
   * The welcome mail's unsubscribe link: withdraws the address's marketing consent by email, which
   * unsubscribes it. Idempotent: an already unsubscribed address answers success too.
   */
  async unsubscribe(token: string): Promise<void> {
    const email = this.verifyToken(token);
    if (!email) throw new BadInputError('newsletter.invalidToken', { token: 'newsletter.invalidToken' });
    await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE newsletter_subscribers SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE email = $1 AND status = 'subscribed'`,
        [email],
      );
      if (await this.consents.allows(m, 'email', email))
        await this.consents.record(m, [
          { userId: null, contact: email, channel: 'email', granted: false, textVersion: null, source: 'optOutLink', ip: null },
        ]);
    });
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

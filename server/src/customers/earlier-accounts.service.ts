import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EarlierAccountDto } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { mergeAccountInto, releaseUnverifiedContact } from './account-merge.js';

/**
 * Accounts that had typed in the signed-in customer's email without proving it, and lost it when the
 * customer proved it (issue 26). Only the email's proven owner sees them, and may bring them over: their
 * order mails went to that mailbox anyway. One that still signs in by its own verified mobile is
 * someone's live account and stays.
 */
@Injectable()
export class EarlierAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    private readonly mail: MailService,
  ) {}

  /**
   * `contact` was just proved by `owner` (an account, named `ownerName`): accounts that only typed it in
   * let it go, and the owner is told, by mail, how to bring such an account over. Inside `m`'s transaction.
   */
  async release(m: EntityManager, contact: string, ownerId: number, ownerName: string): Promise<boolean> {
    const released = await releaseUnverifiedContact(m, contact, ownerId);
    if (released)
      await this.mail.send(contact, 'emailDetached', mailTemplates.emailDetached({ name: ownerName, shopUrl: this.config.publicUrl }), m);
    return released;
  }

  list(userId: number): Promise<EarlierAccountDto[]> {
    return this.find(this.db.manager, userId);
  }

  /** Moves every earlier account's orders, addresses and the rest into this one; answers how many orders came. */
  async bringOver(userId: number): Promise<{ accounts: number; orders: number }> {
    return this.db.transaction(async (m) => {
      const earlier = await this.find(m, userId, true);
      if (!earlier.length) throw new NotFoundError('profile.noEarlierAccount');
      for (const account of earlier) await mergeAccountInto(m, account.id, userId);
      return { accounts: earlier.length, orders: earlier.reduce((sum, a) => sum + a.orders, 0) };
    });
  }

  private async find(m: EntityManager, userId: number, lock = false): Promise<EarlierAccountDto[]> {
    const [me] = await sqlRows<{ email: string | null; verified: boolean }>(
      m,
      `SELECT email, "emailVerifiedAt" IS NOT NULL AS verified FROM users WHERE id = $1`,
      [userId],
    );
    if (!me) throw new NotFoundError('customer.notFound');
    if (!me.email || !me.verified) throw new ConflictError('profile.confirmEmailFirst');
    const rows = await sqlRows<{ id: number; createdAt: Date; orders: number }>(
      m,
      `SELECT u.id, u."createdAt", (SELECT count(*)::int FROM orders o WHERE o."userId" = u.id) AS orders
         FROM users u
        WHERE u."detachedEmail" = $1 AND u.email IS NULL AND u."phoneVerifiedAt" IS NULL AND NOT u."isGuest" AND u.role = 'Customer'
        ORDER BY u.id ${lock ? 'FOR UPDATE OF u' : ''}`,
      [me.email],
    );
    return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), orders: r.orders }));
  }
}

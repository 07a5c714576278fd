import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { User } from '../customers/user.entity.js';
import { PhoneCodesService } from './phone-codes.service.js';

/**
 * An email is the account's only once a code mailed to it was entered (issue 26): until then
 * guest orders, coupon counts and order look-ups never join by it. Registration mails the first
 * code with the welcome; the customer area asks for another and takes it.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly codes: PhoneCodesService,
  ) {}

  /** Mails a new code to the signed-in account's unconfirmed email (the code limits of SMS apply). */
  async sendCode(userId: number, ip: string, lang: Language): Promise<string> {
    const user = await this.unconfirmed(this.db.manager, userId);
    await this.codes.issue(user.email!, 'verify-email', ip, lang, userId);
    return user.email!;
  }

  /** Confirms the email with its code; a wrong, expired or used code is one translated 400 and changes nothing. */
  async verify(userId: number, code: string, ip: string): Promise<User> {
    return this.db.transaction(async (m) => {
      const user = await this.unconfirmed(m, userId, true);
      await this.codes.consume(m, user.email!, 'verify-email', code, ip, userId);
      await markEmailVerified(m, userId);
      return m.getRepository(User).findOneByOrFail({ id: userId });
    });
  }

  private async unconfirmed(m: EntityManager, userId: number, lock = false): Promise<User> {
    const user = await m
      .getRepository(User)
      .findOne({ where: { id: userId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!user || user.isGuest) throw new NotFoundError('customer.notFound');
    if (!user.email) throw new BadInputError('auth.noEmail', { email: 'auth.noEmail' });
    if (user.emailVerifiedAt) throw new ConflictError('auth.emailAlreadyVerified');
    return user;
  }
}

/** The account's current email is proved (a code mailed to it came back): set once, kept until the email changes. */
export async function markEmailVerified(m: EntityManager, userId: number): Promise<void> {
  await m.query(`UPDATE users SET "emailVerifiedAt" = now() WHERE id = $1 AND email IS NOT NULL AND "emailVerifiedAt" IS NULL`, [userId]);
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMobile } from '@ward/shared';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/domain-errors.js';
import { releaseUnverifiedContact } from '../customers/account-merge.js';
import { User } from '../customers/user.entity.js';
import { sqlRows } from '../database/sql-rows.js';
import { maskEmail } from './mask-email.js';
import { PhoneCodesService } from './phone-codes.service.js';
import { TokenService } from './token.service.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Signing in with a mobile number and its SMS code: the account whose verified number it is, or a
 * new customer account with just that number (no email, no password) — a Gulf shopper buys without
 * ever making a password. A signed-in account adds or replaces its number the same way (`link`),
 * so one account can have an email and password and a mobile number.
 */
@Injectable()
export class PhoneSignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly codes: PhoneCodesService,
    private readonly tokens: TokenService,
  ) {}

  async signIn(phone: string, code: string, ip: string, newAccount = false): Promise<{ token: string; user: User; created: boolean }> {
    const { user, created } = await this.db.transaction(async (m) => {
      await this.codes.consume(m, phone, 'sign-in', code, ip);
      const users = m.getRepository(User);
      const existing = await users.findOne({ where: { phone, phoneVerifiedAt: Not(IsNull()) } });
      if (existing) return { user: existing, created: false };
      await this.refuseSecondIdentity(m, phone, newAccount);
      await releaseUnverifiedContact(m, phone, 0);
      const fresh = users.create({
        // a name to show until the shopper gives one in the profile (or at checkout)
        name: formatMobile(phone),
        email: null,
        passwordHash: null,
        phone,
        phoneVerifiedAt: new Date(),
        role: 'Customer',
        status: 'Active',
      });
      return { user: await users.save(fresh), created: true };
    });
    // the code was the owner's: they may hear why they cannot come in (unlike a password guess)
    if (user.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    return { token: this.tokens.issue(user), user, created };
  }

  /**
   * One identity per mobile (issue 37): a number typed into an account that never proved it does not
   * quietly get a second, empty account. A blocked one keeps its number blocked; otherwise the shopper
   * is offered the choice (the whole transaction rolls back, so the code stays usable): sign in to that
   * account and add the number there, or make a separate account, which takes the number from it.
   */
  private async refuseSecondIdentity(m: EntityManager, phone: string, newAccount: boolean): Promise<void> {
    const holders = await sqlRows<{ email: string | null; status: string }>(
      m,
      `SELECT email, status FROM users WHERE phone = $1 AND "phoneVerifiedAt" IS NULL AND NOT "isGuest" ORDER BY id DESC`,
      [phone],
    );
    if (holders.some((h) => h.status === 'Blocked')) throw new ForbiddenError('auth.blocked');
    const withEmail = holders.find((h) => h.email);
    if (withEmail && !newAccount)
      throw new ConflictError('auth.phoneOnAccount', { email: maskEmail(withEmail.email!) }, { phone: 'auth.phoneOnAccount' });
  }

  /** Adds (or replaces) the signed-in account's mobile number, proved by a `link` code sent to it. */
  async link(userId: number, phone: string, code: string, ip: string): Promise<User> {
    try {
      return await this.db.transaction(async (m) => {
        await this.codes.consume(m, phone, 'link', code, ip, userId);
        const users = m.getRepository(User);
        const owner = await users.findOne({ where: { phone, phoneVerifiedAt: Not(IsNull()) } });
        if (owner && owner.id !== userId) throw phoneTaken();
        await users.update(userId, { phone, phoneVerifiedAt: new Date() });
        await releaseUnverifiedContact(m, phone, userId);
        const user = await users.findOne({ where: { id: userId } });
        if (!user) throw new NotFoundError('customer.notFound');
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  }
}

const phoneTaken = () => new ConflictError('auth.phoneTaken', {}, { phone: 'auth.phoneTaken' });

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMobile } from '@ward/shared';
import { DataSource, IsNull, Not } from 'typeorm';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/domain-errors.js';
import { User } from '../customers/user.entity.js';
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

  async signIn(phone: string, code: string, ip: string): Promise<{ token: string; user: User; created: boolean }> {
    const { user, created } = await this.db.transaction(async (m) => {
      await this.codes.consume(m, phone, 'sign-in', code, ip);
      const users = m.getRepository(User);
      const existing = await users.findOne({ where: { phone, phoneVerifiedAt: Not(IsNull()) } });
      if (existing) return { user: existing, created: false };
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

  /** Adds (or replaces) the signed-in account's mobile number, proved by a `link` code sent to it. */
  async link(userId: number, phone: string, code: string, ip: string): Promise<User> {
    try {
      return await this.db.transaction(async (m) => {
        await this.codes.consume(m, phone, 'link', code, ip, userId);
        const users = m.getRepository(User);
        const owner = await users.findOne({ where: { phone, phoneVerifiedAt: Not(IsNull()) } });
        if (owner && owner.id !== userId) throw phoneTaken();
        await users.update(userId, { phone, phoneVerifiedAt: new Date() });
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

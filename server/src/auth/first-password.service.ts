import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FirstPasswordInput, Language } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { User } from '../customers/user.entity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { hashPassword } from '../customers/passwords.js';
import { PhoneCodesService } from './phone-codes.service.js';
import { TokenService } from './token.service.js';

/** First passwords a minute per account (each is an argon2 hash). */
const FIRST_PASSWORDS_PER_MINUTE = 5;

const emailTaken = () => new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });

/**
 * The first password of an account that has none (made by SMS code, or from a guest checkout):
 * with an email when it has none yet, so email and password sign in afterwards as well as the
 * mobile's code. Answers a fresh token (the password change ends older sessions).
 */
@Injectable()
export class FirstPasswordService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly limits: RateLimitService,
    private readonly codes: PhoneCodesService,
  ) {}

  async set(userId: number, input: FirstPasswordInput, lang: Language): Promise<{ token: string; user: User }> {
    await this.limits.consume(`first-password:${userId}`, FIRST_PASSWORDS_PER_MINUTE, 60);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (m) => {
        const users = m.getRepository(User);
        const user = await users
          .createQueryBuilder('u')
          .addSelect('u.passwordHash')
          .where('u.id = :id', { id: userId })
          .setLock('pessimistic_write')
          .getOne();
        if (!user) throw new NotFoundError('customer.notFound');
        if (user.passwordHash) throw new ConflictError('auth.passwordAlreadySet');
        const email = user.email ?? input.email ?? null;
        if (!email) throw new BadInputError('validation.required', { email: 'validation.required' });
        if (!user.email && (await users.exists({ where: { email } }))) throw emailTaken();
        await users.update(userId, { email, passwordHash, tokenVersion: () => '"tokenVersion" + 1' });
        // a new email is the account's once its code comes back (issue 26)
        if (!user.email) await this.codes.deliver(m, email, 'verify-email', lang, userId);
        const updated = await users.findOneByOrFail({ id: userId });
        return { token: this.tokens.issue(updated), user: updated };
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CustomerDto, Language, ProfileInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { PasswordAttempts } from './password-attempts.js';
import { passwordKey } from './auth.service.js';
import { PhoneCodesService } from './phone-codes.service.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { assertPhoneFree } from '../customers/account-merge.js';
import { toUserDto, User } from '../customers/user.entity.js';
import { UsersService } from '../customers/users.service.js';

/** The logged-in user's own profile: name, phone, address; an email change needs the password. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly passwords: PasswordAttempts,
    private readonly codes: PhoneCodesService,
  ) {}

  async get(userId: number): Promise<CustomerDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('customer.notFound');
    return toUserDto(user);
  }

  async update(userId: number, input: ProfileInput, ip: string, lang: Language): Promise<CustomerDto> {
    const user = await this.users.findByIdWithHash(userId);
    if (!user) throw new NotFoundError('customer.notFound');
    const email = input.email ?? null;
    // an account with an email keeps one; only an account made by SMS code may have none
    if (!email && user.email) throw new BadInputError('validation.required', { email: 'validation.required' });
    const emailChanges = email !== user.email;
    if (emailChanges) await this.checkEmailChange(user, email, input.currentPassword, ip);
    if (!user.phoneVerifiedAt && (input.phone ?? null) !== user.phone) await assertPhoneFree(this.db.manager, input.phone, userId);
    try {
      await this.db.transaction(async (m) => {
        await m.getRepository(User).update(userId, {
          name: input.name,
          email,
          // a new email is not the account's until a code mailed to it comes back (issue 26)
          ...(emailChanges ? { emailVerifiedAt: null } : {}),
          // a verified number signs in: it changes only through a new SMS code (POST /api/Auth/phone/link)
          phone: user.phoneVerifiedAt ? user.phone : (input.phone ?? null),
          address: input.address ?? null,
        });
        if (emailChanges && email) {
          // reset codes went to the old address: they no longer prove anything about this account's email
          await m.query(`UPDATE password_resets SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL`, [userId]);
          await this.codes.deliver(m, email, 'verify-email', lang, userId);
        }
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
      throw error;
    }
    // the old address hears about it, so a hijacked session cannot quietly take the account
    if (emailChanges && user.email && email)
      await this.mail.send(user.email, 'emailChanged', mailTemplates.emailChanged({ name: input.name, newEmail: email }));
    return this.get(userId);
  }

  /** Changing an email needs the password; an account without one (made by SMS code) adds its first email freely. */
  private async checkEmailChange(user: User, email: string | null, currentPassword: string | undefined, ip: string): Promise<void> {
    if (user.passwordHash !== null) {
      if (!currentPassword)
        throw new BadInputError('profile.currentPasswordRequired', { currentPassword: 'profile.currentPasswordRequired' });
      if (!(await this.passwords.verify(passwordKey(user), user.passwordHash, currentPassword, ip))) {
        throw new BadInputError('auth.wrongCurrentPassword', { currentPassword: 'auth.wrongCurrentPassword' });
      }
    }
    if (email && (await this.db.getRepository(User).exists({ where: { email } }))) {
      throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
    }
  }
}

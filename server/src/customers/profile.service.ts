import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CustomerDto, ProfileInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { PasswordAttempts } from '../auth/password-attempts.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/domain-errors.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { toUserDto, User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** The logged-in user's own profile: name, phone, address; an email change needs the password. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly passwords: PasswordAttempts,
  ) {}

  async get(userId: number): Promise<CustomerDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('customer.notFound');
    return toUserDto(user);
  }

  async update(userId: number, input: ProfileInput, ip: string): Promise<CustomerDto> {
    const user = await this.users.findByIdWithHash(userId);
    if (!user) throw new NotFoundError('customer.notFound');
    const emailChanges = input.email !== user.email;
    if (emailChanges) {
      if (!input.currentPassword)
        throw new BadInputError('profile.currentPasswordRequired', { currentPassword: 'profile.currentPasswordRequired' });
      if (!(await this.passwords.verify(user.email, user.passwordHash, input.currentPassword, ip))) {
        throw new BadInputError('auth.wrongCurrentPassword', { currentPassword: 'auth.wrongCurrentPassword' });
      }
      if (await this.db.getRepository(User).exists({ where: { email: input.email } })) {
        throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
      }
    }
    try {
      await this.db.getRepository(User).update(userId, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        address: input.address ?? null,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictError('auth.emailTaken', {}, { email: 'auth.emailTaken' });
      throw error;
    }
    // the old address hears about it, so a hijacked session cannot quietly take the account
    if (emailChanges)
      await this.mail.send(user.email, 'emailChanged', mailTemplates.emailChanged({ name: input.name, newEmail: input.email }));
    return this.get(userId);
  }
}

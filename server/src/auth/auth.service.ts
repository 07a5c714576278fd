import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LoginInput, RegisterInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { BadInputError, ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import { UsersService } from '../customers/users.service.js';
import { User } from '../customers/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PasswordAttempts } from './password-attempts.js';
import { minutesOf, PhoneCodesService } from './phone-codes.service.js';
import { TokenService } from './token.service.js';

/** Registrations per client address per minute; wrong passwords: PASSWORD_LIMITS; reset codes: RESET_LIMITS. */
export const REGISTERS_PER_ADDRESS_PER_MINUTE = 20;

/** Sign in, register, change password (resets: PasswordResetService). */
@Injectable()
export class AuthService {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly codes: PhoneCodesService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly passwords: PasswordAttempts,
  ) {}

  async login(input: LoginInput, ip: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findByEmailWithHash(input.email);
    const ok = await this.passwords.verify(input.email, user?.passwordHash ?? null, input.password, ip);
    if (!user || !ok) throw new UnauthorizedError('auth.invalidCredentials');
    // only the one who knows the password learns that the account is blocked, and whom to ask (issue 37 §16)
    if (user.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    return { token: this.tokens.issue(user), user };
  }

  async register(input: RegisterInput, ip: string): Promise<{ token: string; user: User }> {
    await this.limits.consume(`register:ip:${ip}`, REGISTERS_PER_ADDRESS_PER_MINUTE, 60);
    const user = await this.db.transaction(async (m) => {
      const created = await this.users.create(
        { name: input.name, email: input.email, password: input.password, phone: input.phone ?? null },
        m,
      );
      // the email is not the account's until this code comes back (issue 26): the welcome carries it
      const code = await this.codes.create(m, created.email!, 'verify-email', created.id);
      const welcome = mailTemplates.welcome({
        name: created.name,
        shopUrl: this.config.publicUrl,
        code,
        minutes: minutesOf('verify-email'),
      });
      await this.mail.send(created.email!, 'welcome', welcome, m);
      return created;
    });
    return { token: this.tokens.issue(user), user };
  }

  async changePassword(userId: number, current: string, next: string, ip: string): Promise<string> {
    const user = await this.users.findByIdWithHash(userId);
    if (!user || !(await this.passwords.verify(passwordKey(user), user.passwordHash, current, ip))) {
      throw new BadInputError('auth.wrongCurrentPassword', { currentPassword: 'auth.wrongCurrentPassword' });
    }
    const updated = await this.users.setPassword(userId, next);
    return this.tokens.issue(updated);
  }
}

/** What the password limits are counted under: the email, or the account for one made by SMS code. */
export const passwordKey = (user: Pick<User, 'id' | 'email'>): string => user.email ?? `user:${user.id}`;

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { LoginInput, RegisterInput } from '@ward/shared';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { BadInputError, ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import { UsersService } from '../customers/users.service.js';
import { User } from '../customers/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { PasswordAttempts } from './password-attempts.js';
import { TokenService } from './token.service.js';

export const RESET_CODE_MINUTES = 15;
export const RESET_MAX_TRIES = 5;
/** Limits per minute (DESIGN.md §4); wrong passwords: PASSWORD_LIMITS. */
export const LIMITS = {
  registersPerIp: 20,
  resetsPerEmail: 3,
  resetsPerIp: 20,
  codeChecksPerIp: 30,
} as const;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

@Injectable()
export class AuthService {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly passwords: PasswordAttempts,
  ) {}

  async login(input: LoginInput, ip: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findByEmailWithHash(input.email);
    const ok = await this.passwords.verify(input.email, user?.passwordHash ?? null, input.password, ip);
    if (!user || !ok) throw new UnauthorizedError('auth.invalidCredentials');
    if (user.status === 'Blocked') throw new ForbiddenError('auth.blocked');
    return { token: this.tokens.issue(user), user };
  }

  async register(input: RegisterInput, ip: string): Promise<{ token: string; user: User }> {
    await this.limits.consume(`register:ip:${ip}`, LIMITS.registersPerIp, 60);
    const user = await this.users.create({ name: input.name, email: input.email, password: input.password, phone: input.phone ?? null });
    await this.mail.send(user.email, 'welcome', mailTemplates.welcome({ name: user.name, shopUrl: this.config.publicUrl }));
    return { token: this.tokens.issue(user), user };
  }

  /** Always "sent" to the caller (no account enumeration); mails a code only to real accounts. */
  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.limits.consume(`reset:ip:${ip}`, LIMITS.resetsPerIp, 60);
    await this.limits.consume(`reset:email:${email}`, LIMITS.resetsPerEmail, 60);
    const user = await this.users.findByEmailWithHash(email);
    if (!user || user.status === 'Blocked') return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (manager) => {
      // a new code kills the older ones
      await manager.update(PasswordReset, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.save(
        manager.create(PasswordReset, {
          userId: user.id,
          codeHash: sha256(code),
          expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
        }),
      );
    });
    await this.mail.send(user.email, 'resetCode', mailTemplates.resetCode({ name: user.name, code, minutes: RESET_CODE_MINUTES }));
  }

  /** Checks a code without using it; a wrong code counts as one of the 5 tries. */
  async checkCode(email: string, code: string, ip: string): Promise<void> {
    await this.limits.consume(`code:ip:${ip}`, LIMITS.codeChecksPerIp, 60);
    await this.verifyCode(email, code);
  }

  async resetPassword(email: string, code: string, newPassword: string, ip: string): Promise<void> {
    await this.limits.consume(`code:ip:${ip}`, LIMITS.codeChecksPerIp, 60);
    const { reset, user } = await this.verifyCode(email, code);
    await this.db.transaction(async (manager) => {
      const used = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!used.affected) throw new BadInputError('auth.codeVerificationFailed', { Token: 'auth.codeVerificationFailed' });
      await this.users.setPassword(user.id, newPassword, manager);
    });
  }

  async changePassword(userId: number, current: string, next: string, ip: string): Promise<string> {
    const user = await this.users.findByIdWithHash(userId);
    if (!user || !(await this.passwords.verify(user.email, user.passwordHash, current, ip))) {
      throw new BadInputError('auth.wrongCurrentPassword', { currentPassword: 'auth.wrongCurrentPassword' });
    }
    const updated = await this.users.setPassword(userId, next);
    return this.tokens.issue(updated);
  }

  private async verifyCode(email: string, code: string): Promise<{ reset: PasswordReset; user: User }> {
    const fail = () => new BadInputError('auth.codeVerificationFailed', { Token: 'auth.codeVerificationFailed' });
    const user = await this.users.findByEmailWithHash(email);
    if (!user) throw fail();
    const reset = await this.resets.findOne({
      where: { userId: user.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
    if (!reset || reset.failedAttempts >= RESET_MAX_TRIES) throw fail();
    const matches = timingSafeEqual(Buffer.from(reset.codeHash), Buffer.from(sha256(code)));
    if (!matches) {
      // atomic: concurrent wrong guesses cannot exceed the allowed tries
      await this.resets.increment({ id: reset.id }, 'failedAttempts', 1);
      throw fail();
    }
    return { reset, user };
  }
}

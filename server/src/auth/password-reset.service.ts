import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { UsersService } from '../customers/users.service.js';
import type { User } from '../customers/user.entity.js';
import { JobQueue, type JobKind } from '../jobs/job-queue.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { markEmailVerified } from './email-verification.service.js';
import { PasswordReset } from './password-reset.entity.js';

/** Reset codes (DESIGN.md §4, docs/security.md). */
export const RESET_LIMITS = {
  codeMinutes: 15,
  /** wrong tries of one code, then it is dead */
  triesPerCode: 5,
  codesPerEmailPerMinute: 3,
  requestsPerAddressPerMinute: 20,
  checksPerAddressPerMinute: 30,
  /** wrong codes for one email across all its codes in an hour; then resets pause for an hour and the owner is told */
  wrongPerEmail: 10,
  wrongWindowSeconds: 60 * 60,
  pauseSeconds: 60 * 60,
} as const;

const R = RESET_LIMITS;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const RESET_JOB: JobKind = { name: 'auth.reset-code', attempts: 5, firstDelaySeconds: 5, maxDelaySeconds: 300 };

/**
 * Forgot password → emailed 6-digit code → check → new password. The request answers the same,
 * in the same time, whether or not the email has an account: it only counts limits and queues a
 * job, and the job looks the account up and mails the code.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<{ email: string }>(RESET_JOB, (data) => this.issueCode(data.email));
  }

  /** `forgot-password`: limits, then a queued job; nothing here depends on whether the account exists. */
  async request(email: string, ip: string): Promise<void> {
    await this.limits.consume(`reset:ip:${ip}`, R.requestsPerAddressPerMinute, 60);
    await this.limits.consume(`reset:email:${email}`, R.codesPerEmailPerMinute, 60);
    await this.jobs.send(RESET_JOB.name, { email });
  }

  /** The job: a new code for an active account (older ones die); a blocked account's owner is told why instead. */
  private async issueCode(email: string): Promise<void> {
    const user = await this.users.findByEmailWithHash(email);
    if (!user) return;
    if (user.status === 'Blocked') {
      await this.mail.send(email, 'accountBlocked', mailTemplates.accountBlocked({ name: user.name }));
      return;
    }
    if (await this.limits.peek(`reset:pause:${email}`, R.pauseSeconds)) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (manager) => {
      await manager.update(PasswordReset, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await manager.save(
        manager.create(PasswordReset, {
          userId: user.id,
          codeHash: sha256(code),
          expiresAt: new Date(Date.now() + R.codeMinutes * 60_000),
        }),
      );
      await this.mail.send(email, 'resetCode', mailTemplates.resetCode({ name: user.name, code, minutes: R.codeMinutes }), manager);
    });
  }

  /** Checks a code without using it; a wrong code counts as one of the code's tries and of the email's. */
  async check(email: string, code: string, ip: string): Promise<void> {
    await this.limits.consume(`code:ip:${ip}`, R.checksPerAddressPerMinute, 60);
    await this.verify(email, code);
  }

  async reset(email: string, code: string, newPassword: string, ip: string): Promise<void> {
    await this.limits.consume(`code:ip:${ip}`, R.checksPerAddressPerMinute, 60);
    const { reset, user } = await this.verify(email, code);
    await this.db.transaction(async (manager) => {
      const used = await manager.update(PasswordReset, { id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!used.affected) throw failed();
      await this.users.setPassword(user.id, newPassword, manager);
      // the code came from the account's mailbox: the email is proved
      await markEmailVerified(manager, user.id);
    });
  }

  private async verify(email: string, code: string): Promise<{ reset: PasswordReset; user: User }> {
    await this.limits.assertBelow(`reset:pause:${email}`, 1, R.pauseSeconds);
    const user = await this.users.findByEmailWithHash(email);
    const reset = user
      ? await this.resets.findOne({
          where: { userId: user.id, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
          order: { createdAt: 'DESC' },
        })
      : null;
    const live = reset && reset.failedAttempts < R.triesPerCode ? reset : null;
    if (live && user && timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(sha256(code)))) return { reset: live, user };
    // atomic: concurrent wrong guesses cannot exceed the allowed tries
    if (live) await this.resets.increment({ id: live.id }, 'failedAttempts', 1);
    await this.wrongCode(email, user);
    throw failed();
  }

  /** Every wrong code counts for the email, account or not (same answers either way); the 10th pauses resets and tells the owner. */
  private async wrongCode(email: string, user: User | null): Promise<void> {
    const wrong = await this.limits.increment(`reset:fail:${email}`, R.wrongWindowSeconds);
    if (wrong !== R.wrongPerEmail) return;
    await this.limits.increment(`reset:pause:${email}`, R.pauseSeconds);
    await this.db.query(`UPDATE password_resets SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL`, [user?.id ?? 0]);
    if (user) await this.mail.send(email, 'resetPaused', mailTemplates.resetPaused({ name: user.name, minutes: R.pauseSeconds / 60 }));
  }
}

const failed = () => new BadInputError('auth.codeVerificationFailed', { Token: 'auth.codeVerificationFailed' });

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { translate, type Language } from '@ward/shared';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { BadInputError, RateLimitedError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { maskEmail } from './mask-email.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { SmsService } from '../messaging/sms.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PhoneCode, type PhoneCodePurpose } from './phone-code.entity.js';

/** SMS codes (issue 18, docs/security.md). */
export const PHONE_CODE_LIMITS = {
  codeMinutes: 5,
  /** wrong tries of one code, then it is dead */
  triesPerCode: 5,
  /** codes sent to one number in 15 minutes (each costs money and wakes someone's phone) */
  codesPerNumber: 3,
  codesPerNumberWindowSeconds: 15 * 60,
  /** code requests from one client address a minute, whatever the numbers */
  requestsPerAddressPerMinute: 10,
  /** code checks from one client address a minute */
  checksPerAddressPerMinute: 30,
  /** wrong codes for one number in an hour, across its codes; then its codes pause for the rest of the hour */
  wrongPerNumberPerHour: 10,
} as const;

const L = PHONE_CODE_LIMITS;

/** Where a code went: by text, or by mail (to the address named, masked when it is not the one the caller typed). */
export type CodeSent = { channel: 'sms' } | { channel: 'email'; email: string };

/** What a shopper is told to wait when the texting budget is spent (the hour's window turns within this). */
const TEXTING_PAUSE_SECONDS = 15 * 60;

/** A mailed code to confirm an email lives as long as a reset code: mail is slower than a text. */
const EMAIL_CODE_MINUTES = 15;
export const minutesOf = (purpose: PhoneCodePurpose) => (purpose === 'verify-email' ? EMAIL_CODE_MINUTES : L.codeMinutes);

/**
 * Issues and checks the 6-digit codes texted to a mobile number, for signing in and for adding a
 * number to an account (and a guest checkout's `claim`, mailed when the guest gave an email). A code is stored as an HMAC, lives 5 minutes, dies after 5 wrong tries
 * or its first use, and a newer code for the same number and purpose kills the older ones.
 */
@Injectable()
export class PhoneCodesService {
  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly sms: SmsService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {}

  /** Limits, then a new code and its text message, committed together. */
  async issue(phone: string, purpose: PhoneCodePurpose, ip: string, lang: Language, userId: number | null = null): Promise<CodeSent> {
    await this.limits.consume(`phone:ip:${ip}`, L.requestsPerAddressPerMinute, 60);
    await this.limits.assertBelow(`phone:fail:${phone}`, L.wrongPerNumberPerHour, 3600);
    await this.limits.consume(`phone:send:${phone}`, L.codesPerNumber, L.codesPerNumberWindowSeconds);
    return this.db.transaction((m) => this.deliver(m, phone, purpose, lang, userId));
  }

  /**
   * A new code for the contact (older live ones die) and its text or mail, in `m`'s transaction, without
   * the request limits: for a caller whose own limit already bounds it (registration's welcome mail).
   */
  async deliver(
    m: EntityManager,
    phone: string,
    purpose: PhoneCodePurpose,
    lang: Language,
    userId: number | null = null,
  ): Promise<CodeSent> {
    const code = await this.create(m, phone, purpose, userId);
    const minutes = minutesOf(purpose);
    // a guest's claim code goes to the contact the guest gave (a mobile, or an email); an email's confirmation code to that email
    if (purpose === 'verify-email') await this.mail.send(phone, 'emailCode', mailTemplates.emailCode({ code, minutes }), m);
    else if (phone.includes('@')) await this.mail.send(phone, 'accountCode', mailTemplates.accountCode({ code, minutes }), m);
    else {
      const text = await this.sms.send(phone, `code.${purpose}`, this.render(code, purpose, lang), m);
      if (text.status === 'refused') return this.byMailInstead(m, phone, purpose, code);
      return { channel: 'sms' };
    }
    return { channel: 'email', email: phone };
  }

  /**
   * The texting budget is spent (issue 26 §4): a sign-in code goes to the verified email of the account
   * whose verified number this is (either one proves the owner); anything else waits for the budget.
   */
  private async byMailInstead(m: EntityManager, phone: string, purpose: PhoneCodePurpose, code: string): Promise<CodeSent> {
    const [owner] =
      purpose === 'sign-in'
        ? await sqlRows<{ email: string }>(
            m,
            `SELECT email FROM users WHERE phone = $1 AND "phoneVerifiedAt" IS NOT NULL AND email IS NOT NULL AND "emailVerifiedAt" IS NOT NULL`,
            [phone],
          )
        : [];
    if (!owner) throw new RateLimitedError(TEXTING_PAUSE_SECONDS, 'sms.budgetReached');
    await this.mail.send(owner.email, 'signInCode', mailTemplates.signInCode({ code, minutes: L.codeMinutes }), m);
    return { channel: 'email', email: maskEmail(owner.email) };
  }

  /** Stores a new code (as its HMAC) for the contact and purpose, killing older live ones; answers the code to send. */
  async create(m: EntityManager, phone: string, purpose: PhoneCodePurpose, userId: number | null = null): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await m.update(PhoneCode, { phone, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    const row = m.create(PhoneCode, {
      phone,
      purpose,
      userId,
      codeHash: '',
      expiresAt: new Date(Date.now() + minutesOf(purpose) * 60_000),
    });
    await m.save(row);
    await m.update(PhoneCode, row.id, { codeHash: this.hash(row.id, code) });
    return code;
  }

  /**
   * Uses the number's live code when `code` is it (inside `manager`'s transaction, so what the code
   * unlocks commits with its use); a wrong, expired, used or exhausted code is one translated 400.
   */
  async consume(
    m: EntityManager,
    phone: string,
    purpose: PhoneCodePurpose,
    code: string,
    ip: string,
    userId: number | null = null,
  ): Promise<void> {
    await this.limits.consume(`phone:check:${ip}`, L.checksPerAddressPerMinute, 60);
    await this.limits.assertBelow(`phone:fail:${phone}`, L.wrongPerNumberPerHour, 3600);
    const live = await m.getRepository(PhoneCode).findOne({
      where: { phone, purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const usable = live && live.failedAttempts < L.triesPerCode && live.userId === userId ? live : null;
    if (usable && timingSafeEqual(Buffer.from(usable.codeHash), Buffer.from(this.hash(usable.id, code)))) {
      // conditional: two requests racing with the same code cannot both use it
      const used = await m.update(PhoneCode, { id: usable.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (used.affected) return;
    } else if (usable) {
      // its own statement, outside the caller's transaction: the wrong try counts even though the request fails
      await this.db.getRepository(PhoneCode).increment({ id: usable.id }, 'failedAttempts', 1);
    }
    await this.limits.increment(`phone:fail:${phone}`, 3600);
    throw new BadInputError('auth.phoneCodeFailed', { code: 'auth.phoneCodeFailed' });
  }

  private hash(id: number, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`phone-code:${id}:${code}`).digest('hex');
  }

  private render(code: string, purpose: PhoneCodePurpose, lang: Language) {
    const words = purpose === 'claim' ? 'sms.accountCode' : 'sms.signInCode';
    const host = new URL(this.config.publicUrl).host;
    // the last line lets phones offer the code for this site only (WebOTP / iOS one-time-code domain binding)
    const text = (c: string) => `${translate(words, lang, { code: c, minutes: L.codeMinutes })}\n\n@${host} #${c}`;
    return { text: text(code), masked: text('••••••') };
  }
}

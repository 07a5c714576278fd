import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CartRestoreInput, Language, SavedCartDto } from '@ward/shared';
import type { DataSource } from 'typeorm';
import { BadInputError, DomainError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { CartLines, storedLines, unionLines } from './cart-lines.js';
import { hashToken } from './saved-carts.service.js';

export const RESTORES_PER_IP = 20;

/**
 * A reminder's link brings its cart back into the browser: once, before it expires, and only
 * the lines (joined with what the browser holds): no owner, no contact, no sign-in.
 */
@Injectable()
export class CartRestoreService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly lines: CartLines,
    private readonly limits: RateLimitService,
  ) {}

  async restore(input: CartRestoreInput, lang: Language, ip: string): Promise<SavedCartDto> {
    await this.limits.consume(`cart-restore:ip:${ip}`, RESTORES_PER_IP, 600);
    const browser = await this.lines.settle(input.items);
    const tokenHash = hashToken(input.token);
    const [taken] = await sqlRows<{ lines: unknown }>(
      this.db,
      `WITH taken AS (UPDATE cart_reminders SET "restoredAt" = now()
         WHERE "restoreTokenHash" = $1 AND "restoredAt" IS NULL AND "restoreExpiresAt" > now() RETURNING lines)
       SELECT lines FROM taken`,
      [tokenHash],
    );
    if (!taken) await this.refuse(tokenHash);
    const restored = await this.lines.settle(unionLines(storedLines(taken.lines), browser));
    return this.lines.view(restored, lang);
  }

  /** Why a token restores nothing: used, expired, or never made by this shop. */
  private async refuse(tokenHash: string): Promise<never> {
    const [known] = await sqlRows<{ used: boolean }>(
      this.db,
      `SELECT "restoredAt" IS NOT NULL AS used FROM cart_reminders WHERE "restoreTokenHash" = $1`,
      [tokenHash],
    );
    if (!known) throw new BadInputError('savedCart.restoreInvalid', { token: 'savedCart.restoreInvalid' });
    const key = known.used ? 'savedCart.restoreUsed' : 'savedCart.restoreExpired';
    throw new DomainError(410, key, {}, { token: key });
  }
}

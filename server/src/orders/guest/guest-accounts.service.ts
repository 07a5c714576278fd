import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../auth/auth-user.js';
import { PhoneCodesService } from '../../auth/phone-codes.service.js';
import { TokenService } from '../../auth/token.service.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/domain-errors.js';
import { User } from '../../customers/user.entity.js';

export interface ClaimOutcome {
  /** the JWT of the account the order now belongs to: the shopper is signed in */
  token: string;
  /** true: the contact already had an account and the guest's orders moved into it */
  merged: boolean;
}

/**
 * "Create my account" after a guest checkout (issue 18): a code goes to the guest's mobile (SMS)
 * or email; with it, the guest record becomes an account (mobile verified, or email set), or,
 * when an account already owns that mobile or email, the guest's orders move into it (the code
 * proves the shopper owns the contact). A wrong, expired or used code changes nothing.
 */
@Injectable()
export class GuestAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly codes: PhoneCodesService,
    private readonly tokens: TokenService,
  ) {}

  /** Sends the claim code to the contact of the guest holding this order's access; answers which kind of contact it went to. */
  async requestCode(guest: AuthUser, orderId: number, ip: string, lang: Language): Promise<'phone' | 'email'> {
    const record = await this.guestOf(this.db.manager, guest, orderId);
    const contact = record.guestEmail ?? record.phone!;
    await this.codes.issue(contact, 'claim', ip, lang, record.id);
    return record.guestEmail ? 'email' : 'phone';
  }

  async claim(guest: AuthUser, orderId: number, code: string, ip: string): Promise<ClaimOutcome> {
    const { account, merged } = await this.db.transaction(async (m) => {
      const record = await this.guestOf(m, guest, orderId, true);
      const contact = record.guestEmail ?? record.phone!;
      await this.codes.consume(m, contact, 'claim', code, ip, record.id);
      const users = m.getRepository(User);
      const owner = await users
        .createQueryBuilder('u')
        .where('NOT u."isGuest" AND (u.email = :c OR (u.phone = :c AND u."phoneVerifiedAt" IS NOT NULL))', { c: contact })
        .setLock('pessimistic_write')
        .getOne();
      if (!owner) {
        await users.update(
          record.id,
          record.guestEmail ? { isGuest: false, email: contact, guestEmail: null } : { isGuest: false, phoneVerifiedAt: new Date() },
        );
        return { account: await users.findOneByOrFail({ id: record.id }), merged: false };
      }
      if (owner.status === 'Blocked') throw new ForbiddenError('auth.blocked');
      if (owner.role !== 'Customer') throw new ForbiddenError();
      for (const table of ['orders', 'payments', 'notifications'])
        await m.query(`UPDATE ${table} SET "userId" = $2 WHERE "userId" = $1`, [record.id, owner.id]);
      // the guest record is spent; its codes and the rest of it go with it
      await users.delete(record.id);
      return { account: owner, merged: true };
    });
    return { token: this.tokens.issue(account), merged };
  }

  /** The guest record holding `orderId` through its access token (the guard checked the token), locked when asked. */
  private async guestOf(m: EntityManager, guest: AuthUser, orderId: number, lock = false): Promise<User> {
    if (guest.orderScope !== orderId) throw new NotFoundError('order.notFound');
    const record = await m
      .getRepository(User)
      .findOne({ where: { id: guest.id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!record) throw new NotFoundError('order.notFound');
    if (!record.isGuest) throw new ConflictError('guest.alreadyClaimed');
    return record;
  }
}

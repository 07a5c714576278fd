import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../access/auth-user.js';
import { PhoneCodesService } from '../../auth/phone-codes.service.js';
import { TokenService } from '../../auth/token.service.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/domain-errors.js';
import { mergeAccountInto } from '../../customers/account-merge.js';
import { EarlierAccountsService } from '../../customers/earlier-accounts.service.js';
import { User, VERIFIED_OWNER } from '../../customers/user.entity.js';

export interface ClaimOutcome {
  /** the JWT of the account the order now belongs to: the shopper is signed in */
  token: string;
  /** true: the contact already had an account and the guest's orders moved into it */
  merged: boolean;
  /** true: an account that had typed this email in without proving it let it go (its owner may bring it over) */
  detached: boolean;
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
    private readonly earlier: EarlierAccountsService,
  ) {}

  /** Sends the claim code to the contact of the guest holding this order's access; answers which kind of contact it went to. */
  async requestCode(guest: AuthUser, orderId: number, ip: string, lang: Language): Promise<'phone' | 'email'> {
    const record = await this.guestOf(this.db.manager, guest, orderId);
    const contact = record.guestEmail ?? record.phone!;
    await this.codes.issue(contact, 'claim', ip, lang, record.id);
    return record.guestEmail ? 'email' : 'phone';
  }

  async claim(guest: AuthUser, orderId: number, code: string, ip: string): Promise<ClaimOutcome> {
    const { account, merged, detached } = await this.db.transaction(async (m) => {
      const record = await this.guestOf(m, guest, orderId, true);
      const contact = record.guestEmail ?? record.phone!;
      await this.codes.consume(m, contact, 'claim', code, ip, record.id);
      const users = m.getRepository(User);
      // only a proven contact makes an account its owner: a merely typed-in email is never a merge target (issue 26)
      const owner = await users
        .createQueryBuilder('u')
        .where(`NOT u."isGuest" AND ${VERIFIED_OWNER('u', ':c')}`, { c: contact })
        .setLock('pessimistic_write')
        .getOne();
      if (!owner) {
        const released = await this.earlier.release(m, contact, record.id, record.name);
        const now = new Date();
        await users.update(
          record.id,
          record.guestEmail
            ? { isGuest: false, email: contact, guestEmail: null, emailVerifiedAt: now }
            : { isGuest: false, phoneVerifiedAt: now },
        );
        const account = await users.findOneByOrFail({ id: record.id });
        return { account, merged: false, detached: released };
      }
      if (owner.status === 'Blocked') throw new ForbiddenError('auth.blocked');
      if (owner.role !== 'Customer') throw new ForbiddenError();
      await mergeAccountInto(m, record.id, owner.id);
      return { account: owner, merged: true, detached: false };
    });
    return { token: this.tokens.issue(account), merged, detached };
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

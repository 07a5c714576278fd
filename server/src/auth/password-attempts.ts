import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '../common/domain-errors.js';
import { RateLimitService, secondsLeft } from '../rate-limit/rate-limit.service.js';
import { timingSafeDummyHash, verifyPassword } from '../customers/passwords.js';

/**
 * Limits on guessing a password (docs/security.md), for every place a typed password is checked:
 * login, change password, an email change in the profile. Slow the guesser, not the owner:
 * - per client address: 30 attempts a minute, whatever the account;
 * - per (account, address): 5 wrong passwords, then that address waits out 15 minutes for that
 *   account (an attacker elsewhere never locks the owner out);
 * - per account from anywhere: after 10 wrong passwords in an hour each further try waits a
 *   delay that doubles from 1 s up to 5 minutes after the last wrong one — except from an
 *   address the owner signed in from in the last 30 days.
 */
export const PASSWORD_LIMITS = {
  attemptsPerAddress: 30,
  addressWindowSeconds: 60,
  wrongPerAccountAndAddress: 5,
  pairWindowSeconds: 15 * 60,
  wrongPerAccountBeforeDelay: 10,
  accountWindowSeconds: 60 * 60,
  maxDelaySeconds: 5 * 60,
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

const L = PASSWORD_LIMITS;

/** The wait before the next try on an account with `wrong` wrong passwords in its window. */
export function accountDelaySeconds(wrong: number): number {
  if (wrong < L.wrongPerAccountBeforeDelay) return 0;
  return Math.min(2 ** (wrong - L.wrongPerAccountBeforeDelay), L.maxDelaySeconds);
}

@Injectable()
export class PasswordAttempts {
  constructor(private readonly limits: RateLimitService) {}

  /**
   * Whether `password` is the account's and the account may sign in (`passwordHash` null: no such
   * account, checked against a dummy hash so the time is the same), after the limits above.
   * Anything else counts as a wrong password: a blocked account looks exactly like a wrong guess.
   */
  async verify(email: string, passwordHash: string | null, password: string, ip: string, mayEnter = true): Promise<boolean> {
    await this.before(email, ip);
    const matches = await verifyPassword(passwordHash ?? (await timingSafeDummyHash()), password);
    const ok = passwordHash !== null && matches && mayEnter;
    if (ok) await this.succeeded(email, ip);
    else await this.failed(email, ip);
    return ok;
  }

  private async before(email: string, ip: string): Promise<void> {
    await this.limits.consume(`login:ip:${ip}`, L.attemptsPerAddress, L.addressWindowSeconds);
    await this.limits.assertBelow(`pw:fail:${email}:${ip}`, L.wrongPerAccountAndAddress, L.pairWindowSeconds);
    if (await this.limits.peek(`pw:known:${email}:${ip}`, L.knownAddressSeconds)) return;
    const account = await this.limits.peek(`pw:fail:${email}`, L.accountWindowSeconds);
    if (!account) return;
    const delay = accountDelaySeconds(account.count);
    if (delay > 0 && Date.now() < account.lastAt.getTime() + delay * 1000) throw new RateLimitedError(secondsLeft(account.lastAt, delay));
  }

  private async failed(email: string, ip: string): Promise<void> {
    await this.limits.increment(`pw:fail:${email}:${ip}`, L.pairWindowSeconds);
    await this.limits.increment(`pw:fail:${email}`, L.accountWindowSeconds);
  }

  /** The address is the owner's now; the account-wide count stays (an owner's sign-in gives a guesser nothing back). */
  private async succeeded(email: string, ip: string): Promise<void> {
    await this.limits.reset(`pw:fail:${email}:${ip}`);
    // a fresh window: known for 30 days from the latest sign-in
    await this.limits.reset(`pw:known:${email}:${ip}`);
    await this.limits.increment(`pw:known:${email}:${ip}`, L.knownAddressSeconds);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalBase64url, canonicalId } from '../common/canonical-token.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';

/**
 * The links in a reminder. Restore: `/cart?restore=<random token>` (stored hashed, no personal
 * data in the URL). Stop: `/api/carts/reminders/unsubscribe?token=<reminder id>.<signature>`,
 * signed with a key derived from the server secret, naming the reminder (not the address).
 */
@Injectable()
export class CartReminderLinks {
  private readonly key: Buffer;
  private readonly confirmKey: Buffer;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:cart-reminder-unsubscribe').digest();
    this.confirmKey = createHmac('sha256', config.jwtSecret).update('ward:cart-contact-confirm').digest();
  }

  /** The link in the one confirmation mail to a guest cart's email (issue 26 §5): the address, signed. */
  confirmUrl(email: string): string {
    const token = `${Buffer.from(email).toString('base64url')}.${this.signContact(email)}`;
    return `${this.config.publicUrl}/api/carts/reminders/confirm?token=${token}`;
  }

  /** The address a confirmation token was signed for, or null. */
  verifyConfirm(token: string): string | null {
    const match = /^([\w-]{1,400})\.([\w-]{43})$/.exec(token);
    const email = match && canonicalBase64url(match[1])?.toString('utf8');
    if (!match || !email) return null;
    const expected = Buffer.from(this.signContact(email));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
  }

  private signContact(email: string): string {
    return createHmac('sha256', this.confirmKey).update(email).digest('base64url');
  }

  newRestoreToken(): string {
    return randomBytes(32).toString('base64url');
  }

  restoreUrl(token: string): string {
    return `${this.config.publicUrl}/cart?restore=${token}`;
  }

  unsubscribeUrl(reminderId: number): string {
    return `${this.config.publicUrl}/api/carts/reminders/unsubscribe?token=${reminderId}.${this.sign(reminderId)}`;
  }

  get shopUrl(): string {
    return this.config.publicUrl;
  }

  /** The reminder a stop token was signed for, or null when this shop did not sign it. */
  verifyUnsubscribe(token: string): number | null {
    const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
    // one spelling per token: the id without leading zeros
    const id = match ? canonicalId(match[1], 10) : null;
    if (!match || id === null) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(reminderId: number): string {
    return createHmac('sha256', this.key).update(String(reminderId)).digest('base64url');
  }
}

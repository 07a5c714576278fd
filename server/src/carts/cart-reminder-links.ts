import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';

/**
 * The links in a reminder. Restore: `/cart?restore=<random token>` (stored hashed, no personal
 * data in the URL). Stop: `/api/carts/reminders/unsubscribe?token=<reminder id>.<signature>`,
 * signed with a key derived from the server secret, naming the reminder (not the address).
 */
@Injectable()
export class CartReminderLinks {
  private readonly key: Buffer;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('ward:cart-reminder-unsubscribe').digest();
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
    if (!match) return null;
    const id = Number(match[1]);
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(reminderId: number): string {
    return createHmac('sha256', this.key).update(String(reminderId)).digest('base64url');
  }
}

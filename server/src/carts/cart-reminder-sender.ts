import { Injectable } from '@nestjs/common';
import type { CartReminderChannel, Language } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';

export interface ReminderContact {
  email: string | null;
  phone: string | null;
}

export interface ReminderMessage extends ReminderContact {
  language: Language;
  products: Array<{ ar: string; en: string }>;
  restoreUrl: string;
  unsubscribeUrl: string;
}

/**
 * The one place a cart reminder leaves the shop. Today by email; the WhatsApp outbox plugs in
 * here (`channelFor` answers 'whatsapp' for a shopper with a phone when the shop prefers it,
 * and `send` hands the message to that outbox). Until then a WhatsApp preference falls back to
 * email, and a guest who gave only a phone gets no reminder (recorded as "no contact").
 */
@Injectable()
export class CartReminderSender {
  constructor(private readonly mail: MailService) {}

  /** How this shopper can be reminded, or null when by no channel the shop has. */
  channelFor(contact: ReminderContact, _preferred: CartReminderChannel): CartReminderChannel | null {
    return contact.email ? 'email' : null;
  }

  /** Queues the reminder in the caller's transaction (it leaves only if the transaction commits). */
  async send(m: EntityManager, channel: CartReminderChannel, message: ReminderMessage): Promise<void> {
    if (channel !== 'email' || !message.email) throw new Error(`no ${channel} sender for cart reminders`);
    await this.mail.send(message.email, 'cartReminder', mailTemplates.cartReminder(message), m);
  }
}

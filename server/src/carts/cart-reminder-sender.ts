import { Injectable } from '@nestjs/common';
import { normalizeGccMobile, type CartReminderChannel, type Language } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../database/sql-rows.js';
import { MailService } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/templates.js';
import { WhatsAppService } from '../messaging/whatsapp/whatsapp.service.js';

export interface ReminderContact {
  /** the signed-in customer's cart, or null for an identified guest's */
  userId: number | null;
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
 * The one place a cart reminder leaves the shop. WhatsApp (the "cartReminder" template: products,
 * restore link) when the shop prefers it and the shopper agreed to marketing on WhatsApp and opted
 * in to WhatsApp with a GCC mobile (a customer's own opt-in, or for a guest's cart the guest record
 * of that mobile, ticked at checkout); email, when they agreed to marketing by email, otherwise; no
 * reminder when neither is possible.
 */
@Injectable()
export class CartReminderSender {
  constructor(
    private readonly mail: MailService,
    private readonly whatsapp: WhatsAppService,
  ) {}

  /** How this shopper can be reminded, or null when by no channel the shop has or that they agreed to (`allows`: consents). */
  async channelFor(
    m: EntityManager,
    contact: ReminderContact,
    preferred: CartReminderChannel,
    allows: (channel: 'email' | 'whatsapp', contact: string) => Promise<boolean>,
  ): Promise<CartReminderChannel | null> {
    if (preferred === 'whatsapp') {
      const recipient = await this.whatsappRecipient(m, contact);
      if (recipient && (await allows('whatsapp', recipient.to))) return 'whatsapp';
    }
    return contact.email && (await allows('email', contact.email)) ? 'email' : null;
  }

  /** Queues the reminder in the caller's transaction (it leaves only if the transaction commits). */
  async send(m: EntityManager, channel: CartReminderChannel, message: ReminderMessage): Promise<void> {
    if (channel === 'whatsapp') {
      const recipient = await this.whatsappRecipient(m, message);
      if (!recipient) throw new Error('no WhatsApp recipient for this cart reminder');
      const products = message.products.map((p) => p[recipient.language]).join(recipient.language === 'ar' ? '، ' : ', ');
      await this.whatsapp.send(
        { ...recipient, template: 'cartReminder', parameters: [products || '-', message.restoreUrl], userId: recipient.userId },
        m,
      );
      return;
    }
    if (!message.email) throw new Error(`no ${channel} sender for cart reminders`);
    await this.mail.send(message.email, 'cartReminder', mailTemplates.cartReminder(message), m);
  }

  /** The one mail asking a guest cart's unconfirmed email whether its owner wants cart reminders (issue 26 §5). */
  async askToConfirm(m: EntityManager, email: string, confirmUrl: string): Promise<void> {
    await this.mail.send(email, 'cartContactConfirm', mailTemplates.cartContactConfirm({ confirmUrl }), m);
  }

  /** The opted-in, active customer (or guest record) of this cart with a GCC mobile, in the language they opted in with. */
  private async whatsappRecipient(
    m: EntityManager,
    contact: ReminderContact,
  ): Promise<{ to: string; language: 'ar' | 'en'; userId: number } | null> {
    const phone = normalizeGccMobile(contact.phone ?? '');
    if (contact.userId === null && !phone) return null;
    const [user] = await sqlRows<{ id: number; phone: string | null; language: string | null }>(
      m,
      `SELECT id, phone, "whatsappLanguage" AS language FROM users
        WHERE "whatsappOptInAt" IS NOT NULL AND status = 'Active' AND (id = $1 OR ($1::int IS NULL AND "isGuest" AND phone = $2))
        ORDER BY id LIMIT 1`,
      [contact.userId, phone],
    );
    const to = user && (normalizeGccMobile(user.phone ?? '') ?? phone);
    return user && to ? { to, language: user.language === 'en' ? 'en' : 'ar', userId: user.id } : null;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CART_RECOVERY_DAYS, type AbandonedCartStatus, type CartReminderSettings, type Language } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { ConsentLinks } from '../consents/consent-links.js';
import { Consents } from '../consents/consents.service.js';
import { SettingsService } from '../content/settings.service.js';
import { sqlRows } from '../database/sql-rows.js';
import { storedLines } from './cart-lines.js';
import { CartReminderLinks } from './cart-reminder-links.js';
import { CartReminderSender } from './cart-reminder-sender.js';
import { clearOrderedCarts, hashToken, ORDERED_SINCE } from './saved-carts.service.js';

/** carts handled per sweep transaction; the sweep repeats until none is left */
const SWEEP_BATCH = 50;

interface IdleCart {
  id: number;
  userId: number | null;
  email: string | null;
  phone: string | null;
  language: Language;
  lines: unknown;
  updatedAt: Date;
  optedOut: boolean;
  /** an email or mobile was given, confirmed or not */
  hasContact: boolean;
  /** a guest cart's email as typed in (confirmed or not) */
  guestEmail: string | null;
}

/**
 * A guest cart's contact (`contact` an email or E.164 mobile column) that its owner stands behind
 * (issue 26 §5): it placed an order (its guest record exists), or an account proved it by a code.
 * A contact merely typed into `PUT /api/carts/guest` gets no reminder: anyone could type anyone's.
 */
const CONFIRMED_CONTACT = (contact: string) =>
  `(${contact} IS NOT NULL AND EXISTS (SELECT 1 FROM users v WHERE (v."isGuest" AND coalesce(v."guestEmail", v.phone) = ${contact})
     OR (v.email = ${contact} AND v."emailVerifiedAt" IS NOT NULL) OR (v.phone = ${contact} AND v."phoneVerifiedAt" IS NOT NULL))
   OR EXISTS (SELECT 1 FROM cart_contact_confirmations k WHERE k.contact = ${contact} AND k."confirmedAt" IS NOT NULL))`;

/** One confirmation mail per unconfirmed guest email in this many days, at most. */
const CONFIRMATION_EVERY_DAYS = 30;

/** Orders placed by a reminder's shopper after it was sent and within the recovery window (`r` a reminder, `o` an order). */
const RECOVERING_ORDER = `o."createdAt" > r."sentAt" AND o."createdAt" <= r."sentAt" + make_interval(days => ${CART_RECOVERY_DAYS})
  AND (o."userId" = r."userId" OR (r."userId" IS NULL
    AND ((r.email IS NOT NULL AND lower(o."customerEmail") = r.email) OR (r.phone IS NOT NULL AND o."customerPhone" = r.phone))))`;

/**
 * The abandoned-cart sweep (a job, DESIGN.md §8): a cart left untouched longer than the
 * settings' delay is recorded once as abandoned and, when reminders are on and the shopper agreed
 * to marketing on the channel (issue 33 §1: consents) and has not opted out, gets exactly one
 * reminder (in the same transaction that records it). An order by the same shopper within
 * CART_RECOVERY_DAYS of a reminder recovers it.
 */
@Injectable()
export class CartRemindersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly sender: CartReminderSender,
    private readonly links: CartReminderLinks,
    private readonly consents: Consents,
    private readonly consentLinks: ConsentLinks,
  ) {}

  /** Answers how many carts were found abandoned (reminded or not). */
  async sweep(): Promise<number> {
    await clearOrderedCarts(this.db);
    await this.recordRecoveries();
    const settings = (await this.settings.get()).cartReminders;
    let found = 0;
    for (;;) {
      const batch = await this.db.transaction((m) => this.sweepBatch(m, settings));
      found += batch;
      if (batch < SWEEP_BATCH) return found;
    }
  }

  /** Links reminders to the first order their shopper placed within the window. */
  async recordRecoveries(): Promise<void> {
    await this.db.query(
      `WITH firsts AS (
         SELECT DISTINCT ON (r.id) r.id AS "reminderId", o.id AS "orderId", o."createdAt"
           FROM cart_reminders r JOIN orders o ON ${RECOVERING_ORDER}
          WHERE r."recoveredOrderId" IS NULL AND r."sentAt" > now() - make_interval(days => ${CART_RECOVERY_DAYS + 1})
          ORDER BY r.id, o."createdAt")
       UPDATE cart_reminders r SET "recoveredOrderId" = f."orderId", "recoveredAt" = f."createdAt" FROM firsts f WHERE r.id = f."reminderId"`,
    );
  }

  /**
   * A guest cart's email that nobody stood behind gets one mail (at most every 30 days) asking whether
   * its owner wants cart reminders: no products, no link back to the cart, only the confirmation.
   */
  private async askToConfirm(m: EntityManager, email: string): Promise<void> {
    const asked = await sqlRows<{ contact: string }>(
      m,
      `INSERT INTO cart_contact_confirmations (contact) VALUES ($1)
       ON CONFLICT (contact) DO UPDATE SET "requestedAt" = now()
        WHERE cart_contact_confirmations."confirmedAt" IS NULL
          AND cart_contact_confirmations."requestedAt" < now() - make_interval(days => ${CONFIRMATION_EVERY_DAYS})
       RETURNING contact`,
      [email],
    );
    if (asked.length) await this.sender.askToConfirm(m, email, this.links.confirmUrl(email));
  }

  /**
   * The owner of a guest cart's email wants reminders (the link in the confirmation mail): its idle
   * carts are reminded next. Its "yes, remind me" is recorded as consent by email.
   */
  async confirmContact(token: string, ip: string): Promise<void> {
    const email = this.links.verifyConfirm(token);
    if (email === null) throw new BadInputError('savedCart.restoreInvalid', { token: 'savedCart.restoreInvalid' });
    await this.db.transaction(async (m) => {
      if (!(await this.consents.allows(m, 'email', email)))
        await this.consents.record(m, [
          {
            userId: null,
            contact: email,
            channel: 'email',
            granted: true,
            textVersion: 'cart-confirm-2026-11',
            source: 'reminderConfirm',
            ip,
          },
        ]);
      await m.query(
        `INSERT INTO cart_contact_confirmations (contact, "confirmedAt") VALUES ($1, now())
         ON CONFLICT (contact) DO UPDATE SET "confirmedAt" = coalesce(cart_contact_confirmations."confirmedAt", now())`,
        [email],
      );
      await m.query(`UPDATE saved_carts SET "remindedAt" = NULL WHERE "userId" IS NULL AND email = $1 AND lines <> '[]'::jsonb`, [email]);
    });
  }

  /**
   * The stop link of reminders sent before issue 33 (no login): the shopper gets no more reminders,
   * and their marketing consent by email and WhatsApp is withdrawn.
   */
  async unsubscribe(token: string, ip: string): Promise<void> {
    const id = this.links.verifyUnsubscribe(token);
    if (id === null) throw new BadInputError('savedCart.restoreInvalid', { token: 'savedCart.restoreInvalid' });
    await this.db.transaction(async (m) => {
      const contacts = await sqlRows<{ contact: string; channel: 'email' | 'whatsapp' }>(
        m,
        `INSERT INTO cart_reminder_optouts (contact)
         SELECT contact FROM cart_reminders r, LATERAL (VALUES (lower(r.email)), (r.phone)) AS c(contact)
          WHERE r.id = $1 AND contact IS NOT NULL
         ON CONFLICT (contact) DO UPDATE SET contact = EXCLUDED.contact
         RETURNING contact, CASE WHEN contact LIKE '%@%' THEN 'email' ELSE 'whatsapp' END AS channel`,
        [id],
      );
      for (const c of contacts)
        if (await this.consents.allows(m, c.channel, c.contact))
          await this.consents.record(m, [{ userId: null, ...c, granted: false, textVersion: null, source: 'optOutLink', ip }]);
    });
  }

  private async sweepBatch(m: EntityManager, settings: CartReminderSettings): Promise<number> {
    const idle = await sqlRows<IdleCart>(
      m,
      `SELECT c.id, c."userId", c.language, c.lines, c."updatedAt",
              CASE WHEN c."userId" IS NOT NULL THEN CASE WHEN u."emailVerifiedAt" IS NOT NULL THEN u.email END
                   WHEN ${CONFIRMED_CONTACT('c.email')} THEN c.email END AS email,
              CASE WHEN c."userId" IS NOT NULL THEN CASE WHEN u."phoneVerifiedAt" IS NOT NULL THEN u.phone END
                   WHEN ${CONFIRMED_CONTACT('c.phone')} THEN c.phone END AS phone,
              coalesce(u.email, c.email, u.phone, c.phone) IS NOT NULL AS "hasContact",
              CASE WHEN c."userId" IS NULL THEN c.email END AS "guestEmail",
              EXISTS (SELECT 1 FROM cart_reminder_optouts x
                       WHERE x.contact = lower(coalesce(u.email, c.email)) OR x.contact = coalesce(u.phone, c.phone)) AS "optedOut"
         FROM saved_carts c LEFT JOIN users u ON u.id = c."userId"
        WHERE c."remindedAt" IS NULL AND c.lines <> '[]'::jsonb AND c."updatedAt" < now() - make_interval(hours => $1)
          AND (c."userId" IS NULL OR u.status = 'Active') AND NOT ${ORDERED_SINCE}
        ORDER BY c.id LIMIT $2 FOR UPDATE OF c SKIP LOCKED`,
      [settings.delayHours, SWEEP_BATCH],
    );
    for (const cart of idle) await this.handle(m, cart, settings);
    if (idle.length) await m.query(`UPDATE saved_carts SET "remindedAt" = now() WHERE id = ANY($1)`, [idle.map((c) => c.id)]);
    return idle.length;
  }

  /** Records one abandoned cart and sends its reminder when it may. */
  private async handle(m: EntityManager, cart: IdleCart, settings: CartReminderSettings): Promise<void> {
    const lines = storedLines(cart.lines);
    const allows = (channel: 'email' | 'whatsapp', contact: string) => this.consents.allows(m, channel, contact);
    const channel = settings.enabled && !cart.optedOut ? await this.sender.channelFor(m, cart, settings.channel, allows) : null;
    const status: AbandonedCartStatus = !settings.enabled
      ? 'off'
      : cart.optedOut
        ? 'optedOut'
        : channel
          ? 'sent'
          : settings.enabled && cart.email !== null && !(await allows('email', cart.email))
            ? 'noConsent'
            : cart.hasContact
              ? 'unconfirmed'
              : 'noContact';
    const restoreToken = channel ? this.links.newRestoreToken() : null;
    await m.query(
      `INSERT INTO cart_reminders ("cartId", "userId", email, phone, lines, "itemCount", "abandonedAt", status, channel, "sentAt",
                                   "restoreTokenHash", "restoreExpiresAt")
       VALUES ($1, $2, lower($3), $4, $5::jsonb, $6, $7, $8, $9, CASE WHEN $9::text IS NULL THEN NULL ELSE now() END,
               $10, CASE WHEN $10::text IS NULL THEN NULL ELSE now() + make_interval(days => ${CART_RECOVERY_DAYS}) END)`,
      [
        cart.id,
        cart.userId,
        cart.email,
        cart.phone,
        JSON.stringify(lines),
        lines.reduce((n, l) => n + l.quantity, 0),
        cart.updatedAt,
        status,
        channel,
        restoreToken && hashToken(restoreToken),
      ],
    );
    if (status === 'unconfirmed' && cart.guestEmail) await this.askToConfirm(m, cart.guestEmail);
    if (!channel || !restoreToken) return;
    await this.sender.send(m, channel, {
      userId: cart.userId,
      email: cart.email,
      phone: cart.phone,
      language: cart.language,
      products: await this.productNames(
        m,
        lines.map((l) => l.variantId),
      ),
      restoreUrl: this.links.restoreUrl(restoreToken),
      // a WhatsApp template carries no link of ours: Meta's own "stop" on marketing templates does that
      unsubscribeUrl: channel === 'email' && cart.email ? this.consentLinks.optOutUrl('email', cart.email) : '',
    });
  }

  private async productNames(m: EntityManager, variantIds: number[]): Promise<Array<{ ar: string; en: string }>> {
    const rows = await sqlRows<{ ar: string; en: string }>(
      m,
      `SELECT DISTINCT ON (p.id) p."nameAr" AS ar, p."nameEn" AS en
         FROM product_variants v JOIN products p ON p.id = v."productId" WHERE v.id = ANY($1) ORDER BY p.id`,
      [variantIds],
    );
    return rows;
  }
}

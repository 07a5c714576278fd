import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONSENT_CHANNELS,
  CURRENT_CONSENT_TEXT,
  type ConsentChannel,
  type ConsentChoiceInput,
  type ConsentEventDto,
  type ConsentSource,
  type MyConsentsDto,
} from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError } from '../common/domain-errors.js';
import { sqlRows, type RunsSql } from '../database/sql-rows.js';
import { DomainEvents } from '../events/domain-events.js';

/** One consent event to record: for a contact (an email or E.164 mobile) on one channel, marketing. */
export interface ConsentEvent {
  userId: number | null;
  contact: string;
  channel: ConsentChannel;
  granted: boolean;
  textVersion: string | null;
  source: ConsentSource;
  ip: string | null;
}

/** An email is kept lower-case; a mobile as given (E.164). */
export const consentContact = (channel: ConsentChannel, contact: string) =>
  channel === 'email' ? contact.trim().toLowerCase() : contact.trim();

/**
 * SQL: the contact (an SQL expression) agreed to marketing on the channel, by its latest event.
 * The one definition every sender of marketing uses (cart reminders).
 */
export const consentedSql = (channel: ConsentChannel, contact: string) =>
  `coalesce((SELECT k.granted FROM consents k WHERE k.contact = ${contact} AND k.channel = '${channel}' AND k.purpose = 'marketing'
              ORDER BY k.id DESC LIMIT 1), false)`;

const EVENT_COLUMNS = `id, channel, purpose, contact, granted, "textVersion", source, ip, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`;

/**
 * Marketing consent records (issue 33 §1): append-only events; the current state of a (contact,
 * channel) is its latest event. A withdrawal publishes `consent.withdrawn` so lists kept elsewhere
 * (the newsletter) follow in the same transaction.
 */
@Injectable()
export class Consents {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  /** Records events in the caller's transaction. */
  async record(m: EntityManager, events: ConsentEvent[]): Promise<void> {
    for (const e of events) {
      const contact = consentContact(e.channel, e.contact);
      await m.query(
        `INSERT INTO consents ("userId", contact, channel, purpose, granted, "textVersion", source, ip)
         VALUES ($1, $2, $3, 'marketing', $4, $5, $6, $7)`,
        [e.userId, contact, e.channel, e.granted, e.granted ? e.textVersion : null, e.source, e.ip],
      );
      if (!e.granted) await this.events.publish('consent.withdrawn', { channel: e.channel, contact }, m);
    }
  }

  /** Whether the contact currently agrees to marketing on the channel. */
  async allows(db: RunsSql, channel: ConsentChannel, contact: string): Promise<boolean> {
    const [row] = await sqlRows<{ ok: boolean }>(db, `SELECT ${consentedSql(channel, '$1')} AS ok`, [consentContact(channel, contact)]);
    return row.ok;
  }

  /** The customer area's toggles: the account's email for mail, its mobile for SMS and WhatsApp. */
  async mine(userId: number): Promise<MyConsentsDto> {
    const contacts = await this.contactsOf(this.db, userId);
    const channels = [];
    for (const channel of CONSENT_CHANNELS) {
      const contact = contacts[channel];
      channels.push({ channel, contact, granted: contact ? await this.allows(this.db, channel, contact) : false });
    }
    return { textVersion: CURRENT_CONSENT_TEXT, channels };
  }

  /** A customer's own toggle: recorded against the account's own address for that channel. */
  async choose(userId: number, choice: ConsentChoiceInput, ip: string): Promise<MyConsentsDto> {
    await this.db.transaction(async (m) => {
      const contact = (await this.contactsOf(m, userId))[choice.channel];
      if (!contact) throw new BadInputError('consent.noContact', { channel: 'consent.noContact' });
      if ((await this.allows(m, choice.channel, contact)) === choice.granted) return;
      await this.record(m, [
        {
          userId,
          contact,
          channel: choice.channel,
          granted: choice.granted,
          textVersion: choice.textVersion ?? null,
          source: 'profile',
          ip,
        },
      ]);
    });
    return this.mine(userId);
  }

  /** Every event for the account or its current addresses, newest first (the back office's history). */
  async history(userId: number): Promise<ConsentEventDto[]> {
    const c = await this.contactsOf(this.db, userId);
    return sqlRows<ConsentEventDto>(
      this.db,
      `SELECT ${EVENT_COLUMNS} FROM consents
        WHERE "userId" = $1 OR (channel = 'email' AND contact = $2) OR (channel <> 'email' AND contact = $3)
        ORDER BY id DESC LIMIT 500`,
      [userId, c.email, c.sms],
    );
  }

  private async contactsOf(db: RunsSql, userId: number): Promise<Record<ConsentChannel, string | null>> {
    const [u] = await sqlRows<{ email: string | null; phone: string | null }>(db, `SELECT email, phone FROM users WHERE id = $1`, [userId]);
    const email = u?.email ? consentContact('email', u.email) : null;
    return { email, sms: u?.phone ?? null, whatsapp: u?.phone ?? null };
  }
}

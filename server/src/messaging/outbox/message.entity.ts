import type { MessageChannel, MessageStatus } from '@ward/shared';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every message to a shopper, whatever its channel (the one outbox, issue 27 §4): written first,
 * in the caller's transaction, then delivered by the `message.deliver` job through its channel's
 * adapter. Channel-specific columns are null elsewhere: a mail's subject and HTML, an SMS's sealed
 * text, a WhatsApp template's name, language and parameters.
 */
@Entity('messages')
@Check('messages_channel_check', `channel IN ('mail', 'sms', 'whatsapp')`)
@Check('messages_status_check', `status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'kept', 'refused')`)
@Check('messages_language_check', `language IN ('ar', 'en')`)
@Check('messages_mail', `channel <> 'mail' OR (subject IS NOT NULL AND body IS NOT NULL AND html IS NOT NULL)`)
@Check('messages_sms', `channel <> 'sms' OR body IS NOT NULL`)
@Check('messages_whatsapp', `channel <> 'whatsapp' OR ("templateName" IS NOT NULL AND language IS NOT NULL AND parameters IS NOT NULL)`)
@Index('messages_status', ['status', 'createdAt'])
@Index('messages_channel', ['channel', 'createdAt'])
@Index('messages_order', ['orderId'])
@Index('messages_provider_id', ['channel', 'providerMessageId'], { unique: true })
export class Message {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  channel: MessageChannel;

  /** an email address, or an E.164 number */
  @Column('text')
  recipient: string;

  @Column('text')
  template: string;

  @Column('text')
  status: MessageStatus;

  /** delivery attempts made so far (the job's attempt number when it last ran) */
  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  /** the provider's id for it (a mail's Message-ID, Unifonic's MessageID, Meta's `wamid.…`, which its webhooks name) */
  @Column('text', { nullable: true })
  providerMessageId: string | null;

  /** mail */
  @Column('text', { nullable: true })
  subject: string | null;

  /**
   * What the back office may read: a mail's text (with its secret until sent), an SMS's text with
   * its code masked (the whole text when no provider is set up)
   */
  @Column('text', { nullable: true })
  body: string | null;

  /** mail */
  @Column('text', { nullable: true })
  html: string | null;

  /** a mail's text and HTML with its secret masked, put in place of `body` and `html` once it left (then null) */
  @Column('text', { nullable: true })
  maskedBody: string | null;

  @Column('text', { nullable: true })
  maskedHtml: string | null;

  /** an SMS's real text, sealed with DATA_KEY until it leaves; null once delivered or given up */
  @Column('text', { nullable: true, select: false })
  sealedBody: string | null;

  /** a marketing mail's one-click opt-out URL, sent as its `List-Unsubscribe` header (RFC 8058) */
  @Column('text', { nullable: true })
  listUnsubscribe: string | null;

  /** WhatsApp: the template's name registered with Meta when it was queued */
  @Column('text', { nullable: true })
  templateName: string | null;

  @Column('text', { nullable: true })
  language: 'ar' | 'en' | null;

  /** WhatsApp: the body's {{1}}, {{2}}… */
  @Column('jsonb', { nullable: true })
  parameters: string[] | null;

  @ForeignKey('Order', { name: 'messages_orderId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  orderId: number | null;

  @ForeignKey('User', { name: 'messages_userId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  userId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  /** when the provider last reported a status (WhatsApp: delivered, read, failed) */
  @Column('timestamptz', { nullable: true })
  statusAt: Date | null;
}

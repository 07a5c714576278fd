import { Column, Entity, Index } from 'typeorm';
import { OutboxRow } from '../common/outbox-row.entity.js';

export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

/**
 * Every mail is written here first. Without SMTP_URL it stays here (`kept`), readable in the
 * back office; with SMTP a queued job sends it, retried while the server is down (`pending`).
 */
@Entity('mail_outbox')
@Index('mail_outbox_status', ['status'])
export class OutboxMail extends OutboxRow {
  @Column('text')
  subject: string;

  @Column('text')
  text: string;

  @Column('text')
  html: string;

  /** the text and HTML with the mail's secret masked, put in place of both once it was sent (then null) */
  @Column('text', { nullable: true })
  maskedText: string | null;

  @Column('text', { nullable: true })
  maskedHtml: string | null;

  @Column('text', { default: 'pending' })
  status: OutboxStatus;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

/**
 * Every mail is written here first. Without SMTP_URL it stays here (`kept`), readable in the
 * back office; with SMTP a queued job sends it, retried while the server is down (`pending`).
 */
@Entity('mail_outbox')
@Index('mail_outbox_status', ['status'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  to: string;

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

  @Column('text')
  template: string;

  @Column('text', { default: 'pending' })
  status: OutboxStatus;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

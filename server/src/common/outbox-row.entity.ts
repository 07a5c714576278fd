import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What every outbox row keeps (mail, SMS, WhatsApp): to whom, which template, how many tries and
 * the last error, when it was written and when it left. Each outbox adds its own status and body.
 */
export abstract class OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** an email address, or an E.164 number */
  @Column('text')
  to: string;

  @Column('text')
  template: string;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}

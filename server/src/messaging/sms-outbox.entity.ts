import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** `kept`: no provider configured, the message stays here (demo); the others follow a delivery. */
export type SmsStatus = 'pending' | 'sent' | 'failed' | 'kept';

/** One text message to a shopper, delivered by the `sms.deliver` job (messaging/sms.service.ts). */
@Entity('sms_outbox')
@Index(['status', 'createdAt'])
export class SmsOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  /** E.164 */
  @Column('text')
  to: string;

  @Column('text')
  template: string;

  /** what the back office may show: the text with its code masked (the whole text when no provider is set) */
  @Column('text')
  preview: string;

  /** the real text sealed with DATA_KEY until it leaves; null once delivered or given up */
  @Column('text', { nullable: true, select: false })
  sealedBody: string | null;

  @Column('text')
  status: SmsStatus;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('text', { nullable: true })
  providerMessageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}

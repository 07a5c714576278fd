import { Check, Column, Entity, Index } from 'typeorm';
import { OutboxRow } from '../common/outbox-row.entity.js';

/**
 * `kept`: no provider configured, the message stays here (demo); `refused`: over the texting budget,
 * never sent (issue 26); the others follow a delivery.
 */
export type SmsStatus = 'pending' | 'sent' | 'failed' | 'kept' | 'refused';

/** One text message to a shopper, delivered by the `sms.deliver` job (messaging/sms.service.ts). */
@Entity('sms_outbox')
@Check('sms_outbox_status_check', `status IN ('pending', 'sent', 'failed', 'kept', 'refused')`)
@Index('sms_outbox_status', ['status', 'createdAt'])
export class SmsOutbox extends OutboxRow {
  /** what the back office may show: the text with its code masked (the whole text when no provider is set) */
  @Column('text')
  preview: string;

  /** the real text sealed with DATA_KEY until it leaves; null once delivered or given up */
  @Column('text', { nullable: true, select: false })
  sealedBody: string | null;

  @Column('text')
  status: SmsStatus;

  @Column('text', { nullable: true })
  providerMessageId: string | null;
}

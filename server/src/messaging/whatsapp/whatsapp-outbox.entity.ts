import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { OutboxRow } from '../../common/outbox-row.entity.js';
import type { WhatsAppStatus, WhatsAppTemplate } from '@ward/shared';

/** One WhatsApp template message to a customer, sent by the `whatsapp.deliver` job; Meta's webhooks move its status on. */
@Entity('whatsapp_outbox')
@Check('whatsapp_outbox_language_check', `language IN ('ar', 'en')`)
@Check('whatsapp_outbox_status_check', `status IN ('pending', 'sent', 'delivered', 'read', 'failed', 'kept')`)
@Index('whatsapp_outbox_status', ['status', 'createdAt'])
@Index('whatsapp_outbox_order', ['orderId'])
@Index('whatsapp_outbox_provider_id', ['providerMessageId'], { unique: true })
export class WhatsAppOutbox extends OutboxRow {
  declare template: WhatsAppTemplate;

  /** the name registered with Meta when it was queued */
  @Column('text')
  templateName: string;

  @Column('text')
  language: 'ar' | 'en';

  /** the body's {{1}}, {{2}}… */
  @Column('jsonb', { default: [] })
  parameters: string[];

  @ForeignKey('Order', { name: 'whatsapp_outbox_orderId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  orderId: number | null;

  @ForeignKey('User', { name: 'whatsapp_outbox_userId_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  userId: number | null;

  @Column('text')
  status: WhatsAppStatus;

  /** Meta's `wamid.…`, which its status webhooks name */
  @Column('text', { nullable: true })
  providerMessageId: string | null;

  /** when Meta last reported a status (delivered, read, failed) */
  @Column('timestamptz', { nullable: true })
  statusAt: Date | null;
}

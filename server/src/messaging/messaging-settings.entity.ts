import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { WhatsAppTemplate } from '@ward/shared';

/** The WhatsApp and SMS accounts as the back office saved them (one row). Secrets are sealed (SecretBox, DATA_KEY) and never answered. */
@Entity('messaging_settings')
@Check('messaging_settings_id_check', `id = 1`)
export class MessagingSettingsRecord {
  @PrimaryColumn('int')
  id: number;

  @Column('text', { nullable: true })
  whatsappPhoneNumberId: string | null;

  /** sealed */
  @Column('text', { nullable: true })
  whatsappAccessToken: string | null;

  /** sealed: verifies Meta's webhooks (X-Hub-Signature-256) */
  @Column('text', { nullable: true })
  whatsappAppSecret: string | null;

  /** sealed: the token Meta echoes when the webhook is registered */
  @Column('text', { nullable: true })
  whatsappVerifyToken: string | null;

  @Column('text', { nullable: true })
  whatsappBaseUrl: string | null;

  /** template → the name registered with Meta (missing: the default name) */
  @Column('jsonb', { default: {} })
  whatsappTemplates: Partial<Record<WhatsAppTemplate, string>>;

  /** sealed */
  @Column('text', { nullable: true })
  smsAppSid: string | null;

  @Column('text', { nullable: true })
  smsSenderId: string | null;

  @Column('text', { nullable: true })
  smsBaseUrl: string | null;

  /** the texting budget (issue 26): null is the default of TEXTING_BUDGET_DEFAULTS */
  @Column('int', { nullable: true })
  smsBudgetPerHour: number | null;

  @Column('int', { nullable: true })
  smsBudgetPerDay: number | null;

  /** texts an hour to each Gulf country other than Saudi Arabia */
  @Column('int', { nullable: true })
  smsBudgetPerCountryPerHour: number | null;

  @Column('int', { nullable: true })
  updatedBy: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

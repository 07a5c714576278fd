import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentMethod } from '@ward/shared';

/** A payment provider's account as the back office saved it. Secrets are sealed (SecretBox, DATA_KEY) and never answered. */
@Entity('payment_provider_accounts')
@Check('payment_provider_accounts_provider_check', `provider IN ('moyasar', 'tabby', 'tamara')`)
export class PaymentProviderAccount {
  /** moyasar | tabby | tamara */
  @PrimaryColumn('text')
  provider: string;

  @Column('boolean', { default: true })
  enabled: boolean;

  /** Tamara: its sandbox host (Moyasar and Tabby tell test keys by their prefix) */
  @Column('boolean', { default: false })
  sandbox: boolean;

  @Column('text', { nullable: true })
  publicKey: string | null;

  /** sealed */
  @Column('text', { nullable: true })
  secretKey: string | null;

  /** sealed */
  @Column('text', { nullable: true })
  webhookSecret: string | null;

  @Column('text', { nullable: true })
  merchantCode: string | null;

  @ForeignKey('User', { name: 'payment_provider_accounts_updatedBy_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  updatedBy: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Which provider takes each payment method, and Apple Pay's domain association file (one row). */
@Entity('payment_settings')
@Check('payment_settings_id_check', `id = 1`)
export class PaymentSettingsRecord {
  @PrimaryColumn('int')
  id: number;

  /** method → provider, or null when the shop does not offer the method */
  @Column('jsonb', { default: {} })
  routes: Partial<Record<PaymentMethod, string | null>>;

  /** the file Apple gives (through Moyasar) for /.well-known/apple-developer-merchantid-domain-association */
  @Column('text', { nullable: true })
  applePayAssociation: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { CountryCode } from '@ward/shared';
import { LocalizedText, MoneyColumn } from '../common/columns.js';

/** A shipping company with its tracking-link template (`{n}` is the tracking number). */
@Entity('carriers')
@Check('carriers_trackingUrlTemplate_check', `position('{n}' in "trackingUrlTemplate") > 0`)
export class Carrier {
  @PrimaryGeneratedColumn()
  id: number;

  @Column(() => LocalizedText)
  name: LocalizedText;

  @Column('text')
  trackingUrlTemplate: string;

  @Column('boolean', { default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A carrier's price to one country by weight: first kg + each further kg (DESIGN.md §5). */
@Entity('shipping_rates')
@Check('shipping_rates_country_check', `country IN ('SA', 'AE', 'QA', 'KW', 'BH')`)
@Check('shipping_rates_firstKgFee_check', `"firstKgFee" >= 0`)
@Check('shipping_rates_additionalKgFee_check', `"additionalKgFee" >= 0`)
@Check('shipping_rates_minDays_check', `"minDays" >= 0`)
@Check('shipping_rates_check', `"maxDays" >= "minDays"`)
@Unique('shipping_rates_country_carrierId_key', ['country', 'carrierId'])
export class ShippingRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  country: CountryCode;

  @Column('int')
  carrierId: number;

  @ManyToOne(() => Carrier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'carrierId', foreignKeyConstraintName: 'shipping_rates_carrierId_fkey' })
  carrier?: Carrier;

  @MoneyColumn()
  firstKgFee: number;

  @MoneyColumn()
  additionalKgFee: number;

  @Column('int', { default: 3 })
  minDays: number;

  @Column('int', { default: 5 })
  maxDays: number;

  @Column('boolean', { default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CountryCode } from '@ward/shared';
import { LocalizedText, MoneyColumn } from '../common/columns.js';

/** A shipping company with its tracking-link template (`{n}` is the tracking number). */
@Entity('carriers')
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
export class ShippingRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  country: CountryCode;

  @Column('int')
  carrierId: number;

  @ManyToOne(() => Carrier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'carrierId' })
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

import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CountryCode } from '@ward/shared';

/** A customer's saved address (SPEC.md §3) with optional Saudi National Address fields. */
@Entity('addresses')
@Check('addresses_country_check', `country IN ('SA', 'AE', 'QA', 'KW', 'BH')`)
@Check('addresses_shortAddress_check', `"shortAddress" ~ '^[A-Z]{4}[0-9]{4}$'`)
@Index('addresses_user', ['userId'])
@Index('addresses_one_primary', ['userId'], { unique: true, where: '"isPrimary"' })
export class Address {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('User', { name: 'addresses_userId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  userId: number;

  @Column('text')
  title: string;

  @Column('text')
  street: string;

  @Column('text')
  city: string;

  @Column('text')
  country: CountryCode;

  @Column('text', { nullable: true })
  postalCode: string | null;

  @Column('double precision', { nullable: true })
  latitude: number | null;

  @Column('double precision', { nullable: true })
  longitude: number | null;

  @Column('boolean', { default: false })
  isPrimary: boolean;

  /** the National Address short address, "RRRD2929" */
  @Column('text', { nullable: true })
  shortAddress: string | null;

  @Column('text', { nullable: true })
  buildingNumber: string | null;

  @Column('text', { nullable: true })
  district: string | null;

  @Column('text', { nullable: true })
  additionalNumber: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

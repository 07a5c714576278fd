import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CountryCode } from '@ward/shared';

/** A customer's saved address (SPEC.md §3) with optional Saudi National Address fields. */
@Entity('addresses')
@Index(['userId'])
export class Address {
  @PrimaryGeneratedColumn()
  id: number;

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

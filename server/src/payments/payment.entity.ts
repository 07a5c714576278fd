import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentMethod, PaymentStatus } from '@ward/shared';
import { MoneyColumn } from '../common/columns.js';

/**
 * How an order is paid. Ids are UUIDs: they appear in shareable links (payment result,
 * `/shipment/{paymentId}`). Cash-on-delivery orders have one too (gateway `cod`), collected on delivery.
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('int')
  orderId: number;

  @Column('int')
  userId: number;

  /** `test` (built-in test gateway) or `cod` */
  @Column('text')
  gateway: string;

  @Column('text')
  method: PaymentMethod;

  /** the gateway's invoice id (null until the invoice exists) */
  @Column('text', { nullable: true })
  invoiceId: string | null;

  @MoneyColumn()
  amount: number;

  @Column('text', { default: 'SAR' })
  currency: 'SAR';

  @Column('text')
  status: PaymentStatus;

  @Column('text', { nullable: true })
  redirectUrl: string | null;

  @Column('text', { nullable: true })
  failureReason: string | null;

  @Column('timestamptz', { nullable: true })
  expiresAt: Date | null;

  @Column('timestamptz', { nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Every gateway notification received, once (`eventId` is unique): replays change nothing. */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('uuid', { nullable: true })
  paymentId: string | null;

  @Column('text')
  eventId: string;

  @Column('text')
  status: string;

  /** applied | ignored | refunded */
  @Column('text')
  outcome: string;

  @Column('jsonb')
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

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

  /** the provider: `test` (built-in test gateway), `moyasar`, `tabby`, `tamara`, or `cod` */
  @Column('text')
  gateway: string;

  @Column('text')
  method: PaymentMethod;

  /** the gateway's invoice id (null until the invoice exists) */
  @Column('text', { nullable: true })
  invoiceId: string | null;

  @MoneyColumn()
  amount: number;

  /** given back so far (refunds, and for pay later: authorisation released before capture) */
  @MoneyColumn()
  refundedAmount: number;

  /** pay later: taken when the order shipped (0 until then); null where the money is taken at once */
  @MoneyColumn({ nullable: true })
  capturedAmount: number | null;

  @Column('timestamptz', { nullable: true })
  capturedAt: Date | null;

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

/** Money given back from a payment (all or part), with why and by whom. */
@Entity('payment_refunds')
export class PaymentRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('uuid')
  paymentId: string;

  @Column('int')
  orderId: number;

  @MoneyColumn()
  amount: number;

  @Column('text')
  reason: string;

  /** by line (`{ itemId, quantity }`), or null for an amount */
  @Column('jsonb', { nullable: true })
  lines: Array<{ itemId: number; quantity: number }> | null;

  @Column('boolean')
  restocked: boolean;

  @Column('int', { nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
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

import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { PaymentMethod, PaymentStatus, RefundMeans } from '@ward/shared';
import { MoneyColumn } from '../common/columns.js';

/**
 * How an order is paid. Ids are UUIDs: they appear in shareable links (payment result,
 * `/shipment/{paymentId}`). Cash-on-delivery orders have one too (gateway `cod`), collected on delivery.
 */
@Entity('payments')
@Check('payments_amount_check', `amount >= 0`)
@Check('payments_refunded_check', `"refundedAmount" >= 0 AND "refundedAmount" <= amount`)
@Check('payments_captured_check', `"capturedAmount" IS NULL OR ("capturedAmount" >= 0 AND "capturedAmount" <= amount)`)
@Check('payments_method_check', `method IN ('mada', 'card', 'applepay', 'stcpay', 'tabby', 'tamara', 'cod', 'wallet', 'storeCredit')`)
@Check('payments_status_check', `status IN ('Pending', 'Paid', 'Canceled', 'Failed', 'Expired', 'Refunded', 'PartiallyRefunded')`)
@Unique('payments_orderId_key', ['orderId'])
@Unique('payments_gateway_invoiceId_key', ['gateway', 'invoiceId'])
@Index('payments_user', ['userId'])
@Index('payments_due', ['expiresAt'], { where: `status = 'Pending' AND gateway <> 'cod'` })
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey('Order', { name: 'payments_orderId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  orderId: number;

  @ForeignKey('User', { name: 'payments_userId_fkey', onDelete: 'RESTRICT' })
  @Column('int')
  userId: number;

  /** the provider: `test` (built-in test gateway), `moyasar`, `tabby`, `tamara`, `cod`, or `storeCredit` (the wallet paid it all) */
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
  @MoneyColumn({ default: 0 })
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
@Check('payment_refunds_amount_check', `amount > 0`)
@Check('payment_refunds_means_check', `means IN ('provider', 'bankTransfer', 'cash', 'wallet')`)
@Check('payment_refunds_storeCreditPart_check', `"storeCreditPart" >= 0 AND "storeCreditPart" <= amount`)
@Index('payment_refunds_order', ['orderId', 'id'])
export class PaymentRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('Payment', { name: 'payment_refunds_paymentId_fkey', onDelete: 'CASCADE' })
  @Column('uuid')
  paymentId: string;

  @ForeignKey('Order', { name: 'payment_refunds_orderId_fkey', onDelete: 'CASCADE' })
  @Column('int')
  orderId: number;

  @MoneyColumn()
  amount: number;

  @Column('text')
  reason: string;

  /** by line (`{ itemId, quantity }`), or null for an amount */
  @Column('jsonb', { nullable: true })
  lines: Array<{ itemId: number; quantity: number }> | null;

  @Column('boolean', { default: false })
  restocked: boolean;

  /** through the provider, or by hand for cash on delivery (bank transfer, cash at a branch) */
  @Column('text', { default: 'provider' })
  means: RefundMeans;

  /** of `amount`, what went back to the wallet because store credit paid it (issue 31); the rest is the payment's */
  @MoneyColumn({ default: 0 })
  storeCreditPart: number;

  /** a bank transfer's IBAN, whole (answers show it masked) */
  @Column('text', { nullable: true })
  iban: string | null;

  /** the transfer's or the cash receipt's reference */
  @Column('text', { nullable: true })
  reference: string | null;

  @ForeignKey('User', { name: 'payment_refunds_createdBy_fkey', onDelete: 'SET NULL' })
  @Column('int', { nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** Every gateway notification received, once (`eventId` is unique): replays change nothing. */
@Entity('payment_events')
@Unique('payment_events_eventId_key', ['eventId'])
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey('Payment', { name: 'payment_events_paymentId_fkey', onDelete: 'CASCADE' })
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

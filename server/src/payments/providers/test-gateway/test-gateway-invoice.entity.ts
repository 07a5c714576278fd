import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { GatewayInvoiceStatus } from '../../gateway.js';

export type TestPaymentChoice = 'mada' | 'visa' | 'applepay' | 'stcpay';

/** The test gateway's own record of an invoice (it knows nothing about orders). */
@Entity('test_gateway_invoices')
@Check('test_gateway_invoices_amount_check', `amount >= 0`)
@Check('test_gateway_invoices_status_check', `status IN ('Pending', 'Paid', 'Canceled', 'Failed', 'Expired', 'Refunded')`)
export class TestGatewayInvoice {
  @PrimaryColumn('text')
  id: string;

  /** the shop's payment id */
  @Column('text')
  reference: string;

  /** halalas */
  @Column('int')
  amount: number;

  @Column('text', { default: 'SAR' })
  currency: string;

  @Column('text')
  description: string;

  /** the choices shown on the hosted page */
  @Column('jsonb')
  methods: TestPaymentChoice[];

  @Column('text')
  returnUrl: string;

  @Column('text')
  status: GatewayInvoiceStatus;

  /** halalas given back */
  @Column('int', { default: 0 })
  refunded: number;

  @Column('text', { nullable: true })
  paidWith: string | null;

  @Column('text', { nullable: true })
  failureReason: string | null;

  /** a pending extra step (3-D Secure or wallet OTP) */
  @Column('jsonb', { nullable: true })
  challenge: { method: TestPaymentChoice; last4: string | null } | null;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

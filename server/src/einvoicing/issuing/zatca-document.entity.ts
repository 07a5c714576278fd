import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CreditRequest } from '../documents/from-order.js';
import type { DocumentKind } from '../documents/document.js';
import type { ValidationMessage } from '../fatoora/fatoora-types.js';
import type { ZatcaDocumentStatus } from '@ward/shared';

/** A tax document of an order on its way to ZATCA (see the migration for the life cycle). */
@Entity('zatca_documents')
@Check('zatca_documents_kind_check', `kind IN ('invoice', 'credit-note', 'debit-note')`)
@Check('zatca_documents_status_check', `status IN ('pending', 'signed', 'reported', 'reported-with-warnings', 'rejected', 'phase-1')`)
@Index('zatca_documents_phase_1_number', ['number'], { unique: true, where: `status = 'phase-1'` })
@Index('zatca_documents_order', ['orderId'])
@Index('zatca_documents_one_invoice', ['orderId'], { unique: true, where: `kind = 'invoice'` })
@Index('zatca_documents_chain', ['egsUnitId', 'icv'], { unique: true })
@Index('zatca_documents_open', ['status', 'id'], { where: `status IN ('pending', 'signed')` })
export class ZatcaDocument {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @ForeignKey('Order', { name: 'zatca_documents_orderId_fkey' })
  @Column('int')
  orderId: number;

  @Column('text')
  kind: DocumentKind;

  @Column('text', { default: 'pending' })
  status: ZatcaDocumentStatus;

  /** what a credit or debit note corrects (amount, lines, or the whole order) */
  @Column('jsonb', { nullable: true })
  request: CreditRequest | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('text', { nullable: true })
  billingReference: string | null;

  @ForeignKey('EgsUnit', { name: 'zatca_documents_egsUnitId_fkey' })
  @Column('int', { nullable: true })
  egsUnitId: number | null;

  @Column('int', { nullable: true })
  icv: number | null;

  @Column('uuid', { nullable: true })
  uuid: string | null;

  @Column('text', { nullable: true })
  number: string | null;

  @Column('timestamptz', { nullable: true })
  issuedAt: Date | null;

  @Column('text', { nullable: true })
  hash: string | null;

  @Column('text', { nullable: true })
  previousHash: string | null;

  @Column('numeric', {
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  total: number | null;

  @Column('text', { nullable: true, select: false })
  xml: string | null;

  @Column('text', { nullable: true })
  qr: string | null;

  @Column('int', { default: 0 })
  signAttempts: number;

  @Column('int', { default: 0 })
  reportAttempts: number;

  @Column('timestamptz', { nullable: true })
  nextReportAt: Date | null;

  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('jsonb', { default: () => `'[]'` })
  messages: ValidationMessage[];

  @Column('timestamptz', { nullable: true })
  signedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  reportedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toHalalas } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../../common/domain-errors.js';
import { DomainEvents } from '../../events/domain-events.js';
import { correctionFigures, CreditRequestError, type CreditRequest } from '../documents/from-order.js';
import { loadOrderForDocument, type InvoicedOrder } from './document-source.js';
import { ZatcaDocument } from './zatca-document.entity.js';
import { sqlRows, updateReturning } from '../../database/sql-rows.js';

export type CorrectionRequest = ({ amount: number } | { lines: { itemId: number; quantity: number }[] } | { whole: true }) & {
  reason: string;
};

/**
 * Credit notes (381) and debit notes (383) against an order's invoice. Refunds, rejections and
 * returns call `issueCreditNote` (inside their transaction when they have one): the note is
 * recorded as due and signed, chained and reported in the background like every document.
 * Before the shop has onboarded with ZATCA (phase 1), a credit note is still issued: numbered from
 * its own counter (CN-000001…) and printable with the phase-1 QR code, never signed nor reported.
 * A debit note needs the chain: nothing is recorded for one in phase 1.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  issueCreditNote(orderId: number, request: CorrectionRequest, manager?: EntityManager): Promise<ZatcaDocument | null> {
    return this.issue('credit-note', orderId, request, manager);
  }

  /** A debit note where an amount rises after invoicing (only an amount). */
  issueDebitNote(orderId: number, request: { amount: number; reason: string }, manager?: EntityManager): Promise<ZatcaDocument | null> {
    return this.issue('debit-note', orderId, request, manager);
  }

  private issue(kind: 'credit-note' | 'debit-note', orderId: number, request: CorrectionRequest, manager?: EntityManager) {
    return manager ? this.record(manager, kind, orderId, request) : this.db.transaction((m) => this.record(m, kind, orderId, request));
  }

  private async record(
    m: EntityManager,
    kind: 'credit-note' | 'debit-note',
    orderId: number,
    request: CorrectionRequest,
  ): Promise<ZatcaDocument | null> {
    const [{ started }] = await sqlRows<{ started: Date | null }>(m, `SELECT min("activatedAt") AS started FROM zatca_egs_units`);
    if (!started && kind === 'debit-note') return null;
    const order = await loadOrderForDocument(m, orderId, true);
    if (!order) throw new NotFoundError('order.notFound');
    if (!order.invoiceNumber || !order.invoicedAt) throw new ConflictError('zatca.notInvoiced');
    const { reason, ...what } = request;
    let total: number;
    try {
      total = correctionFigures(order, what).total;
    } catch (error) {
      if (error instanceof CreditRequestError) throw new BadInputError('zatca.correctionInvalid');
      throw error;
    }
    if (kind === 'credit-note') {
      const [{ credited }] = await sqlRows<{ credited: number }>(
        m,
        `SELECT coalesce(sum(total), 0)::float AS credited FROM zatca_documents WHERE "orderId" = $1 AND kind = 'credit-note'`,
        [orderId],
      );
      if (toHalalas(credited) + total > toHalalas(order.total))
        throw new ConflictError('zatca.creditExceeds', { total: order.total.toFixed(2) });
    }
    if (!started) return this.phase1Note(m, order, what, reason, total);
    // the invoice comes first in the chain, even if the sweep has not marked it due yet
    if (order.invoicedAt >= new Date(started))
      await m.query(
        `INSERT INTO zatca_documents ("orderId", kind, status, total) VALUES ($1, 'invoice', 'pending', $2) ON CONFLICT DO NOTHING`,
        [orderId, order.total],
      );
    const repo = m.getRepository(ZatcaDocument);
    const note = await repo.save(
      repo.create({
        orderId,
        kind,
        status: 'pending',
        request: what,
        reason,
        billingReference: order.invoiceNumber,
        total: total / 100,
        signAttempts: 0,
        reportAttempts: 0,
        messages: [],
      }),
    );
    await this.events.publish('correction.issued', { orderId }, m);
    return note;
  }

  /** A phase-1 credit note: the next number of the gap-free counter (locked until commit), issued now. */
  private async phase1Note(m: EntityManager, order: InvoicedOrder, request: CreditRequest, reason: string, total: number) {
    const [{ value }] = await updateReturning<{ value: number }>(
      m,
      `UPDATE credit_note_counter SET value = value + 1 WHERE id = 1 RETURNING value`,
    );
    const repo = m.getRepository(ZatcaDocument);
    return repo.save(
      repo.create({
        orderId: order.id,
        kind: 'credit-note',
        status: 'phase-1',
        request,
        reason,
        billingReference: order.invoiceNumber,
        number: phase1CreditNoteNumber(value),
        issuedAt: new Date(),
        total: total / 100,
        signAttempts: 0,
        reportAttempts: 0,
        messages: [],
      }),
    );
  }
}

/** CN-000001: a phase-1 credit note's number (phase-2 notes are CN-<unit>-<ICV>). */
export const phase1CreditNoteNumber = (n: number) => `CN-${String(n).padStart(6, '0')}`;

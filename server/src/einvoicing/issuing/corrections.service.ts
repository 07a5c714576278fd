import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toHalalas } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { BadInputError, ConflictError, NotFoundError } from '../../common/domain-errors.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { correctionFigures, CreditRequestError } from '../documents/from-order.js';
import { loadOrderForDocument } from './document-source.js';
import { PROCESS_JOB } from './einvoicing-job.js';
import { ZatcaDocument } from './zatca-document.entity.js';
import { sqlRows } from '../../database/sql-rows.js';

export type CorrectionRequest = ({ amount: number } | { lines: { itemId: number; quantity: number }[] } | { whole: true }) & {
  reason: string;
};

/**
 * Credit notes (381) and debit notes (383) against an order's invoice. Refunds, rejections and
 * returns call `issueCreditNote` (inside their transaction when they have one): the note is
 * recorded as due and signed, chained and reported in the background like every document.
 * Nothing is recorded before the shop has onboarded with ZATCA (phase-1 invoices have no XML).
 */
@Injectable()
export class CorrectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
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
    if (!started) return null;
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
    await this.jobs.send(PROCESS_JOB.name, {}, { manager: m, singletonKey: PROCESS_JOB.name });
    return note;
  }
}

import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows.js';
import { DomainEvents } from '../../events/domain-events.js';
import { JobQueue, type JobKind } from '../../jobs/job-queue.js';
import { DocumentReporter } from './document-reporter.service.js';
import { DocumentSigner } from './document-signer.service.js';

/** The subscriber name of e-invoicing's pass on the events that make documents due. */
export const EINVOICING_PASS = 'einvoicing.process';

/** A pass when ZATCA asked to wait: one at a time, at the earliest document's retry time. */
const RETRY_JOB: JobKind = { name: 'zatca.retry', attempts: 3, firstDelaySeconds: 60, maxDelaySeconds: 600, timeoutSeconds: 600, policy: 'short' };

/**
 * Hooks e-invoicing to the domain events (issue 27, DESIGN.md §8): an invoice number issued or a note
 * recorded asks for one pass (coalesced: a burst of orders is one pass) that records due invoices,
 * signs due documents in the chain and reports signed ones. ZATCA down: the pass leaves documents
 * with their retry time, and a delayed pass comes back for the earliest of them. No minute sweep.
 */
@Injectable()
export class EInvoicingJob implements OnModuleInit {
  private readonly logger = new Logger('ZATCA');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly events: DomainEvents,
    private readonly signer: DocumentSigner,
    private readonly reporter: DocumentReporter,
  ) {}

  async onModuleInit(): Promise<void> {
    this.events.coalesce(['invoice.issued', 'correction.issued'], EINVOICING_PASS, () => this.process());
    await this.jobs.work(RETRY_JOB, () => this.process());
  }

  /** Record due invoices → sign due documents → report signed ones → come back for what must wait. */
  async process(): Promise<void> {
    const due = await this.signer.recordDueInvoices();
    const signed = await this.signer.signPending();
    const round = await this.reporter.reportDue();
    if (due || signed || round.reported || round.rejected || round.postponed)
      this.logger.log(
        `ZATCA: ${due} due, ${signed} signed, ${round.reported} reported, ${round.rejected} rejected, ${round.postponed} postponed`,
      );
    await this.comeBackForWaiting();
  }

  private async comeBackForWaiting(): Promise<void> {
    const [next] = await sqlRows<{ at: Date | null }>(
      this.db,
      `SELECT min("nextReportAt") AS at FROM zatca_documents WHERE status = 'signed' AND "nextReportAt" IS NOT NULL`,
    );
    if (next?.at) await this.jobs.send(RETRY_JOB.name, {}, { startAfter: next.at, singletonKey: RETRY_JOB.name });
  }
}

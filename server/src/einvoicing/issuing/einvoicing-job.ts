import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue, type JobKind } from '../../jobs/job-queue.js';
import { DocumentReporter } from './document-reporter.service.js';
import { DocumentSigner } from './document-signer.service.js';

/** One pass of e-invoicing work; a failure is retried by the queue with back-off. */
export const PROCESS_JOB: JobKind = {
  name: 'zatca.process',
  attempts: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 600,
  timeoutSeconds: 600,
};
/** The sweep that finds newly invoiced orders: every minute, one instance per tick. */
const SWEEP_JOB: JobKind = { name: 'zatca.sweep', attempts: 1, firstDelaySeconds: 60, maxDelaySeconds: 60, timeoutSeconds: 600 };

/**
 * Hooks e-invoicing to the job queue (DESIGN.md §8): every minute, and at once when a note is
 * issued, due invoices are recorded, due documents signed in the chain, signed ones reported.
 */
@Injectable()
export class EInvoicingJob implements OnModuleInit {
  private readonly logger = new Logger('ZATCA');

  constructor(
    private readonly jobs: JobQueue,
    private readonly signer: DocumentSigner,
    private readonly reporter: DocumentReporter,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work(PROCESS_JOB, () => this.process());
    await this.jobs.every(SWEEP_JOB, '* * * * *', () => this.process());
  }

  /** Record due invoices → sign due documents → report signed ones. */
  async process(): Promise<void> {
    const due = await this.signer.recordDueInvoices();
    const signed = await this.signer.signPending();
    const round = await this.reporter.reportDue();
    if (due || signed || round.reported || round.rejected || round.postponed)
      this.logger.log(
        `ZATCA: ${due} due, ${signed} signed, ${round.reported} reported, ${round.rejected} rejected, ${round.postponed} postponed`,
      );
  }
}

import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager, Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { JobQueue, type JobContext, type JobKind } from '../jobs/job-queue.js';
import type { RenderedMail } from './layout.js';
import { OutboxMail } from './outbox.entity.js';
import { insertEntities } from '../database/entity-insert.js';

/** 12 attempts with doubling back-off capped at an hour: an SMTP outage of several hours loses no mail. */
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_SECONDS = 3_600;
/** One delivery attempt cannot take longer than this (nodemailer timeouts), well inside the job's timeout. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const DELIVERY_TIMEOUT_SECONDS = 120;

interface DeliverMail {
  outboxId: number;
}

/**
 * Writes every mail to the outbox (in the caller's transaction when given) and, when SMTP_URL is
 * set, queues its delivery as a job in the same transaction: the mail goes out right after the
 * commit, from whichever instance claims it, and is retried with doubling back-off (first step
 * MAIL_RETRY_MS) while SMTP is down. No request ever waits for SMTP.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly kind: JobKind;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    private readonly jobs: JobQueue,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS } as never) : null;
    this.kind = {
      name: 'mail.deliver',
      attempts: MAX_ATTEMPTS,
      firstDelaySeconds: Math.max(1, Math.round(config.mailRetryMs / 1000)),
      maxDelaySeconds: MAX_BACKOFF_SECONDS,
      timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
    };
  }

  async onModuleInit(): Promise<void> {
    if (this.transport) await this.jobs.work<DeliverMail>(this.kind, (data, job) => this.attempt(data.outboxId, job));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  /** Queues a mail; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(to: string, template: string, mail: RenderedMail, manager?: EntityManager): Promise<OutboxMail> {
    const [row] = await insertEntities(manager ?? this.outbox.manager, OutboxMail, [
      this.outbox.create({
        to,
        template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // without SMTP the outbox is the delivery (a demo reads its reset code there): nothing to mask later
        maskedText: this.transport ? (mail.masked?.text ?? null) : null,
        maskedHtml: this.transport ? (mail.masked?.html ?? null) : null,
        status: this.transport ? 'pending' : 'kept',
      }),
    ]);
    if (this.transport) await this.jobs.send<DeliverMail>(this.kind.name, { outboxId: row.id }, { manager });
    else this.logger.log(`mail kept in outbox (no SMTP_URL): #${row.id} "${template}" to ${to}`);
    return row;
  }

  /** One delivery attempt; a failure is recorded on the row and thrown, so the queue retries it. */
  private async attempt(outboxId: number, job: JobContext): Promise<void> {
    const row = await this.outbox.findOne({ where: { id: outboxId } });
    if (!row || row.status !== 'pending' || !this.transport) return;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await this.outbox.update(row.id, { status: 'sent', sentAt: new Date(), attempts: job.attempt, lastError: null, ...masked(row) });
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      const status = job.isLastAttempt ? 'failed' : 'pending';
      await this.outbox.update(row.id, { status, attempts: job.attempt, lastError: message, ...(status === 'failed' ? masked(row) : {}) });
      this.logger.warn(`mail #${row.id} not delivered (attempt ${job.attempt}): ${message}`);
      throw error;
    }
  }
}

/** Once a mail has left the outbox (sent, or given up) its secret is no longer readable there. */
function masked(row: OutboxMail): Partial<OutboxMail> {
  if (row.maskedText === null || row.maskedHtml === null) return {};
  return { text: row.maskedText, html: row.maskedHtml, maskedText: null, maskedHtml: null };
}

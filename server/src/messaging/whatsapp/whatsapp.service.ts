import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { maskMobile, type WhatsAppTemplate } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { JobQueue, type JobContext, type JobKind } from '../../jobs/job-queue.js';
import { MessagingAccounts } from '../messaging-accounts.service.js';
import { WhatsAppCloudProvider, WhatsAppRejectedError } from './whatsapp-cloud.provider.js';
import { WhatsAppOutbox } from './whatsapp-outbox.entity.js';

export interface QueuedWhatsApp {
  to: string;
  template: WhatsAppTemplate;
  language: 'ar' | 'en';
  parameters: string[];
  orderId?: number | null;
  userId?: number | null;
}

/** A status Meta reported for one of our messages (webhook `statuses[]`). */
export interface ReportedStatus {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

interface DeliverWhatsApp {
  outboxId: number;
}

/** A status only moves forward (Meta's webhooks may arrive out of order); failed is final. */
const RANK_SQL = `CASE status WHEN 'pending' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;
const RANK: Record<ReportedStatus['status'], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * WhatsApp template messages through the job queue, like mail and SMS: the row (in the caller's
 * transaction) and its `whatsapp.deliver` job commit together; the job sends it through the
 * Cloud API and retries with doubling back-off while Meta is unreachable or rate-limits; a
 * refusal (unknown template, number not on WhatsApp…) is final. Meta's status webhooks then move
 * it to delivered, read or failed. Without an account set up, messages are kept in the table.
 */
@Injectable()
export class WhatsAppService implements OnModuleInit {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    @InjectRepository(WhatsAppOutbox) private readonly outbox: Repository<WhatsAppOutbox>,
    private readonly jobs: JobQueue,
    private readonly accounts: MessagingAccounts,
  ) {}

  private kind(retrySeconds: number): JobKind {
    return { name: 'whatsapp.deliver', attempts: 8, firstDelaySeconds: retrySeconds, maxDelaySeconds: 900, timeoutSeconds: 60 };
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.work<DeliverWhatsApp>(this.kind(this.accounts.whatsappRetrySeconds), (data, job) => this.attempt(data.outboxId, job));
  }

  /** Queues a message; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(message: QueuedWhatsApp, manager?: EntityManager): Promise<WhatsAppOutbox> {
    const account = await this.accounts.whatsapp(manager);
    const repo = manager ? manager.getRepository(WhatsAppOutbox) : this.outbox;
    const row = await repo.save(
      repo.create({
        ...message,
        orderId: message.orderId ?? null,
        userId: message.userId ?? null,
        templateName: account.templates[message.template],
        status: account.ready ? 'pending' : 'kept',
      }),
    );
    if (account.ready) await this.jobs.send<DeliverWhatsApp>('whatsapp.deliver', { outboxId: row.id }, { manager });
    else this.logger.log(`WhatsApp message kept (no WhatsApp account): #${row.id} "${message.template}" to ${maskMobile(message.to)}`);
    return row;
  }

  /** One delivery attempt: a transient failure is recorded and thrown (the queue retries); a refusal is final. */
  private async attempt(outboxId: number, job: JobContext): Promise<void> {
    const row = await this.outbox.findOne({ where: { id: outboxId } });
    if (!row || row.status !== 'pending') return;
    try {
      const account = await this.accounts.whatsapp();
      if (!account.ready) throw new Error('WhatsApp is not set up (phone number id, access token)');
      const { providerMessageId } = await new WhatsAppCloudProvider(account).send({
        to: row.to,
        name: row.templateName,
        language: row.language,
        parameters: row.parameters,
      });
      await this.outbox.query(
        `UPDATE whatsapp_outbox SET status = 'sent', "sentAt" = now(), attempts = $2, "lastError" = NULL, "providerMessageId" = $3
         WHERE id = $1 AND status = 'pending'`,
        [row.id, job.attempt, providerMessageId],
      );
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      const final = error instanceof WhatsAppRejectedError || job.isLastAttempt;
      await this.outbox.update(row.id, { status: final ? 'failed' : 'pending', attempts: job.attempt, lastError: message });
      this.logger.warn(`WhatsApp message #${row.id} not delivered (attempt ${job.attempt}): ${message}`);
      if (!final) throw error;
    }
  }

  /** Applies Meta's reported statuses; unknown message ids and stale reports change nothing. Answers how many rows moved. */
  async applyStatuses(reports: ReportedStatus[]): Promise<number> {
    let moved = 0;
    for (const r of reports) {
      const rows: unknown[] = await this.outbox.query(
        `UPDATE whatsapp_outbox SET status = $2, "statusAt" = $3, "lastError" = coalesce($4, "lastError")
         WHERE "providerMessageId" = $1 AND ${RANK_SQL} < $5 RETURNING id`,
        [r.providerMessageId, r.status, r.at, r.error, RANK[r.status]],
      );
      moved += (rows[0] as unknown[] | undefined)?.length ?? rows.length;
    }
    return moved;
  }
}

import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGE_CHANNELS, type MessageChannel, type MessageStatus } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { insertEntities } from '../../database/entity-insert.js';
import { updateReturning } from '../../database/sql-rows.js';
import { JobQueue, type JobContext, type JobKind } from '../../jobs/job-queue.js';
import { MessageRejectedError, type ChannelAdapter } from './channel.js';
import { Message } from './message.entity.js';

/** What a channel's front (MailService, SmsService, WhatsAppService) writes; the outbox fills in the rest. */
export type NewMessage = Pick<Message, 'channel' | 'recipient' | 'template' | 'status'> &
  Partial<Omit<Message, 'id' | 'channel' | 'recipient' | 'template' | 'status' | 'attempts' | 'createdAt'>>;

/** A status a provider reported later for one of its messages (WhatsApp's webhooks). */
export interface ReportedStatus {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

interface DeliverMessage {
  messageId: number;
  channel: MessageChannel;
  /** attempts an earlier job made (a message queued again): the row keeps counting from there */
  earlier?: number;
}

/**
 * The one delivery job: every message's job carries its channel's retries (MailChannel,
 * SmsChannel, WhatsAppChannel); these are only the queue's defaults. Its waiting jobs are reported
 * per channel, as `job:mail.deliver`, `job:sms.deliver` and `job:whatsapp.deliver`.
 */
const DELIVER: JobKind = {
  name: 'message.deliver',
  attempts: 8,
  firstDelaySeconds: 10,
  maxDelaySeconds: 900,
  timeoutSeconds: 120,
  depthBy: { field: 'channel', values: MESSAGE_CHANNELS, name: (channel) => `${channel}.deliver` },
};

/** Once a message left (sent, or given up) its secret is no longer readable here: the masked text takes its place. */
const LEFT: QueryDeepPartialEntity<Message> = {
  body: () => 'coalesce("maskedBody", body)',
  html: () => 'coalesce("maskedHtml", html)',
  maskedBody: null,
  maskedHtml: null,
  sealedBody: null,
};

/** A reported status only moves a message forward (webhooks may arrive out of order); failed is final. */
const RANK_SQL = `CASE status WHEN 'pending' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 4 END`;
const RANK: Record<ReportedStatus['status'], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * The one outbox (issue 27 §4) for mail, SMS and WhatsApp: a message is a `messages` row written
 * in the caller's transaction with its `message.deliver` job, so it exists (and goes out) exactly
 * when the caller commits. The job sends it through its channel's adapter from whichever instance
 * claims it, retried with doubling back-off per channel; a provider's refusal is final. This is the
 * one place that records attempts, the last error, the provider's id and the status.
 */
@Injectable()
export class Outbox implements OnModuleInit {
  private readonly logger = new Logger('Outbox');
  private readonly channels = new Map<MessageChannel, ChannelAdapter>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** A channel's adapter, registered by the module that owns it (in its constructor: before any job runs). */
  register(adapter: ChannelAdapter): void {
    this.channels.set(adapter.channel, adapter);
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.work<DeliverMessage>(DELIVER, (data, job) => this.attempt(data.messageId, job, data.earlier ?? 0));
    await this.requeueStranded();
  }

  /**
   * Writes a message and, when it is `pending`, queues its delivery in the same transaction (the
   * caller's when given). Answers the row as written.
   */
  async add(message: NewMessage, manager?: EntityManager): Promise<Message> {
    if (!manager) return this.db.transaction((m) => this.add(message, m));
    const [row] = await insertEntities(manager, Message, [manager.create(Message, message)]);
    if (row.status === 'pending') await this.queue(row, manager);
    return row;
  }

  /** Applies statuses a provider reported; unknown ids and stale reports change nothing. Answers how many messages moved. */
  async advance(channel: MessageChannel, reports: ReportedStatus[]): Promise<number> {
    let moved = 0;
    for (const r of reports) {
      const rows = await updateReturning(
        this.db,
        `UPDATE messages SET status = $3, "statusAt" = $4, "lastError" = coalesce($5, "lastError")
         WHERE channel = $1 AND "providerMessageId" = $2 AND ${RANK_SQL} < $6 RETURNING id`,
        [channel, r.providerMessageId, r.status, r.at, r.error, RANK[r.status]],
      );
      moved += rows.length;
    }
    return moved;
  }

  private async queue(row: Pick<Message, 'id' | 'channel' | 'attempts'>, manager: EntityManager): Promise<void> {
    const adapter = this.channels.get(row.channel);
    if (!adapter) throw new Error(`no ${row.channel} channel is registered with the outbox`);
    const data: DeliverMessage = { messageId: row.id, channel: row.channel, ...(row.attempts ? { earlier: row.attempts } : {}) };
    await this.jobs.send(DELIVER.name, data, { manager, retry: adapter.retry });
  }

  /** One delivery attempt: a transient failure is recorded and thrown (the queue retries); a refusal or the last attempt is final. */
  private async attempt(id: number, job: JobContext, earlier: number): Promise<void> {
    const repo = this.db.getRepository(Message);
    const row = await repo.createQueryBuilder('m').addSelect('m.sealedBody').where('m.id = :id', { id }).getOne();
    if (!row || row.status !== 'pending') return;
    const still = { id, status: 'pending' as MessageStatus };
    const attempts = earlier + job.attempt;
    try {
      const adapter = this.channels.get(row.channel);
      if (!adapter) throw new Error(`no ${row.channel} channel is registered with the outbox`);
      const { providerMessageId } = await adapter.deliver(row);
      await repo.update(still, { ...LEFT, status: 'sent', sentAt: new Date(), attempts, lastError: null, providerMessageId });
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      const final = error instanceof MessageRejectedError || job.isLastAttempt;
      await repo.update(still, { ...(final ? LEFT : {}), status: final ? 'failed' : 'pending', attempts, lastError: message });
      this.logger.warn(`${row.channel} message #${row.id} not delivered (attempt ${attempts}): ${message}`);
      if (!final) throw error;
    }
  }

  /**
   * Queues again every pending message whose job is gone (the rows moved in from the three old
   * outboxes, whose jobs named their old ids; a job the queue gave up on by timeout). One instance
   * at a time, so two starting together queue each message once.
   */
  private async requeueStranded(): Promise<void> {
    const requeued = await this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('messages.requeue'))`);
      const live = new Set((await this.jobs.unfinished<DeliverMessage>(DELIVER.name, m)).map((d) => d.messageId));
      const pending = await m
        .getRepository(Message)
        .find({ where: { status: 'pending' }, select: { id: true, channel: true, attempts: true } });
      const stranded = pending.filter((row) => !live.has(row.id) && this.channels.has(row.channel));
      for (const row of stranded) await this.queue(row, m);
      return stranded.length;
    });
    if (requeued) this.logger.log(`queued ${requeued} waiting message(s) again`);
  }
}

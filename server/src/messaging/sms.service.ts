import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { maskMobile } from '@ward/shared';
import type { EntityManager, Repository } from 'typeorm';
import { SecretBox } from '../common/secret-box.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { JobQueue, type JobContext, type JobKind } from '../jobs/job-queue.js';
import { SmsOutbox } from './sms-outbox.entity.js';
import { MessagingAccounts } from './messaging-accounts.service.js';
import { SmsRejectedError, type SmsProvider } from './sms-provider.js';
import { TextingBudget } from './texting-budget.js';
import { UnifonicProvider } from './unifonic.provider.js';

/** A message and the same text with its secret masked (what the back office may see). */
export interface RenderedSms {
  text: string;
  masked: string;
}

interface DeliverSms {
  outboxId: number;
}

const SEAL_CONTEXT = 'sms_outbox.body';

/**
 * Text messages through the job queue, like mail: the row (in the caller's transaction) and its
 * `sms.deliver` job commit together; the job sends it through the provider from whichever
 * instance claims it and retries with doubling back-off while the provider is unreachable. A
 * refusal by the provider (bad number…) is final. Until delivery the text is sealed with
 * DATA_KEY; afterwards only the masked preview remains. Without a provider (no Unifonic app SID
 * in the back office or UNIFONIC_APP_SID) messages are kept readable in `sms_outbox` and logged,
 * so a demo can sign in.
 */
@Injectable()
export class SmsService implements OnModuleInit {
  private readonly logger = new Logger('Sms');
  private readonly box: SecretBox;
  private readonly kind: JobKind;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    @InjectRepository(SmsOutbox) private readonly outbox: Repository<SmsOutbox>,
    private readonly jobs: JobQueue,
    private readonly accounts: MessagingAccounts,
    private readonly budget: TextingBudget,
  ) {
    this.box = new SecretBox(config.dataKey);
    this.kind = {
      name: 'sms.deliver',
      attempts: 8,
      firstDelaySeconds: config.sms?.retrySeconds ?? 10,
      maxDelaySeconds: 600,
      timeoutSeconds: 60,
    };
  }

  /** The provider in effect now (the back office's account over the environment's), or null. */
  private async provider(manager?: EntityManager): Promise<SmsProvider | null> {
    const account = await this.accounts.sms(manager);
    return account ? new UnifonicProvider(account) : null;
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.work<DeliverSms>(this.kind, (data, job) => this.attempt(data.outboxId, job));
  }

  /** Queues a message; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(to: string, template: string, sms: RenderedSms, manager?: EntityManager): Promise<SmsOutbox> {
    const repo = manager ? manager.getRepository(SmsOutbox) : this.outbox;
    const refusal = await this.budget.take(to, manager);
    if (refusal) {
      // over the texting budget: recorded (the code masked), never sent; the caller decides what else to do
      this.logger.warn(`text message "${template}" to ${maskMobile(to)} refused: texting budget (${refusal}) spent`);
      return repo.save(
        repo.create({ to, template, preview: sms.masked, sealedBody: null, status: 'refused', lastError: `budget:${refusal}` }),
      );
    }
    const provider = await this.provider(manager);
    const row = await repo.save(
      repo.create({
        to,
        template,
        preview: provider ? sms.masked : sms.text,
        sealedBody: provider ? this.box.seal(sms.text, SEAL_CONTEXT) : null,
        status: provider ? 'pending' : 'kept',
      }),
    );
    if (provider) await this.jobs.send<DeliverSms>(this.kind.name, { outboxId: row.id }, { manager });
    else this.logger.log(`text message kept in sms_outbox (no SMS provider): #${row.id} "${template}" to ${maskMobile(to)}`);
    return row;
  }

  /** One delivery attempt: a transient failure is recorded and thrown (the queue retries); a refusal is final. */
  private async attempt(outboxId: number, job: JobContext): Promise<void> {
    const row = await this.outbox.findOne({ where: { id: outboxId }, select: { id: true, to: true, status: true, sealedBody: true } });
    if (!row || row.status !== 'pending' || !row.sealedBody) return;
    try {
      const provider = await this.provider();
      if (!provider) throw new Error('SMS is not set up (Unifonic app SID)');
      const text = this.box.open(row.sealedBody, SEAL_CONTEXT);
      const { providerMessageId } = await provider.send(row.to, text, `sms-${row.id}`);
      await this.outbox.update(row.id, {
        status: 'sent',
        sentAt: new Date(),
        attempts: job.attempt,
        lastError: null,
        providerMessageId,
        sealedBody: null,
      });
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      const final = error instanceof SmsRejectedError || job.isLastAttempt;
      await this.outbox.update(row.id, {
        status: final ? 'failed' : 'pending',
        attempts: job.attempt,
        lastError: message,
        ...(final ? { sealedBody: null } : {}),
      });
      this.logger.warn(`text message #${row.id} not delivered (attempt ${job.attempt}): ${message}`);
      if (!final) throw error;
    }
  }
}

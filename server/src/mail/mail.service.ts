import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { LessThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { RenderedMail } from './layout.js';
import { OutboxMail } from './outbox.entity.js';

const MAX_ATTEMPTS = 8;
const RETRY_INTERVAL_MS = 15_000;

/**
 * Writes every mail to the outbox (in the caller's transaction when given), then delivers it
 * through SMTP when SMTP_URL is set. Failed deliveries are retried with back-off by a timer, so
 * an SMTP outage never fails an order or a reset.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(WARD_CONFIG) private readonly config: WardConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  onModuleInit(): void {
    if (this.transport && this.config.jobs) {
      this.timer = setInterval(() => void this.retryPending().catch(() => undefined), RETRY_INTERVAL_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.transport?.close();
  }

  /** Queues a mail; delivery happens after the caller's transaction (if any) commits. */
  async send(to: string, template: string, mail: RenderedMail, manager?: EntityManager): Promise<OutboxMail> {
    const repo = manager ? manager.getRepository(OutboxMail) : this.outbox;
    const row = await repo.save(
      repo.create({ to, template, subject: mail.subject, text: mail.text, html: mail.html, status: this.transport ? 'pending' : 'kept' }),
    );
    if (!this.transport) {
      this.logger.log(`mail kept in outbox (no SMTP_URL): #${row.id} "${template}" to ${to}`);
    } else if (!manager) {
      await this.deliver(row);
    }
    return row;
  }

  /** Sends one outbox row now; on failure schedules a retry. */
  async deliver(row: OutboxMail): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await this.outbox.update(row.id, { status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min(2 ** attempts * 5_000, 3_600_000);
      await this.outbox.update(row.id, {
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts,
        lastError: String((error as Error).message).slice(0, 500),
        nextAttemptAt: new Date(Date.now() + delay),
      });
      this.logger.warn(`mail #${row.id} not delivered (attempt ${attempts}): ${(error as Error).message}`);
      return false;
    }
  }

  /** Delivers every pending mail that is due; returns how many were sent. */
  async retryPending(now = new Date()): Promise<number> {
    const due = await this.outbox.find({ where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) }, order: { id: 'ASC' }, take: 50 });
    let sent = 0;
    for (const row of due) if (await this.deliver(row)) sent++;
    return sent;
  }
}

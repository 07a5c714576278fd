import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager, Repository } from 'typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { RenderedMail } from './layout.js';
import { OutboxMail } from './outbox.entity.js';

/** 12 attempts with doubling back-off capped at an hour: an SMTP outage of several hours loses no mail. */
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 3_600_000;
/** A request waits this long for its mail to go out; a slow or hanging SMTP server never holds an order or a reset longer. */
const INLINE_WAIT_MS = 2_000;
/** One delivery attempt cannot take longer than this (nodemailer timeouts below)… */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** …so a row claimed for this long is never sent twice, by this instance or another one sharing the database. */
const LEASE_SECONDS = 120;

/**
 * Writes every mail to the outbox (in the caller's transaction when given), then delivers it
 * through SMTP when SMTP_URL is set. Failed deliveries are retried with back-off by a timer
 * (every MAIL_RETRY_MS, default 15 s), so an SMTP outage never fails an order or a reset. Rows
 * are claimed with a lease before each attempt, so several instances never send one mail twice.
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
    this.transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS } as never) : null;
  }

  onModuleInit(): void {
    if (this.transport && this.config.jobs) {
      this.timer = setInterval(
        () => void this.retryPending().catch((error) => this.logger.warn(`mail retry: ${(error as Error).message}`)),
        this.config.mailRetryMs,
      );
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.transport?.close();
  }

  /**
   * Queues a mail; delivery happens after the caller's transaction (if any) commits: the caller
   * then calls `deliver` (until the lease runs out the retry timer leaves the row to it).
   */
  async send(to: string, template: string, mail: RenderedMail, manager?: EntityManager): Promise<OutboxMail> {
    const repo = manager ? manager.getRepository(OutboxMail) : this.outbox;
    const row = await repo.save(
      repo.create({
        to,
        template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: this.transport ? 'pending' : 'kept',
        ...(this.transport ? { nextAttemptAt: new Date(Date.now() + LEASE_SECONDS * 1000) } : {}),
      }),
    );
    if (!this.transport) {
      this.logger.log(`mail kept in outbox (no SMTP_URL): #${row.id} "${template}" to ${to}`);
    } else if (!manager) {
      await this.deliver(row);
    }
    return row;
  }

  /**
   * Sends a row just queued (and leased) by `send`, waiting at most INLINE_WAIT_MS: true when it
   * went out. A slower attempt carries on in the background; a failed one is left to the timer.
   */
  async deliver(row: OutboxMail): Promise<boolean> {
    if (!this.transport) return false;
    const attempt = this.attempt(row).catch((error) => {
      this.logger.warn(`mail #${row.id}: ${(error as Error).message}`);
      return false;
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), INLINE_WAIT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([attempt, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One delivery attempt of a row this instance holds the lease of; on failure schedules the next. */
  private async attempt(row: OutboxMail): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await this.outbox.update(row.id, { status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min(2 ** (attempts - 1) * this.config.mailRetryMs, MAX_BACKOFF_MS);
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

  /**
   * Delivers pending mails that are due; returns how many were sent. Each row is claimed first
   * (its next attempt moved a lease ahead, skipping rows another instance is claiming), so
   * instances sharing the database never send one mail twice.
   */
  async retryPending(now = new Date()): Promise<number> {
    const claimed: OutboxMail[] = await this.outbox.query(
      `UPDATE mail_outbox SET "nextAttemptAt" = now() + make_interval(secs => $2)
       WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND "nextAttemptAt" <= $1 ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, LEASE_SECONDS],
    );
    // RETURNING comes back as [rows, count] from an UPDATE in TypeORM's postgres driver
    const rows = (Array.isArray(claimed[0]) ? claimed[0] : claimed) as OutboxMail[];
    let sent = 0;
    for (const row of rows.sort((a, b) => a.id - b.id)) if (await this.attempt(row)) sent++;
    return sent;
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { RetryPolicy } from '../jobs/job-queue.js';
import type { ChannelAdapter } from '../messaging/outbox/channel.js';
import type { Message } from '../messaging/outbox/message.entity.js';

/** One delivery attempt cannot take longer than this (nodemailer timeouts), well inside the job's timeout. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Mail through SMTP (SMTP_URL, nodemailer). 12 attempts with doubling back-off from MAIL_RETRY_MS,
 * capped at an hour: an SMTP outage of several hours loses no mail. Every failure is retried.
 */
@Injectable()
export class MailChannel implements ChannelAdapter, OnModuleDestroy {
  readonly channel = 'mail';
  readonly retry: RetryPolicy;
  private readonly transport: Transporter | null;

  constructor(@Inject(WARD_CONFIG) private readonly config: WardConfig) {
    this.transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS } as never) : null;
    this.retry = {
      attempts: 12,
      firstDelaySeconds: Math.max(1, Math.round(config.mailRetryMs / 1000)),
      maxDelaySeconds: 3_600,
      timeoutSeconds: 120,
    };
  }

  /** Without SMTP_URL nothing leaves: mails are kept in the outbox to be read there. */
  get ready(): boolean {
    return this.transport !== null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  async deliver(m: Message): Promise<{ providerMessageId: string | null }> {
    if (!this.transport) throw new Error('SMTP is not set up (SMTP_URL)');
    const info = (await this.transport.sendMail({
      from: this.config.mailFrom,
      to: m.recipient,
      subject: m.subject ?? '',
      text: m.body ?? '',
      html: m.html ?? '',
      // RFC 8058: a mail client's one-click "unsubscribe" posts to the same signed link
      ...(m.listUnsubscribe
        ? { list: { unsubscribe: m.listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    })) as { messageId?: string };
    return { providerMessageId: info.messageId ?? null };
  }
}

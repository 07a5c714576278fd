import { Injectable, Logger } from '@nestjs/common';
import { maskMobile, type WhatsAppTemplate } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import { MessagingAccounts } from '../messaging-accounts.service.js';
import type { Message } from '../outbox/message.entity.js';
import { Outbox, type ReportedStatus } from '../outbox/outbox.service.js';

export interface QueuedWhatsApp {
  to: string;
  template: WhatsAppTemplate;
  language: 'ar' | 'en';
  parameters: string[];
  orderId?: number | null;
  userId?: number | null;
}

/**
 * WhatsApp template messages, in front of the one outbox: the row (in the caller's transaction)
 * and its delivery job commit together; WhatsAppChannel sends it through the Cloud API. Meta's
 * status webhooks then move it to delivered, read or failed. Without an account set up, messages
 * are kept in the outbox.
 */
@Injectable()
export class WhatsAppService {
  private readonly logger = new Logger('WhatsApp');

  constructor(
    private readonly outbox: Outbox,
    private readonly accounts: MessagingAccounts,
  ) {}

  /** Queues a message; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(message: QueuedWhatsApp, manager?: EntityManager): Promise<Message> {
    const account = await this.accounts.whatsapp(manager);
    const row = await this.outbox.add(
      {
        channel: 'whatsapp',
        recipient: message.to,
        template: message.template,
        templateName: account.templates[message.template],
        language: message.language,
        parameters: message.parameters,
        orderId: message.orderId ?? null,
        userId: message.userId ?? null,
        status: account.ready ? 'pending' : 'kept',
      },
      manager,
    );
    if (!account.ready)
      this.logger.log(`WhatsApp message kept (no WhatsApp account): #${row.id} "${message.template}" to ${maskMobile(message.to)}`);
    return row;
  }

  /** Applies Meta's reported statuses; unknown message ids and stale reports change nothing. Answers how many rows moved. */
  applyStatuses(reports: ReportedStatus[]): Promise<number> {
    return this.outbox.advance('whatsapp', reports);
  }
}

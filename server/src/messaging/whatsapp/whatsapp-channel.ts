import { Injectable } from '@nestjs/common';
import type { RetryPolicy } from '../../jobs/job-queue.js';
import { MessagingAccounts } from '../messaging-accounts.service.js';
import type { ChannelAdapter } from '../outbox/channel.js';
import type { Message } from '../outbox/message.entity.js';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider.js';

/**
 * WhatsApp template messages through the Cloud API (the back office's account over the
 * environment's), 8 attempts with doubling back-off from WHATSAPP_RETRY_SECONDS while Meta is
 * unreachable or rate-limits; a refusal (unknown template, number not on WhatsApp…) is final.
 */
@Injectable()
export class WhatsAppChannel implements ChannelAdapter {
  readonly channel = 'whatsapp';
  readonly retry: RetryPolicy;

  constructor(private readonly accounts: MessagingAccounts) {
    this.retry = { attempts: 8, firstDelaySeconds: accounts.whatsappRetrySeconds, maxDelaySeconds: 900, timeoutSeconds: 60 };
  }

  async deliver(m: Message): Promise<{ providerMessageId: string | null }> {
    const account = await this.accounts.whatsapp();
    if (!account.ready) throw new Error('WhatsApp is not set up (phone number id, access token)');
    return new WhatsAppCloudProvider(account).send({
      to: m.recipient,
      name: m.templateName ?? '',
      language: m.language ?? 'ar',
      parameters: m.parameters ?? [],
    });
  }
}

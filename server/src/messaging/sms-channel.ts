import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SecretBox } from '../common/secret-box.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import type { RetryPolicy } from '../jobs/job-queue.js';
import { MessagingAccounts } from './messaging-accounts.service.js';
import type { ChannelAdapter } from './outbox/channel.js';
import type { Message } from './outbox/message.entity.js';
import type { SmsProvider } from './sms-provider.js';
import { UnifonicProvider } from './unifonic.provider.js';

/** What an SMS's text is sealed for (the name of the table it was first kept in: texts sealed then still open). */
const SEAL_CONTEXT = 'sms_outbox.body';

/**
 * Text messages through Unifonic (the back office's account over UNIFONIC_APP_SID), 8 attempts
 * with doubling back-off while the provider is unreachable; a refusal (bad number…) is final. The
 * text waits sealed with DATA_KEY and is opened only to send it.
 */
@Injectable()
export class SmsChannel implements ChannelAdapter {
  readonly channel = 'sms';
  readonly retry: RetryPolicy;
  private readonly box: SecretBox;

  constructor(
    @Inject(WARD_CONFIG) config: WardConfig,
    private readonly accounts: MessagingAccounts,
  ) {
    this.box = new SecretBox(config.dataKey);
    this.retry = { attempts: 8, firstDelaySeconds: config.sms?.retrySeconds ?? 10, maxDelaySeconds: 600, timeoutSeconds: 60 };
  }

  /** The provider in effect now, or null: messages are kept readable in the outbox (demo). */
  async provider(manager?: EntityManager): Promise<SmsProvider | null> {
    const account = await this.accounts.sms(manager);
    return account ? new UnifonicProvider(account) : null;
  }

  seal(text: string): string {
    return this.box.seal(text, SEAL_CONTEXT);
  }

  async deliver(m: Message): Promise<{ providerMessageId: string | null }> {
    // nothing to send: given up already (the outbox drops the sealed text once a message left)
    if (!m.sealedBody) throw new Error('the text is no longer kept');
    const provider = await this.provider();
    if (!provider) throw new Error('SMS is not set up (Unifonic app SID)');
    return provider.send(m.recipient, this.box.open(m.sealedBody, SEAL_CONTEXT), `sms-${m.id}`);
  }
}

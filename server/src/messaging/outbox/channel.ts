import type { MessageChannel } from '@ward/shared';
import type { RetryPolicy } from '../../jobs/job-queue.js';
import type { Message } from './message.entity.js';

/**
 * What the outbox needs of a channel (mail over SMTP, SMS through Unifonic, WhatsApp through the
 * Cloud API): how its deliveries retry, and one delivery attempt. The outbox does the rest (the row,
 * the job, the attempts, the status, masking the secret once the message left).
 */
export interface ChannelAdapter {
  readonly channel: MessageChannel;
  readonly retry: RetryPolicy;
  /**
   * Sends one message and answers the provider's id for it. Throws `MessageRejectedError` when the
   * provider refused it for good (retrying cannot help); any other error is retried.
   */
  deliver(message: Message): Promise<{ providerMessageId: string | null }>;
}

/** The provider refused this message for good (bad number, unknown template…): the outbox marks it failed at once. */
export class MessageRejectedError extends Error {
  constructor(
    readonly code: string | number,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

import { MessageRejectedError } from './outbox/channel.js';

/** Sends one text message; the adapter of a real provider lives beside this file (unifonic.provider.ts). */
export interface SmsProvider {
  readonly name: string;
  /** `to` in E.164; `reference` is ours (the outbox row), echoed back by providers that support it. */
  send(to: string, body: string, reference: string): Promise<{ providerMessageId: string }>;
}

/** The provider refused this message for good (bad number, unknown sender…): retrying cannot help. */
export class SmsRejectedError extends MessageRejectedError {}

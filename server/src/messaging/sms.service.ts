import { Injectable, Logger } from '@nestjs/common';
import { maskMobile } from '@ward/shared';
import type { EntityManager } from 'typeorm';
import type { Message } from './outbox/message.entity.js';
import { Outbox } from './outbox/outbox.service.js';
import { SmsChannel } from './sms-channel.js';
import { TextingBudget } from './texting-budget.js';

/** A message and the same text with its secret masked (what the back office may see). */
export interface RenderedSms {
  text: string;
  masked: string;
}

/**
 * Text messages, in front of the one outbox: each asks the texting budget first (over it: recorded
 * `refused`, never sent); the row (in the caller's transaction) and its delivery job commit
 * together. Until delivery the text is sealed with DATA_KEY; afterwards only the masked preview
 * remains. Without a provider (no Unifonic app SID in the back office or UNIFONIC_APP_SID)
 * messages are kept readable in the outbox and logged, so a demo can sign in.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly outbox: Outbox,
    private readonly channel: SmsChannel,
    private readonly budget: TextingBudget,
  ) {}

  /** Queues a message; with a manager it exists (and goes out) only if the caller's transaction commits. */
  async send(to: string, template: string, sms: RenderedSms, manager?: EntityManager): Promise<Message> {
    const message = { channel: 'sms', recipient: to, template } as const;
    const refusal = await this.budget.take(to, manager);
    if (refusal) {
      // over the texting budget: recorded (the code masked), never sent; the caller decides what else to do
      this.logger.warn(`text message "${template}" to ${maskMobile(to)} refused: texting budget (${refusal}) spent`);
      return this.outbox.add(
        { ...message, body: sms.masked, sealedBody: null, status: 'refused', lastError: `budget:${refusal}` },
        manager,
      );
    }
    const provider = await this.channel.provider(manager);
    const row = await this.outbox.add(
      {
        ...message,
        body: provider ? sms.masked : sms.text,
        sealedBody: provider ? this.channel.seal(sms.text) : null,
        status: provider ? 'pending' : 'kept',
      },
      manager,
    );
    if (!provider) this.logger.log(`text message kept in the outbox (no SMS provider): #${row.id} "${template}" to ${maskMobile(to)}`);
    return row;
  }
}

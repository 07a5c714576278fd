import { Module } from '@nestjs/common';
import { Outbox } from '../messaging/outbox/outbox.service.js';
import { OutboxModule } from '../messaging/outbox/outbox.module.js';
import { MailChannel } from './mail-channel.js';
import { MailService } from './mail.service.js';

/** Mail: its templates (templates.ts), its channel in the one outbox (SMTP), and MailService in front of it. */
@Module({
  imports: [OutboxModule],
  providers: [MailChannel, MailService],
  exports: [MailService],
})
export class MailModule {
  constructor(outbox: Outbox, channel: MailChannel) {
    outbox.register(channel);
  }
}

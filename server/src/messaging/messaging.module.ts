import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminMessagingSettingsController } from './admin-messaging-settings.controller.js';
import { MessagingAccounts } from './messaging-accounts.service.js';
import { MessagingSettingsRecord } from './messaging-settings.entity.js';
import { SmsService } from './sms.service.js';
import { SmsChannel } from './sms-channel.js';
import { Outbox } from './outbox/outbox.service.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { OrderNotices } from './order-notices/order-notices.js';
import { MailModule } from '../mail/mail.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TextingBudget } from './texting-budget.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { Metrics } from '../metrics/metrics.service.js';
import { AdminTextingBudgetController } from './admin-texting-budget.controller.js';
import { WhatsAppNotices } from './whatsapp/whatsapp-notices.js';
import { WhatsAppOptIn, WhatsAppOptInController } from './whatsapp/whatsapp-opt-in.js';
import { WhatsAppChannel } from './whatsapp/whatsapp-channel.js';
import { WhatsAppWebhook } from './whatsapp/whatsapp-webhook.js';
import { WhatsAppService } from './whatsapp/whatsapp.service.js';

/**
 * Messages to shoppers (DESIGN.md §8 `messaging/`): text messages (Unifonic) and WhatsApp order
 * updates (Cloud API), each a channel of the one outbox (outbox/); the accounts from the back office or the environment.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MessagingSettingsRecord]), OutboxModule, RateLimitModule, MetricsModule, MailModule, NotificationsModule],
  controllers: [AdminTextingBudgetController, AdminMessagingSettingsController, WhatsAppOptInController],
  providers: [
    MessagingAccounts,
    SmsChannel,
    SmsService,
    TextingBudget,
    OrderNotices,
    WhatsAppChannel,
    WhatsAppService,
    WhatsAppNotices,
    WhatsAppOptIn,
    WhatsAppWebhook,
  ],
  exports: [SmsService, TextingBudget, WhatsAppService, WhatsAppNotices, WhatsAppOptIn],
})
export class MessagingModule {
  constructor(budget: TextingBudget, metrics: Metrics, outbox: Outbox, sms: SmsChannel, whatsapp: WhatsAppChannel) {
    outbox.register(sms);
    outbox.register(whatsapp);
    metrics.registerCounter(
      'ward_sms_budget_refusals_total',
      'Text messages not sent because the texting budget was spent (hour, day, country)',
      ['reason'],
      () => (['hour', 'day', 'country'] as const).map((reason) => ({ labels: { reason }, value: budget.refusals[reason] })),
    );
  }
}

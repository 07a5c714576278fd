import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ConsentsModule } from '../consents/consents.module.js';
import { SettingsModule } from '../content/settings.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AbandonedCartsReport } from './abandoned-carts-report.service.js';
import { CartLines } from './cart-lines.js';
import { CartReminderJobs } from './cart-reminder-jobs.js';
import { CartReminderLinks } from './cart-reminder-links.js';
import { CartReminderSender } from './cart-reminder-sender.js';
import {
  AdminAbandonedCartsController,
  AdminAbandonedCartsReportController,
  CartReminderLinkController,
} from './cart-reminders.controller.js';
import { CartRemindersService } from './cart-reminders.service.js';
import { CartRestoreService } from './cart-restore.service.js';
import { GuestCartController, MyCartController } from './saved-carts.controller.js';
import { SavedCartsService } from './saved-carts.service.js';

/** Abandoned carts (issue 18 §6): carts kept on the server, one reminder each, restore links, the back office's report. */
@Module({
  imports: [AuthModule, ConsentsModule, SettingsModule, JobsModule, MailModule, MessagingModule, OrdersModule, RateLimitModule],
  controllers: [
    MyCartController,
    GuestCartController,
    CartReminderLinkController,
    AdminAbandonedCartsReportController,
    AdminAbandonedCartsController,
  ],
  providers: [
    CartLines,
    SavedCartsService,
    CartRestoreService,
    CartRemindersService,
    CartReminderSender,
    CartReminderLinks,
    CartReminderJobs,
    AbandonedCartsReport,
  ],
})
export class CartsModule {}

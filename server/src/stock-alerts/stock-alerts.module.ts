import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { StockAlertChannels } from './stock-alert-channels.js';
import { StockAlertJobs } from './stock-alert-jobs.js';
import { StockAlertLinks } from './stock-alert-links.js';
import { AdminStockAlertsController, StockAlertLinkController, StockAlertsController } from './stock-alerts.controller.js';
import { StockAlertsService } from './stock-alerts.service.js';

/** Back in stock (issue 14 §6): requests per product or variant, the email or SMS when stock returns, the back office's counts. */
@Module({
  imports: [AuthModule, CatalogModule, JobsModule, MailModule, MessagingModule, RateLimitModule],
  controllers: [StockAlertsController, StockAlertLinkController, AdminStockAlertsController],
  providers: [StockAlertsService, StockAlertChannels, StockAlertLinks, StockAlertJobs],
})
export class StockAlertsModule {}

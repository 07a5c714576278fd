import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ContentModule } from './content/content.module.js';
import { CouponsModule } from './coupons/coupons.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { WishlistModule } from './wishlist/wishlist.module.js';
import { StockAlertsModule } from './stock-alerts/stock-alerts.module.js';
import { CartsModule } from './carts/carts.module.js';
import { ConsentsModule } from './consents/consents.module.js';
import { EInvoicingModule } from './einvoicing/einvoicing.module.js';
import { EventsModule } from './events/events.module.js';
import { ErrorFilter } from './common/error.filter.js';
import { WARD_CONFIG, type WardConfig } from './config/config.js';
import { typeormOptions } from './database/typeorm-options.js';
import { HealthController } from './health/health.controller.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PromotionsModule } from './promotions/promotions.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReturnsModule } from './returns/returns.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { ShippingModule } from './shipping/shipping.module.js';
import { WalletModule } from './wallet/wallet.module.js';

/** Domain modules, one per aggregate group (DESIGN.md §2). Add new modules here. */
export const domainModules = [
  EventsModule,
  MetricsModule,
  AuditModule,
  AuthModule,
  MailModule,
  RateLimitModule,
  CatalogModule,
  ContentModule,
  NotificationsModule,
  CustomersModule,
  WishlistModule,
  StockAlertsModule,
  CartsModule,
  ConsentsModule,
  ReviewsModule,
  CouponsModule,
  PromotionsModule,
  ShippingModule,
  PaymentsModule,
  OrdersModule,
  ReturnsModule,
  WalletModule,
  InvoicesModule,
  EInvoicingModule,
  ReportsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: WardConfig & { databaseUrl: string }): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [TypeOrmModule.forRoot(typeormOptions(config.databaseUrl)), ...domainModules],
      controllers: [HealthController],
      providers: [
        { provide: WARD_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
      exports: [WARD_CONFIG],
    };
  }
}

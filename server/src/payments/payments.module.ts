import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../content/settings.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment, PaymentEvent, PaymentRefund } from './payment.entity.js';
import { PaymentOrderHooks } from './payment-order-hooks.service.js';
import { PaymentRefunds } from './payment-refunds.service.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestGatewayInvoice } from './providers/test-gateway/test-gateway-invoice.entity.js';
import { TestGatewayCheckout } from './providers/test-gateway/test-gateway-checkout.js';
import { TestGatewayPage } from './providers/test-gateway/test-gateway.page.js';
import { TestGateway } from './providers/test-gateway/test-gateway.js';
import { MoyasarGateway } from './providers/moyasar/moyasar.gateway.js';
import { TabbyGateway } from './providers/tabby/tabby.gateway.js';
import { TamaraGateway } from './providers/tamara/tamara.gateway.js';
import { PayPageService } from './pay-page.service.js';
import { PaymentProviderAccount, PaymentSettingsRecord } from './settings/payment-settings.entity.js';
import { ApplePayAssociation } from './settings/apple-pay-association.js';
import { AdminPaymentProvidersController, AdminPaymentSettingsController } from './settings/payment-settings.controller.js';
import { PaymentRoutes } from './settings/payment-routes.service.js';
import { ProviderAccounts } from './settings/provider-accounts.service.js';
import { WebhooksController } from './webhooks.controller.js';

/**
 * Payments: the gateway interface and its providers (payments/providers/: the built-in test
 * gateway, only when `config.testGateway`, with its hosted page at /pay/…), payment status,
 * verified notifications, reconciliation and expiry on the job queue, and what order moves mean
 * for a payment. Checkout depends on this module, never the other way round (it registers its
 * order consequences by following the `payment.settled` event).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, PaymentEvent, PaymentRefund, TestGatewayInvoice, PaymentProviderAccount, PaymentSettingsRecord]),
    SettingsModule,
    JobsModule,
    MetricsModule,
  ],
  controllers: [PaymentsController, WebhooksController, AdminPaymentProvidersController, AdminPaymentSettingsController],
  providers: [
    TestGateway,
    TestGatewayCheckout,
    TestGatewayPage,
    GatewayRegistry,
    ProviderAccounts,
    PaymentRoutes,
    ApplePayAssociation,
    MoyasarGateway,
    TabbyGateway,
    TamaraGateway,
    PayPageService,
    PaymentSettlement,
    PaymentReconciliation,
    PaymentOrderHooks,
    PaymentRefunds,
    PaymentsService,
  ],
  exports: [
    PaymentsService,
    PaymentSettlement,
    PaymentReconciliation,
    PaymentOrderHooks,
    PaymentRefunds,
    GatewayRegistry,
    ProviderAccounts,
    TestGateway,
  ],
})
export class PaymentsModule {}

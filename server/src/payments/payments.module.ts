import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../content/settings.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { GatewayRegistry } from './gateway-registry.js';
import { Payment, PaymentEvent, PaymentRefund } from './payment.entity.js';
import { PaymentOrderHooks } from './payment-order-hooks.service.js';
import { PaymentReconciliation } from './payment-reconciliation.service.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestGatewayInvoice } from './providers/test-gateway/test-gateway-invoice.entity.js';
import { TestGatewayCheckout } from './providers/test-gateway/test-gateway-checkout.js';
import { TestGatewayPage } from './providers/test-gateway/test-gateway.page.js';
import { TestGateway } from './providers/test-gateway/test-gateway.js';
import { WebhooksController } from './webhooks.controller.js';

/**
 * Payments: the gateway interface and its providers (payments/providers/: the built-in test
 * gateway, only when `config.testGateway`, with its hosted page at /pay/…), payment status,
 * verified notifications, reconciliation and expiry on the job queue, and what order moves mean
 * for a payment. Checkout depends on this module, never the other way round (it registers its
 * order consequences with `PaymentSettlement.onOutcome`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Payment, PaymentEvent, PaymentRefund, TestGatewayInvoice]), SettingsModule, JobsModule],
  controllers: [PaymentsController, WebhooksController],
  providers: [
    TestGateway,
    TestGatewayCheckout,
    TestGatewayPage,
    GatewayRegistry,
    PaymentSettlement,
    PaymentReconciliation,
    PaymentOrderHooks,
    PaymentsService,
  ],
  exports: [PaymentsService, PaymentSettlement, PaymentReconciliation, PaymentOrderHooks, GatewayRegistry, TestGateway],
})
export class PaymentsModule {}

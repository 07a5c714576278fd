import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsModule } from '../metrics/metrics.module.js';
import { PAYMENT_GATEWAY } from './gateway.js';
import { Payment, PaymentEvent } from './payment.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestGatewayInvoice } from './test-gateway/test-gateway-invoice.entity.js';
import { TestGatewayPage } from './test-gateway/test-gateway.page.js';
import { TestGateway } from './test-gateway/test-gateway.js';

/**
 * Payments: the gateway interface with the built-in test gateway (hosted page at /pay/…),
 * payment status, signed notifications and invoice expiry. Checkout depends on this module,
 * never the other way round (it registers its order consequences with `onOutcome`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Payment, PaymentEvent, TestGatewayInvoice]), MetricsModule],
  controllers: [PaymentsController],
  providers: [TestGateway, TestGatewayPage, { provide: PAYMENT_GATEWAY, useExisting: TestGateway }, PaymentsService],
  exports: [PaymentsService, TestGateway, PAYMENT_GATEWAY],
})
export class PaymentsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { SettingsModule } from '../content/settings.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { PAYMENT_GATEWAY } from './gateway.js';
import { NoGateway } from './no-gateway.js';
import { Payment, PaymentEvent } from './payment.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestGatewayInvoice } from './test-gateway/test-gateway-invoice.entity.js';
import { TestGatewayPage } from './test-gateway/test-gateway.page.js';
import { TestGateway } from './test-gateway/test-gateway.js';

/**
 * Payments: the gateway interface with the built-in test gateway (hosted page at /pay/…, only
 * when `config.testGateway`; otherwise no online gateway and cash on delivery only),
 * payment status, signed notifications and invoice expiry. Checkout depends on this module,
 * never the other way round (it registers its order consequences with `onOutcome`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Payment, PaymentEvent, TestGatewayInvoice]), SettingsModule, JobsModule, MetricsModule],
  controllers: [PaymentsController],
  providers: [
    TestGateway,
    TestGatewayPage,
    {
      provide: PAYMENT_GATEWAY,
      inject: [WARD_CONFIG, TestGateway],
      useFactory: (config: WardConfig, test: TestGateway) => (config.testGateway ? test : new NoGateway()),
    },
    PaymentsService,
  ],
  exports: [PaymentsService, TestGateway, PAYMENT_GATEWAY],
})
export class PaymentsModule {}

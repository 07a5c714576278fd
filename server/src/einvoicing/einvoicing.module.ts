import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretBox } from '../common/secret-box.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { SettingsModule } from '../content/settings.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { FatooraGateway } from './fatoora/fatoora-gateway.js';
import { AdminDocumentsController } from './issuing/admin-documents.controller.js';
import { CorrectionsService } from './issuing/corrections.service.js';
import { OrderCorrections } from './issuing/order-corrections.js';
import { OrderPageCreditNotes } from './issuing/order-page-credit-notes.js';
import { DocumentReporter } from './issuing/document-reporter.service.js';
import { DocumentSigner } from './issuing/document-signer.service.js';
import { AdminOrderDocumentsController, OrderDocumentsController } from './issuing/documents.controller.js';
import { DocumentsQuery } from './issuing/documents-query.service.js';
import { EInvoicingJob } from './issuing/einvoicing-job.js';
import { ZatcaDocument } from './issuing/zatca-document.entity.js';
import { EgsUnit } from './onboarding/egs-unit.entity.js';
import { OnboardingController } from './onboarding/onboarding.controller.js';
import { OnboardingService } from './onboarding/onboarding.service.js';

/** ZATCA e-invoicing phase 2: onboarding, signed UBL documents, reporting (issue 16). */
@Module({
  imports: [TypeOrmModule.forFeature([EgsUnit, ZatcaDocument]), SettingsModule, JobsModule, OrdersModule],
  controllers: [OnboardingController, AdminDocumentsController, AdminOrderDocumentsController, OrderDocumentsController],
  providers: [
    { provide: SecretBox, inject: [WARD_CONFIG], useFactory: (config: WardConfig) => new SecretBox(config.dataKey) },
    FatooraGateway,
    OnboardingService,
    DocumentSigner,
    DocumentReporter,
    DocumentsQuery,
    CorrectionsService,
    OrderCorrections,
    OrderPageCreditNotes,
    EInvoicingJob,
  ],
  exports: [OnboardingService, CorrectionsService, DocumentsQuery, EInvoicingJob],
})
export class EInvoicingModule {}

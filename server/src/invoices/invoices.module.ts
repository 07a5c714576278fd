import { Module } from '@nestjs/common';
import { SettingsModule } from '../content/settings.module.js';
import { EInvoicingModule } from '../einvoicing/einvoicing.module.js';
import { AdminInvoicesController, InvoicesController } from './invoices.controller.js';
import { InvoiceService } from './invoice.service.js';

/** The simplified tax invoice of an order: printable A4 and 80 mm receipt with the ZATCA QR code (phase 2 once signed). */
@Module({
  imports: [SettingsModule, EInvoicingModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [InvoiceService],
  exports: [InvoiceService],
})
export class InvoicesModule {}

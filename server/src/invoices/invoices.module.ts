import { Module } from '@nestjs/common';
import { SettingsModule } from '../content/settings.module.js';
import { AdminInvoicesController, InvoicesController } from './invoices.controller.js';
import { InvoiceService } from './invoice.service.js';

/** The simplified tax invoice of an order (printable HTML with the ZATCA QR code). */
@Module({
  imports: [SettingsModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [InvoiceService],
  exports: [InvoiceService],
})
export class InvoicesModule {}

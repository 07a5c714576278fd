import { Module } from '@nestjs/common';
import { SettingsModule } from '../content/settings.module.js';
import { EInvoicingModule } from '../einvoicing/einvoicing.module.js';
import { AdminInvoicesController, InvoicesController } from './invoices.controller.js';
import { InvoiceService } from './invoice.service.js';
import { PackingSlipService } from './packing-slip.service.js';

/** The simplified tax invoice of an order (printable A4 and 80 mm receipt, ZATCA QR code) and its packing slip. */
@Module({
  imports: [SettingsModule, EInvoicingModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [InvoiceService, PackingSlipService],
  exports: [InvoiceService],
})
export class InvoicesModule {}

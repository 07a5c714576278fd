import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { InvoiceService } from './invoice.service.js';
import { PackingSlipService, type SlipPrices } from './packing-slip.service.js';

const sendHtml = (reply: FastifyReply, html: string) =>
  reply.status(200).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(html);
const CreditNoteDocs: MethodDecorator = (target, key, descriptor) => {
  for (const decorate of [
    ApiOperation({
      summary: 'A credit note against the order’s invoice (printable HTML, Arabic first, ZATCA QR: phase 1, or the signed one in phase 2)',
    }),
    ApiProduces('text/html'),
    ApiOkResponse({ description: 'text/html' }),
    ApiResponse({ status: 404, description: 'No such order or note (or another customer’s)' }),
    ApiResponse({ status: 409, description: 'A phase-2 note not signed yet' }),
  ])
    decorate(target, key, descriptor);
};
const formatOf = (format: unknown) => (format === 'receipt' ? 'receipt' : 'a4');
const FormatQuery = ApiQuery({
  name: 'format',
  required: false,
  enum: ['a4', 'receipt'],
  description: 'A4 page (default) or 80 mm receipt',
});

/** `GET /api/orders/{id}/invoice`: the customer's own tax invoice. */
@StorefrontController('orders', 'orders')
@Authenticated('Customer')
export class InvoicesController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get(':id/invoice')
  @ApiOperation({ summary: 'Simplified tax invoice (printable HTML, Arabic first, ZATCA QR code: phase 2 once the e-invoice is signed)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html' })
  @ApiResponse({ status: 404, description: 'No such order, or another customer’s' })
  @ApiResponse({ status: 409, description: 'Not issued yet: the order is not confirmed (waiting for payment, or payment failed)' })
  @FormatQuery
  async invoice(
    @IdParam() id: number,
    @CurrentUser() user: AuthUser,
    @Query('format') format: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendHtml(reply, await this.invoices.render(id, user, formatOf(format)));
  }

  @Get(':id/credit-notes/:noteId')
  @CreditNoteDocs
  async creditNote(@IdParam() id: number, @Param('noteId') noteId: string, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    await sendHtml(reply, await this.invoices.renderCreditNote(id, noteId, user));
  }
}

const pricesOf = (prices: unknown): SlipPrices => (prices === 'show' || prices === 'hide' ? prices : null);

/** `GET /api/admin/orders/{id}/invoice`: any order's tax invoice; `/packing-slip`: what goes into the parcel. */
@AdminController('orders')
export class AdminInvoicesController {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly slips: PackingSlipService,
  ) {}

  @Get(':id/packing-slip')
  @ApiOperation({
    summary: 'The order’s packing slip (printable HTML, Arabic first): items, recipient, gift message and wrap, customer note',
    description: 'Prices follow the customer’s “hide prices” choice unless `prices` says otherwise.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html' })
  @ApiResponse({ status: 404, description: 'No such order' })
  @ApiQuery({ name: 'prices', required: false, enum: ['show', 'hide'], description: 'default: hidden when the customer asked so' })
  async packingSlip(@IdParam() id: number, @Query('prices') prices: unknown, @Res() reply: FastifyReply): Promise<void> {
    await sendHtml(reply, await this.slips.render(id, pricesOf(prices)));
  }

  @Get(':id/invoice')
  @ApiOperation({ summary: 'The order’s simplified tax invoice (printable HTML)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html' })
  @ApiResponse({ status: 404, description: 'No such order' })
  @ApiResponse({ status: 409, description: 'Not issued yet (order not confirmed)' })
  @FormatQuery
  async invoice(
    @IdParam() id: number,
    @CurrentUser() admin: AuthUser,
    @Query('format') format: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendHtml(reply, await this.invoices.render(id, admin, formatOf(format)));
  }

  @Get(':id/credit-notes/:noteId')
  @CreditNoteDocs
  async creditNote(@IdParam() id: number, @Param('noteId') noteId: string, @CurrentUser() admin: AuthUser, @Res() reply: FastifyReply) {
    await sendHtml(reply, await this.invoices.renderCreditNote(id, noteId, admin));
  }
}

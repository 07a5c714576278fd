import { Body, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { creditNoteRequestSchema, type CreditNoteRequest } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../access/auth-user.js';
import { AdminController, Authenticated, CurrentUser, StorefrontController } from '../../access/decorators.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { IdParam } from '../../common/id.pipe.js';
import { ValidBody } from '../../common/validation.js';
import { CorrectionsService } from './corrections.service.js';
import { DocumentsQuery } from './documents-query.service.js';

const sendXml = (reply: FastifyReply, file: { xml: string; fileName: string }) =>
  reply
    .status(200)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .type('application/xml; charset=utf-8')
    .send(file.xml);
const xmlDocs = [
  ApiProduces('application/xml'),
  ApiOkResponse({ description: 'The signed UBL 2.1 XML (attachment)' }),
  ApiResponse({ status: 409, description: 'Not signed yet' }),
];
const apply =
  (...decorators: MethodDecorator[]): MethodDecorator =>
  (t, k, d) =>
    void decorators.forEach((x) => x(t, k, d));

/** Admin: an order's ZATCA documents (status, ZATCA's messages, XML) and credit notes. */
@AdminController('orders')
export class AdminOrderDocumentsController {
  constructor(
    private readonly query: DocumentsQuery,
    private readonly corrections: CorrectionsService,
  ) {}

  @Get(':id/zatca-documents')
  @ApiOperation({ summary: 'The order’s e-invoicing documents: invoice, credit and debit notes, with their reporting status' })
  @ApiOkResponse({
    description:
      '[{ id, kind, status (pending | signed | reported | reported-with-warnings | rejected), number, icv, uuid, issuedAt, total, reason, billingReference, messages[], lastError, reportAttempts, reportedAt, createdAt, hasXml }]',
  })
  documents(@IdParam() id: number) {
    return this.query.forOrder(id);
  }

  @Get(':id/zatca-documents/:docId/xml')
  @ApiOperation({ summary: 'Download one signed document (XML)' })
  @apply(...xmlDocs)
  async xml(@IdParam() id: number, @Param('docId') docId: string, @CurrentUser() admin: AuthUser, @Res() reply: FastifyReply) {
    if (!/^\d{1,18}$/.test(docId)) throw new NotFoundError();
    await sendXml(reply, await this.query.xml({ id: docId, orderId: id }, admin));
  }

  @Post(':id/credit-notes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Issue a credit note (returned lines, an amount, or the whole order) against the order’s invoice' })
  @ValidBody(creditNoteRequestSchema, { lines: [{ itemId: 1, quantity: 1 }], reason: 'Returned by the customer' })
  @ApiResponse({ status: 409, description: 'Not invoiced yet, or the credit notes would exceed the invoice' })
  async creditNote(@IdParam() id: number, @Body() body: CreditNoteRequest) {
    await this.corrections.issueCreditNote(id, body);
    return this.query.forOrder(id);
  }
}

/** The customer's signed invoice XML: `GET /api/orders/{id}/invoice.xml`. */
@StorefrontController('orders', 'orders')
@Authenticated('Customer')
export class OrderDocumentsController {
  constructor(private readonly query: DocumentsQuery) {}

  @Get(':id/e-invoice')
  @ApiOperation({ summary: 'Whether the order’s e-invoice is signed (its XML downloadable) and how it stands with ZATCA' })
  @ApiOkResponse({
    description: 'Envelope with data { status: pending | signed | reported | reported-with-warnings | rejected | null, xml }',
  })
  @ApiResponse({ status: 404, description: 'No such order, or another customer’s' })
  eInvoice(@IdParam() id: number, @CurrentUser() user: AuthUser) {
    return this.query.status(id, user);
  }

  @Get(':id/invoice.xml')
  @ApiOperation({ summary: 'The order’s signed e-invoice (UBL 2.1 XML, as reported to ZATCA)' })
  @apply(...xmlDocs)
  @ApiResponse({ status: 404, description: 'No such order, another customer’s, or no e-invoice' })
  async xml(@IdParam() id: number, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    await sendXml(reply, await this.query.xml({ orderId: id, kind: 'invoice' }, user));
  }
}

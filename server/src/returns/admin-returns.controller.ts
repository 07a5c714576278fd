import { Body, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  inspectReturnSchema,
  rejectReturnSchema,
  RETURN_STATUSES,
  returnRefundSchema,
  returnReportQuerySchema,
  returnSentSchema,
  type InspectReturnInput,
  type RejectReturnInput,
  type ReturnRefund,
  type ReturnReportDto,
  type ReturnReportQuery,
  type ReturnSentInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { NotFoundError } from '../common/domain-errors.js';
import { IdParam } from '../common/id.pipe.js';
import { idValue, ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody, ValidQuery } from '../common/validation.js';
import { readReturn, readReturnList } from './return-reads.js';
import { returnReport } from './return-report.js';
import { ReturnTransitions } from './return-transitions.service.js';

const missing = ApiResponse({ status: 404, description: 'No such return' });
const refused = ApiResponse({ status: 409, description: 'The return is not in the state this action applies to' });
const answer = ApiOkResponse({
  description: 'The return: { id, orderId, orderNumber, status, reason, condition, wish, lines[], refundedAmount… }',
});

const statusFilter = (value: unknown): string[] | null => {
  const wanted = (Array.isArray(value) ? value : value == null ? [] : [value]).map(String);
  return wanted.length ? wanted.filter((s) => (RETURN_STATUSES as readonly string[]).includes(s)) : null;
};

@AdminController('returns')
export class AdminReturnsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly transitions: ReturnTransitions,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List returns (Content-Range), newest first' })
  @ListQueryDocs('status (one or an array), orderId')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await readReturnList(this.db.manager, {
      status: statusFilter(q.filter.status),
      orderId: q.filter.orderId == null ? null : idValue(q.filter.orderId),
      sortOrder: q.sortOrder,
      start: q.start,
      end: q.end,
    });
    return sendList(reply, 'returns', q, items, total);
  }

  @Get('report')
  @ApiOperation({
    summary: 'Return rates per product and per reason',
    description:
      'Of the orders delivered between `from` and `to` (default: the last 30 days): units delivered and asked back (rejected returns left out) per product, ' +
      'the most returned first, flagged at 20% and more than one unit; returns and units per reason.',
  })
  @ValidQuery(returnReportQuerySchema)
  @ApiOkResponse({
    description: '{ from, to, byProduct[{ productId, name, delivered, returned, rate, flagged }], byReason[{ reason, returns, units }] }',
  })
  report(@Query() query: ReturnReportQuery): Promise<ReturnReportDto> {
    return returnReport(this.db.manager, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A return with its lines' })
  @answer
  @missing
  async get(@IdParam() id: number) {
    const found = await readReturn(this.db.manager, id);
    if (!found) throw new NotFoundError('return.notFound');
    return found;
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: requested → approved (the customer is told to send it back)' })
  @answer
  @missing
  @refused
  approve(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'approve', {}, admin);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a reason (sent to the customer): requested → rejected' })
  @ValidBody(rejectReturnSchema, { reason: 'The bottle was opened and used' })
  @answer
  @missing
  @refused
  reject(@IdParam() id: number, @Body() body: RejectReturnInput, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'reject', { reason: body.reason }, admin);
  }

  @Post(':id/transit')
  @HttpCode(200)
  @ApiOperation({ summary: 'The carrier picked the parcel up: approved → inTransit, with its tracking number (the customer is told)' })
  @ValidBody(returnSentSchema, { trackingNumber: 'SMSA-12345678' })
  @answer
  @missing
  @refused
  transit(@IdParam() id: number, @Body() body: ReturnSentInput, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'transit', { trackingNumber: body.trackingNumber }, admin);
  }

  @Post(':id/receive')
  @HttpCode(200)
  @ApiOperation({ summary: 'The parcel arrived: approved or inTransit → received' })
  @answer
  @missing
  @refused
  receive(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'receive', {}, admin);
  }

  @Post(':id/inspect')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Inspected: received → inspected',
    description:
      'Sealed units (not damaged) go back on the shelf through the inventory (`return_restock`); opened or damaged ones are written off, with `writeOffReason` (required then).',
  })
  @ValidBody(inspectReturnSchema, { writeOffReason: 'Opened bottle' })
  @answer
  @missing
  @refused
  @ApiResponse({ status: 400, description: 'Units to write off and no `writeOffReason`' })
  inspect(@IdParam() id: number, @Body() body: InspectReturnInput, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'inspect', { writeOffReason: body.writeOffReason }, admin);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund the returned lines: inspected → refunded',
    description:
      'Through the order’s refund path: the lines’ share of what was paid (coupon included), a credit note, and the money back — ' +
      'through the provider (`means: "provider"`, the default) for an order paid online; for cash on delivery by hand: `bankTransfer` ' +
      'to the customer’s Saudi `iban` or `cash` at a branch, each with its `reference` (the shop gives the money; the refund records it). ' +
      '`wallet` is refused until the wallet exists. The customer is told; the IBAN is answered masked. Units already refunded another way are refused (400).',
  })
  @ValidBody(returnRefundSchema, { means: 'bankTransfer', iban: 'SA03 8000 0000 6080 1016 7519', reference: 'TRF-2026-0042' })
  @answer
  @missing
  @refused
  @ApiResponse({ status: 400, description: 'An IBAN that is not a valid Saudi one, no reference for money given by hand' })
  @ApiResponse({ status: 502, description: 'The provider refused; nothing changed' })
  refund(@IdParam() id: number, @Body() body: ReturnRefund, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'refund', { way: body }, admin);
  }

  @Post(':id/close')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Close without a refund: inspected → closed',
    description: 'For a return settled without money back (a claim written off); its units cannot be asked for again.',
  })
  @answer
  @missing
  @refused
  close(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.transitions.act(id, 'close', {}, admin);
  }
}

import { Body, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  returnRequestSchema,
  returnSentSchema,
  type OrderDto,
  type ReturnDto,
  type ReturnRequestInput,
  type ReturnSentInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { CurrentUser, StorefrontController } from '../access/decorators.js';
import { AuthenticatedOrOrderAccess } from '../auth/order-access.guard.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ValidBody } from '../common/validation.js';
import { LateDeliveryCancel } from './late-delivery.service.js';
import { ReturnRequests } from './return-requests.service.js';

const notTheirs = ApiResponse({ status: 404, description: 'No such order, another customer’s, or outside the guest’s access token' });

@StorefrontController('orders', 'returns')
export class ReturnsController {
  constructor(
    private readonly requests: ReturnRequests,
    private readonly late: LateDeliveryCancel,
  ) {}

  @Post(':id/returns')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'Ask to return units of a delivered order (customer, or guest with `X-Order-Access`)',
    description:
      'Within the settings’ window (default 7 days from delivery); an opened product only when it arrived damaged or wrong (settings); ' +
      'no more units than bought less those refunded or in another open return. Only a refund is offered today (`wish: "refund"`).',
  })
  @ValidBody(returnRequestSchema, { lines: [{ itemId: 1, quantity: 1 }], reason: 'changedMind', condition: 'sealed', wish: 'refund' })
  @ApiCreatedResponse({ description: '`data`: the return, `requested`' })
  @ApiResponse({ status: 400, description: 'An opened product for another reason, more units than can come back, a wish not offered yet' })
  @ApiResponse({ status: 409, description: 'Not delivered yet, or outside the return window' })
  @notTheirs
  async request(
    @IdParam() id: number,
    @Body() body: ReturnRequestInput,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Reply<ReturnDto>> {
    const created = await this.requests.request(id, body, user);
    void reply.status(201);
    return new Reply(created, 'return.requested');
  }

  @Post(':id/returns/:returnId/sent')
  @HttpCode(200)
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'Say an approved return is on its way back, with the carrier’s tracking number (customer, or guest with `X-Order-Access`)',
    description: 'approved → inTransit; the customer is told, the back office sees the tracking number.',
  })
  @ValidBody(returnSentSchema, { trackingNumber: 'SMSA-12345678' })
  @ApiOkResponse({ description: '`data`: the return, `inTransit`' })
  @ApiResponse({ status: 400, description: 'No tracking number, or not one' })
  @ApiResponse({ status: 409, description: 'The return is not approved (not yet, or already further)' })
  @notTheirs
  async sent(
    @IdParam() id: number,
    @IdParam('returnId') returnId: number,
    @Body() body: ReturnSentInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Reply<ReturnDto>> {
    return new Reply(await this.requests.sent(id, returnId, body, user), 'return.sent');
  }

  @Get(':id/returns')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({ summary: 'The order’s returns and where each stands, newest first' })
  @ApiOkResponse({ description: '`data`: returns' })
  @notTheirs
  list(@IdParam() id: number, @CurrentUser() user: AuthUser): Promise<ReturnDto[]> {
    return this.requests.listMine(id, user);
  }

  @Post(':id/late-cancel')
  @HttpCode(200)
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'Cancel an order delivered too late, with a full refund (customer, or guest with `X-Order-Access`)',
    description:
      'Once the order is older than the settings’ `returns.lateDeliveryDays` (default 15) and not delivered (New, InPreparation or OnTheWay): ' +
      'it becomes Rejected through the rejection path (the payment refunded in full, stock and coupon back, a credit note, the customer told).',
  })
  @ApiOkResponse({ description: '`data`: the order, Rejected' })
  @ApiResponse({ status: 409, description: 'Not late yet, or delivered, or already closed' })
  @notTheirs
  async lateCancel(@IdParam() id: number, @CurrentUser() user: AuthUser): Promise<Reply<OrderDto>> {
    const order = await this.late.cancel(id, user);
    // cash on delivery not collected: nothing was paid, so nothing is refunded
    return new Reply(order, order.refundedAmount > 0 ? 'order.lateCancelled' : 'order.lateCancelledUnpaid');
  }
}

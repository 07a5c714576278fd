import { sendEstimatedList } from '../common/estimated-count.js';
import { ORDERS_COUNTED_UP_TO } from './order-list.js';
import { Body, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  refundRequestSchema,
  rejectOrderSchema,
  shipOrderSchema,
  type RefundRequest,
  type RejectOrderInput,
  type ShipOrderInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { OrdersService } from './orders.service.js';
import { OrderRefunds } from './refunds/order-refunds.service.js';

const refused = ApiResponse({ status: 409, description: 'The order is not in a status this action applies to (state machine)' });
const missing = ApiResponse({ status: 404, description: 'No such order' });
const orderAnswer = ApiOkResponse({
  description:
    'The order: { id, orderNumber, status, paymentMethod, paymentId, paymentStatus, couponCode, customer…, items[], subtotal, discount, shipping, codFee, giftWrap, vat, total, address, gift, carrier, trackingNumber, trackingUrl, estimatedDelivery, rejectionReason, invoiceNumber, createdAt, history[] }',
});

@AdminController('orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: OrderRefunds,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List orders (Content-Range)' })
  @ApiOkResponse({
    description: 'A JSON array of orders (see GET /api/admin/orders/{id}) with `Content-Range: orders {start}-{end}/{total}`',
  })
  @ListQueryDocs(
    'status (one or an array), customerId, paymentMethod, paymentStatus (Pending, Paid, Canceled, Failed, Expired, Refunded; one or an array), createdAt_gte, createdAt_lte (dates or ISO), total_gte, total_lte, q (order number, customer name or email), id (array for getMany)',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.orders.adminList(q);
    return sendEstimatedList(reply, 'orders', q, items, total, ORDERS_COUNTED_UP_TO);
  }

  @Get(':id')
  @ApiOperation({ summary: 'An order with items, payment and timeline (history)' })
  @orderAnswer
  @missing
  get(@IdParam() id: number) {
    return this.orders.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: New → InPreparation' })
  @missing
  @refused
  @orderAnswer
  approve(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.orders.approve(id, admin);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject with a reason: New → Rejected (stock and coupon use return; a paid order is refunded)' })
  @ValidBody(rejectOrderSchema, { reason: 'Out of stock at the warehouse' })
  @missing
  @refused
  @orderAnswer
  reject(@IdParam() id: number, @Body() body: RejectOrderInput, @CurrentUser() admin: AuthUser) {
    return this.orders.reject(id, admin, body.reason);
  }

  @Post(':id/ship')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ship with a carrier and tracking number: InPreparation → OnTheWay',
    description: '`carrierId` defaults to the carrier chosen at checkout.',
  })
  @ValidBody(shipOrderSchema, { carrierId: 1, trackingNumber: '231200001234' })
  @missing
  @refused
  @orderAnswer
  ship(@IdParam() id: number, @Body() body: ShipOrderInput, @CurrentUser() admin: AuthUser) {
    return this.orders.ship(id, admin, body);
  }

  @Post(':id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delivered: OnTheWay → Completed (cash on delivery counts as collected)' })
  @missing
  @refused
  @orderAnswer
  complete(@IdParam() id: number, @CurrentUser() admin: AuthUser) {
    return this.orders.complete(id, admin);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund all or part of a paid order through its payment provider',
    description:
      'By amount (`{ amount, reason }`, SAR) or by lines (`{ lines: [{ itemId, quantity }], reason, restock? }`: the lines’ share of what was paid, coupon included). ' +
      'The payment becomes PartiallyRefunded or Refunded; a credit note is issued; `restock` puts the lines’ units back on the shelf; the customer is told in-app and by mail. ' +
      'Everything happens in one transaction whose last step is the provider’s refund: when the provider refuses (502), nothing changes.',
  })
  @ValidBody(refundRequestSchema, { lines: [{ itemId: 1, quantity: 1 }], reason: 'Bottle arrived broken', restock: false })
  @missing
  @ApiResponse({ status: 409, description: 'Cash on delivery, an unpaid payment, or more than is left to refund' })
  @ApiResponse({ status: 502, description: 'The provider refused or could not be reached; nothing changed' })
  @orderAnswer
  refund(@IdParam() id: number, @Body() body: RefundRequest, @CurrentUser() admin: AuthUser) {
    return this.refunds.refund(id, body, admin);
  }
}

import { Body, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import {
  carrierSchema,
  couponSchema,
  rejectOrderSchema,
  shipOrderSchema,
  shippingRateSchema,
  type CarrierInput,
  type CouponInput,
  type RejectOrderInput,
  type ShipOrderInput,
  type ShippingRateInput,
} from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { AdminController, CurrentUser } from '../auth/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/simple-rest.js';
import { ValidBody } from '../common/validation.js';
import { CouponsService } from './coupons.service.js';
import { InvoiceService } from './invoice.service.js';
import { OrdersService } from './orders.service.js';
import { ShippingService, toCarrierDto } from './shipping.service.js';

const refused = ApiResponse({ status: 409, description: 'The order is not in a status this action applies to (state machine)' });
const missing = ApiResponse({ status: 404, description: 'No such order' });
const orderAnswer = ApiOkResponse({
  description:
    'The order: { id, orderNumber, status, paymentMethod, paymentId, paymentStatus, couponCode, customer…, items[], subtotal, discount, shipping, codFee, vat, total, address, carrier, trackingNumber, trackingUrl, estimatedDelivery, rejectionReason, invoiceNumber, createdAt, history[] }',
});

@AdminController('orders')
export class AdminOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly invoices: InvoiceService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List orders (Content-Range)' })
  @ApiOkResponse({
    description: 'A JSON array of orders (see GET /api/admin/orders/{id}) with `Content-Range: orders {start}-{end}/{total}`',
  })
  @ListQueryDocs(
    'status (one or an array), customerId, paymentMethod, createdAt_gte, createdAt_lte (dates or ISO), total_gte, total_lte, q (order number, customer name or email), id (array for getMany)',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.orders.adminList(q);
    return sendList(reply, 'orders', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'An order with items, payment and timeline (history)' })
  @orderAnswer
  @missing
  get(@IdParam() id: number) {
    return this.orders.get(id);
  }

  @Get(':id/invoice')
  @ApiOperation({ summary: 'The order’s simplified tax invoice (printable HTML)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'text/html' })
  @missing
  @ApiResponse({ status: 409, description: 'Not issued yet (order not confirmed)' })
  async invoice(@IdParam() id: number, @CurrentUser() admin: AuthUser, @Res() reply: FastifyReply): Promise<void> {
    const html = await this.invoices.render(id, admin);
    await reply.status(200).header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(html);
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
}

@AdminController('coupons')
export class AdminCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get()
  @ApiOperation({ summary: 'List coupons (Content-Range)' })
  @ListQueryDocs('q (code), isPercentage, isActive (not expired and not used up), id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.coupons.adminList(q);
    return sendList(reply, 'coupons', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A coupon' })
  @ApiResponse({ status: 404, description: 'No such coupon' })
  get(@IdParam() id: number) {
    return this.coupons.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a coupon',
    description:
      'Code ≥ 2 characters (stored upper-case, unique case-insensitively), value > 0 (≤ 100 for a percentage), expiry date required (a date means the end of that day in Riyadh).',
  })
  @ValidBody(couponSchema, {
    code: 'EID25',
    discountValue: 25,
    isPercentage: true,
    expiryDate: '2026-12-31',
    usageLimit: 500,
    minOrderTotal: 200,
  })
  @ApiResponse({ status: 409, description: 'The code exists already' })
  create(@Body() body: CouponInput) {
    return this.coupons.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a coupon' })
  @ValidBody(couponSchema)
  @ApiResponse({ status: 404, description: 'No such coupon' })
  @ApiResponse({ status: 409, description: 'The code exists already' })
  update(@IdParam() id: number, @Body() body: CouponInput) {
    return this.coupons.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a coupon (orders keep its code)' })
  @ApiResponse({ status: 404, description: 'No such coupon' })
  remove(@IdParam() id: number) {
    return this.coupons.remove(id);
  }
}

@AdminController('carriers')
export class AdminCarriersController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @ApiOperation({ summary: 'List carriers (Content-Range)' })
  @ListQueryDocs('q (name), isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.shipping.carrierList(q);
    return sendList(reply, 'carriers', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A carrier' })
  @ApiResponse({ status: 404, description: 'No such carrier' })
  async get(@IdParam() id: number) {
    return toCarrierDto(await this.shipping.carrier(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a carrier', description: 'The tracking link template holds `{n}` where the tracking number goes.' })
  @ValidBody(carrierSchema, {
    name: { ar: 'سمسا إكسبريس', en: 'SMSA Express' },
    trackingUrlTemplate: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={n}',
    isActive: true,
  })
  create(@Body() body: CarrierInput) {
    return this.shipping.createCarrier(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a carrier' })
  @ValidBody(carrierSchema)
  @ApiResponse({ status: 404, description: 'No such carrier' })
  update(@IdParam() id: number, @Body() body: CarrierInput) {
    return this.shipping.updateCarrier(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a carrier and its rates',
    description: 'Refused (409) while open orders use it: deactivate it instead.',
  })
  @ApiResponse({ status: 404, description: 'No such carrier' })
  @ApiResponse({ status: 409, description: 'Open orders use this carrier' })
  remove(@IdParam() id: number) {
    return this.shipping.removeCarrier(id);
  }
}

@AdminController('shipping-rates')
export class AdminShippingRatesController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @ApiOperation({ summary: 'List shipping rates (Content-Range)' })
  @ListQueryDocs('country, carrierId, isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.shipping.rateList(q);
    return sendList(reply, 'shipping-rates', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A shipping rate' })
  @ApiResponse({ status: 404, description: 'No such rate' })
  get(@IdParam() id: number) {
    return this.shipping.rate(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a rate: a carrier’s price to a country by weight (first kg + each further kg, SAR incl. VAT)' })
  @ValidBody(shippingRateSchema, {
    country: 'SA',
    carrierId: 1,
    firstKgFee: 25,
    additionalKgFee: 5,
    minDays: 3,
    maxDays: 5,
    isActive: true,
  })
  @ApiResponse({ status: 409, description: 'This carrier already has a rate for the country' })
  create(@Body() body: ShippingRateInput) {
    return this.shipping.createRate(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a rate' })
  @ValidBody(shippingRateSchema)
  @ApiResponse({ status: 404, description: 'No such rate' })
  @ApiResponse({ status: 409, description: 'This carrier already has a rate for the country' })
  update(@IdParam() id: number, @Body() body: ShippingRateInput) {
    return this.shipping.updateRate(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a rate' })
  @ApiResponse({ status: 404, description: 'No such rate' })
  remove(@IdParam() id: number) {
    return this.shipping.removeRate(id);
  }
}

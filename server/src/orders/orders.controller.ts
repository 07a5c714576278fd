import { Body, Get, Headers, HttpCode, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import {
  orderLookupSchema,
  type OrderLookupInput,
  orderListQuerySchema,
  placeOrderSchema,
  type Language,
  type OrderDto,
  type OrderListQuery,
  type Paged,
  type PlacedOrderDto,
  type PlaceOrderInput,
  type PublicShipmentDto,
  type ShipmentDto,
} from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { AuthenticatedOrOrderAccess } from '../auth/order-access.guard.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { Lang } from '../common/request-language.js';
import { ValidBody, ValidQuery } from '../common/validation.js';
import { OrderOutcomeInterceptor } from './order-outcome.interceptor.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrdersService } from './orders.service.js';
import { ShipmentLinks } from './shipment-links.js';
import { OrderLookupService } from './order-lookup.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';

@StorefrontController('orders', 'orders')
@Authenticated('Customer')
export class OrdersController {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly orders: OrdersService,
  ) {}

  @Post()
  @UseInterceptors(OrderOutcomeInterceptor)
  @ApiOperation({
    summary: 'Place an order',
    description:
      'Logged-in customers only (blocked accounts get 403). Prices, discounts, shipping and VAT are computed on the server from the database. ' +
      '`gift` (optional): gift wrap at the price in the settings (a charge like shipping, VAT included), a card message of up to 250 characters, ' +
      'another person who receives the parcel (name and phone), and a packing slip without prices. ' +
      'Stock is reserved in the same transaction; cash on delivery starts as New, card and e-wallet as WaitingForPayment with `payment.redirectUrl` ' +
      '(the hosted payment page; unpaid after 30 minutes, the order fails and its stock returns). ' +
      'Send an `Idempotency-Key` header: repeating a request with the same key answers the same order (200, `Idempotent-Replayed: true`) instead of a second one. ' +
      'Each line names a `variantId`, or a `productId` with the `options` that pick its variant, or a `productId` alone for a product with one variant. ' +
      'Order items keep the variant’s SKU and option labels as bought; a gift set takes each of its items’ stock. ' +
      '`samples: [{ productId }]` (optional, up to the `maxSamplesPerOrder` setting): free samples, order lines at 0 (`isSample`, named «عينة مجانية: …» / “Free sample: …”) that take the sample vial’s stock in the same transaction.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–100 characters of [A-Za-z0-9_.:-], e.g. a UUID made when the checkout page opened',
  })
  @ValidBody(placeOrderSchema, {
    items: [
      { variantId: 12, quantity: 1 },
      { productId: 3, options: { size: '50ml' }, quantity: 1 },
      { productId: 1, quantity: 2 },
    ],
    couponCode: 'WARD10',
    paymentMethod: 'card',
    address: {
      title: 'Home',
      recipientName: 'Sara Al-Otaibi',
      phone: '0512345678',
      street: 'King Fahd Road, Building 12',
      city: 'Riyadh',
      country: 'SA',
      postalCode: '12211',
    },
    gift: { wrap: true, message: 'كل عام وأنتِ بخير 🌹', recipient: { name: 'Noura', phone: '0551234567' }, hidePrices: true },
    samples: [{ productId: 4 }, { productId: 7 }],
  })
  @ApiCreatedResponse({ description: '`data`: { order, payment } — `payment` is null for cash on delivery' })
  @ApiResponse({
    status: 400,
    description:
      'A product with several variants and none chosen, options that name no variant, a variant of another product, the same sample twice, samples without a paid line',
  })
  @ApiResponse({
    status: 409,
    description:
      'Out of stock (naming the variant), product or variant gone, coupon expired or used up, cash-on-delivery limit, gift wrap no longer offered, more samples than allowed (or none offered), a product offering no sample, a sample out of stock',
  })
  @ApiResponse({
    status: 422,
    description: 'A product lacks its weight; no carrier for the country; Idempotency-Key reused with another body',
  })
  async place(
    @Body() body: PlaceOrderInput,
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Lang() lang: Language,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Reply<PlacedOrderDto>> {
    const { placed, replayed } = await this.placement.place(user, body, key ?? null, lang, req.ip);
    void reply.status(replayed ? 200 : 201);
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return new Reply(placed, 'order.placed');
  }

  @Get()
  @ApiOperation({ summary: 'My orders, newest first', description: 'Paged: `{ items, total, page, pageSize }`; optional `status` filter.' })
  @ValidQuery(orderListQuerySchema)
  list(@CurrentUser() user: AuthUser, @Query() query: OrderListQuery): Promise<Paged<OrderDto>> {
    return this.orders.listMine(user.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my orders, with items and timeline' })
  @ApiResponse({ status: 404, description: 'No such order, or another customer’s' })
  get(@IdParam() id: number, @CurrentUser() user: AuthUser): Promise<OrderDto> {
    return this.orders.getMine(id, user.id);
  }
}

/** Guessing is slow: 60 look-ups a minute per client address (PostgreSQL-backed, shared by every instance). */
const TRACK_LIMIT_PER_MINUTE = 60;

@StorefrontController('track', 'orders')
export class PublicTrackingController {
  constructor(
    private readonly links: ShipmentLinks,
    private readonly limits: RateLimitService,
    private readonly lookups: OrderLookupService,
  ) {}

  @Post('lookup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Follow an order without signing in: its number and the email or Gulf mobile it was placed with',
    description:
      'Answers `{ orderNumber, token }`; the token opens `GET /api/track/{token}` (status, timeline and carrier, with the order number and items). A wrong number or contact is the same 404. ' +
      '10 look-ups a minute per client address and 10 an hour per order number (429).',
  })
  @ValidBody(orderLookupSchema, { orderNumber: 'W100123', contact: '0512345678' })
  @ApiOkResponse({
    description:
      '`data`: { orderNumber, token, access } — `access` { orderId, token, expiresAt } for a guest’s order (its `X-Order-Access`: returns), else null',
  })
  @ApiResponse({ status: 400, description: 'A malformed order number or contact' })
  @ApiResponse({ status: 404, description: 'No order matches this number and contact' })
  @ApiResponse({ status: 429, description: 'Too many look-ups' })
  async lookup(@Body() body: OrderLookupInput, @Req() req: FastifyRequest) {
    return new Reply(await this.lookups.lookup(body, req.ip));
  }

  @Get(':token')
  @ApiOperation({
    summary: 'A tracking link (`/track/{token}`): status, timeline and carrier, for anyone holding the link',
    description:
      'A shared token comes from the owner’s shipment (`shareToken`): no personal data, no name, address, phone, order number, items or tracking number. A token from the contact look-up adds `order` { orderNumber, items } (its holder gave both). Rate-limited per client address (429).',
  })
  @ApiParam({ name: 'token', description: 'From `GET /api/shipments/{paymentId}` → `shareToken`' })
  @ApiOkResponse({
    description:
      '`data`: { status, isShipped, carrier: { name } | null, shippedAt, deliveredAt, estimatedDelivery, paymentStatus, timeline: [{ status, at }], order: { orderNumber, items: [{ name, optionLabels, quantity }] } | null }',
  })
  @ApiResponse({ status: 404, description: 'Invalid or expired shipment link' })
  @ApiResponse({ status: 429, description: 'Too many look-ups from this address' })
  async get(@Param('token') token: string, @Req() req: FastifyRequest): Promise<Reply<PublicShipmentDto>> {
    await this.limits.consume(`track:ip:${req.ip}`, TRACK_LIMIT_PER_MINUTE, 60);
    const shipment = await this.links.publicShipment(token);
    return new Reply(shipment, shipment.isShipped ? null : 'shipment.notConfirmed');
  }
}

@StorefrontController('shipments', 'orders')
export class ShipmentsController {
  constructor(private readonly orders: OrdersService) {}

  @Get(':paymentId')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'Shipment of an order, by its payment id (the `/shipment/{paymentId}` page)',
    description:
      'Order status, carrier, tracking number and link, estimated delivery (3-5 business days). Before shipping, `isShipped` is false and the message says the shipment is not confirmed.',
  })
  @ApiParam({ name: 'paymentId', description: 'UUID of the order’s payment (`order.paymentId`)' })
  @ApiOkResponse({
    description:
      '`data`: { paymentId, orderId, orderNumber, status, isShipped, carrier, trackingNumber, trackingUrl, shippedAt, deliveredAt, estimatedDelivery, deliveryDays, address, shareToken (for the public `/track/{shareToken}` link) }',
  })
  @ApiResponse({ status: 404, description: 'Invalid or expired shipment link (unknown id, or another customer’s)' })
  async get(@Param('paymentId') paymentId: string, @CurrentUser() user: AuthUser, @Lang() lang: Language): Promise<Reply<ShipmentDto>> {
    const shipment = await this.orders.shipment(paymentId, user, lang);
    return new Reply(shipment, shipment.isShipped ? null : 'shipment.notConfirmed');
  }
}

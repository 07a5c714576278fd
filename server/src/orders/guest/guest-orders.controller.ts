import { Body, Get, Headers, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  guestClaimSchema,
  guestPlaceOrderSchema,
  type GuestClaimInput,
  type GuestPlaceOrderInput,
  type Language,
  type OrderDto,
} from '@ward/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/auth-user.js';
import { CurrentUser, StorefrontController } from '../../access/decorators.js';
import { AuthenticatedOrOrderAccess } from '../../auth/order-access.guard.js';
import { NotFoundError } from '../../common/domain-errors.js';
import { Reply } from '../../common/envelope.js';
import { IdParam } from '../../common/id.pipe.js';
import { Lang } from '../../common/request-language.js';
import { ValidBody } from '../../common/validation.js';
import { OrderOutcomeInterceptor } from '../order-outcome.interceptor.js';
import { OrdersService } from '../orders.service.js';
import { GuestAccountsService } from './guest-accounts.service.js';
import { GuestCheckoutService, type GuestPlaced } from './guest-checkout.service.js';

const codeRules =
  'Codes: 6 digits, valid 5 minutes, 5 wrong tries, single use; 3 codes per contact per 15 minutes, 10 requests a minute per client address.';
const onlyItsGuest = ApiResponse({ status: 404, description: 'Not the order of this access token' });
const accessExpired = ApiResponse({
  status: 401,
  description: 'No, an expired or a forged `X-Order-Access` token, or the order already belongs to an account',
});

@StorefrontController('guest/orders', 'orders')
export class GuestOrdersController {
  constructor(
    private readonly checkout: GuestCheckoutService,
    private readonly accounts: GuestAccountsService,
    private readonly orders: OrdersService,
  ) {}

  @Post()
  @UseInterceptors(OrderOutcomeInterceptor)
  @ApiOperation({
    summary: 'Place an order without an account (guest checkout)',
    description:
      'The body of `POST /api/orders` with a typed `address` (no address book) and `guest: { name, contact }` — contact is a Gulf mobile (05…, +9665…, other GCC) or an email. ' +
      'Priced, stocked and paid exactly as an account’s order; the contact’s guest record counts for coupons (“once per customer”, “first order”, also against the account that owns the contact) and the unpaid-hold caps. ' +
      'Answers `{ order, payment, access: { token, expiresAt } }`: send `access.token` as `X-Order-Access` to read and pay this one order for 24 hours (`/api/payments/{id}`, `/pay`, `/api/shipments/{id}`, `/api/guest/orders/{id}`). ' +
      'Mails go to a guest’s email, a text to a guest’s mobile. Limits: 20 guest orders an hour per client address, 5 per contact (429).',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'As for `POST /api/orders`' })
  @ValidBody(guestPlaceOrderSchema, {
    items: [{ productId: 1, quantity: 1 }],
    paymentMethod: 'card',
    guest: { name: 'Sara Al-Otaibi', contact: '0512345678' },
    address: {
      recipientName: 'Sara Al-Otaibi',
      phone: '0512345678',
      street: 'King Fahd Road, Building 12',
      city: 'Riyadh',
      country: 'SA',
      postalCode: '12211',
    },
  })
  @ApiCreatedResponse({ description: '`data`: { order, payment, access: { token, expiresAt } }' })
  @ApiResponse({ status: 400, description: 'A malformed mobile or email (`validation.contact`), name or address' })
  @ApiResponse({ status: 403, description: 'The contact’s account, or its guest record, is blocked' })
  @ApiResponse({
    status: 409,
    description: 'Out of stock, coupon used up or already used by this contact, hold caps, cash-on-delivery limit',
  })
  @ApiResponse({ status: 429, description: 'Too many guest orders from this address or for this contact' })
  async place(
    @Body() body: GuestPlaceOrderInput,
    @Headers('idempotency-key') key: string | undefined,
    @Lang() lang: Language,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Reply<GuestPlaced>> {
    const { placed, replayed } = await this.checkout.place(body, key ?? null, lang, req.ip);
    void reply.status(replayed ? 200 : 201);
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return new Reply(placed, 'order.placed');
  }

  @Get(':id')
  @AuthenticatedOrOrderAccess()
  @ApiOperation({ summary: 'The guest’s order (its confirmation page), with the order’s `X-Order-Access` token' })
  @ApiOkResponse({ description: '`data`: the order, as `GET /api/orders/{id}`' })
  @onlyItsGuest
  @accessExpired
  async get(@IdParam() id: number, @CurrentUser() user: AuthUser): Promise<OrderDto> {
    if (user.orderScope !== id) throw new NotFoundError('order.notFound');
    return this.orders.getMine(id, user.id);
  }

  @Post(':id/account-code')
  @HttpCode(200)
  @AuthenticatedOrOrderAccess()
  @ApiOperation({ summary: '“Create my account”: send a code to the guest’s mobile (SMS) or email', description: codeRules })
  @ApiOkResponse({ description: '`data`: { channel: "phone" | "email" }' })
  @onlyItsGuest
  @accessExpired
  @ApiResponse({ status: 429, description: 'Too many codes' })
  async accountCode(@IdParam() id: number, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Lang() lang: Language) {
    const channel = await this.accounts.requestCode(user, id, req.ip, lang);
    return new Reply({ channel }, channel === 'phone' ? 'guest.codeSentPhone' : 'guest.codeSentEmail');
  }

  @Post(':id/account')
  @HttpCode(200)
  @AuthenticatedOrOrderAccess()
  @ApiOperation({
    summary: 'Turn the guest into an account with the code (or move the guest’s orders into the account that owns the contact)',
    description:
      `Answers \`{ token, merged, detached }\`: the JWT of the account (signed in). Only an account whose email or mobile was itself ` +
      `proved by a code takes the guest's orders; an account that merely typed this email in loses it instead (\`detached\`: the guest ` +
      `becomes its own account and is told how to bring the other over). ${codeRules}`,
  })
  @ValidBody(guestClaimSchema, { code: '123456' })
  @ApiOkResponse({ description: '`data`: { token, merged, detached }' })
  @ApiResponse({ status: 400, description: 'A wrong, expired, used or exhausted code (`auth.phoneCodeFailed`); nothing changes' })
  @ApiResponse({ status: 403, description: 'The account owning the contact is blocked' })
  @onlyItsGuest
  @accessExpired
  async claim(@IdParam() id: number, @CurrentUser() user: AuthUser, @Body() body: GuestClaimInput, @Req() req: FastifyRequest) {
    const outcome = await this.accounts.claim(user, id, body.code, req.ip);
    return new Reply(
      outcome,
      outcome.merged ? 'guest.ordersMoved' : outcome.detached ? 'guest.accountCreatedDetached' : 'guest.accountCreated',
    );
  }
}

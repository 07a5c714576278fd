import { Body, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  cartRestoreSchema,
  guestCartSchema,
  savedCartSchema,
  type CartRestoreInput,
  type GuestCartInput,
  type Language,
  type SavedCartInput,
} from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { CartRestoreService, RESTORES_PER_IP } from './cart-restore.service.js';
import { GUEST_CART_SAVES_PER_IP, SavedCartsService } from './saved-carts.service.js';

const LINES = '`data.lines`: the lines as `POST /api/cart/quote` answers them (today’s prices and stock); nothing else.';
const EXAMPLE = {
  items: [
    { variantId: 12, quantity: 2 },
    { productId: 7, quantity: 1 },
  ],
};

/** The signed-in customer's cart kept on the server (abandoned-cart reminders, issue 18 §6). */
@StorefrontController('carts/mine', 'checkout')
@Authenticated()
export class MyCartController {
  constructor(private readonly carts: SavedCartsService) {}

  @Get()
  @ApiOperation({ summary: "The account's cart (empty once an order was placed since it last changed)", description: LINES })
  mine(@CurrentUser() user: AuthUser, @Lang() lang: Language) {
    return this.carts.mine(user.id, lang);
  }

  @Put()
  @ApiOperation({
    summary: "The browser's cart replaces the account's (synced after each change)",
    description: `Variant or product ids and quantities only; lines naming nothing sellable are dropped, quantities capped by stock. ${LINES}`,
  })
  @ValidBody(savedCartSchema, EXAMPLE)
  async replace(@CurrentUser() user: AuthUser, @Body() body: SavedCartInput, @Lang() lang: Language) {
    return new Reply(await this.carts.replaceMine(user.id, body.items, lang), 'savedCart.saved');
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({
    summary: "At sign-in: the account's cart and the browser's as one",
    description: `Every variant of either, the larger quantity where both have it, capped by stock. ${LINES}`,
  })
  @ValidBody(savedCartSchema, EXAMPLE)
  async merge(@CurrentUser() user: AuthUser, @Body() body: SavedCartInput, @Lang() lang: Language) {
    return new Reply(await this.carts.mergeMine(user.id, body.items, lang), 'savedCart.merged');
  }
}

/** Carts without an account: an identified guest's, and restoring a reminder's cart. */
@StorefrontController('carts', 'checkout')
export class GuestCartController {
  constructor(
    private readonly carts: SavedCartsService,
    private readonly restores: CartRestoreService,
  ) {}

  @Put('guest')
  @ApiOperation({
    summary: "An identified guest's cart (a signed-out shopper who gave an email or phone at checkout)",
    description: `Kept under \`token\` (random, 32–64 base64url characters, made and kept by the browser; stored hashed) with the contact. At most ${GUEST_CART_SAVES_PER_IP} saves per client in 10 minutes. ${LINES}`,
  })
  @ValidBody(guestCartSchema, { token: 'q3VfM0xk3mV9c2Q4Yk1uZ1l6R2l0T2s4d0xQb3c5bVc', phone: '0551234567', items: EXAMPLE.items })
  @ApiResponse({ status: 429, description: 'Too many saves from this client; see Retry-After' })
  async guest(@Body() body: GuestCartInput, @Lang() lang: Language, @Req() req: FastifyRequest) {
    return new Reply(await this.carts.saveGuest(body, lang, req.ip), 'savedCart.saved');
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperation({
    summary: "A reminder's link brings its cart back (once, before it expires; no login)",
    description: `\`token\` from the link's \`?restore=\`; \`items\` what the browser holds now (joined, larger quantity, capped by stock). At most ${RESTORES_PER_IP} tries per client in 10 minutes. ${LINES}`,
  })
  @ValidBody(cartRestoreSchema, { token: 'q3VfM0xk3mV9c2Q4Yk1uZ1l6R2l0T2s4d0xQb3c5bVc', items: [] })
  @ApiOkResponse({ description: 'Restored' })
  @ApiResponse({ status: 410, description: 'The link was used already, or has expired' })
  @ApiResponse({ status: 429, description: 'Too many tries from this client; see Retry-After' })
  async restore(@Body() body: CartRestoreInput, @Lang() lang: Language, @Req() req: FastifyRequest) {
    return new Reply(await this.restores.restore(body, lang, req.ip), 'savedCart.restored');
  }
}

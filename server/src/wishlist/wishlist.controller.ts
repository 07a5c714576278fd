import { Body, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { WISHLIST_MAX, wishlistMergeSchema, type WishlistMergeInput } from '@ward/shared';
import type { AuthUser } from '../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { envelopeOf, productSummaryDoc } from '../catalog/product-docs.js';
import { ValidBody } from '../common/validation.js';
import { WishlistService } from './wishlist.service.js';

/** The signed-in customer's wishlist (a signed-out shopper's lives in the browser and joins at sign-in). */
@StorefrontController('wishlist', 'customer area')
@Authenticated()
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get()
  @ApiOperation({ summary: 'The saved products, newest first, as cards show them (price, stock)' })
  @ApiOkResponse({ schema: envelopeOf({ type: 'array', items: productSummaryDoc() }) })
  list(@CurrentUser() user: AuthUser) {
    return this.wishlist.list(user.id);
  }

  @Get('ids')
  @ApiOperation({ summary: 'Only the ids of the saved products, newest first (for the hearts on cards)' })
  ids(@CurrentUser() user: AuthUser) {
    return this.wishlist.ids(user.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save a product (idempotent); answers the ids', description: `At most ${WISHLIST_MAX} products.` })
  @ApiResponse({ status: 404, description: 'No such product' })
  @ApiResponse({ status: 409, description: 'The wishlist is full' })
  async add(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return new Reply(await this.wishlist.add(user.id, id), 'wishlist.added');
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a product (idempotent); answers the ids' })
  async remove(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return new Reply(await this.wishlist.remove(user.id, id), 'wishlist.removed');
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({
    summary: "Join the browser's wishlist to the account (at sign-in); answers the ids",
    description: `Product ids oldest first; ones already saved, unknown or deleted are skipped; the account's own come first when the ${WISHLIST_MAX} cap is reached.`,
  })
  @ValidBody(wishlistMergeSchema, { productIds: [12, 7] })
  async merge(@CurrentUser() user: AuthUser, @Body() body: WishlistMergeInput) {
    return new Reply(await this.wishlist.merge(user.id, body.productIds), 'wishlist.merged');
  }
}

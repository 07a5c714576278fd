import { Body, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  quoteSchema,
  shippingCalculateSchema,
  type Language,
  type QuoteDto,
  type QuoteInput,
  type ShippingCalculateInput,
  type ShippingQuoteDto,
} from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { CurrentUser, PublicReadAuth, StorefrontController } from '../access/decorators.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { QuoteService } from './quote.service.js';

@StorefrontController('cart', 'checkout')
export class CartController {
  constructor(private readonly quotes: QuoteService) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Authoritative cart lines and totals',
    description:
      'Takes variant (or product) ids and quantities only: prices sent by a client are ignored. A line names a `variantId`, a `productId` with `options`, or a `productId` alone (one-variant products). ' +
      'Lines answer their `variantId`, `sku` and `optionLabels` and report `problem` (productGone, variantRequired, outOfStock, insufficientStock — priced at what is in stock; a gift set shares its items’ stock with the cart’s other lines) ' +
      'instead of failing the quote; a refused coupon is reported in `couponError`. With `country`, shipping is priced (free when the order after coupon is ≥ 250 SAR) ' +
      'and a product without weight fails the quote with 422. Money in SAR, VAT (15%) included in `total`. ' +
      '`samples: [{ productId }]`: free samples (GET /api/samples) reported in `samples[]` with their `problem` (notOffered, outOfStock, duplicate), ' +
      '`maxSamples` and `sampleError` (too many, samples off, no paid line); they never change the totals.',
  })
  @ValidBody(quoteSchema, {
    items: [
      { variantId: 12, quantity: 1 },
      { productId: 1, quantity: 2 },
    ],
    couponCode: 'WARD10',
    country: 'SA',
    paymentMethod: 'card',
    samples: [{ productId: 4 }],
  })
  @ApiOkResponse({
    description:
      '`data`: { lines[], itemCount, subtotal, coupon, couponError, discount, shipping, freeShipping, carrier, deliveryDays, codFee, giftWrap, codAvailable, vat, net, total, samples[], maxSamples, sampleError, isValid }',
  })
  @ApiResponse({ status: 400, description: 'Options that name no variant of the product, or a variant of another product' })
  @ApiResponse({ status: 422, description: 'A product lacks its weight, or no carrier ships to the country' })
  @ApiResponse({ status: 429, description: 'Too many coupon codes that do not exist from this client; see Retry-After' })
  @PublicReadAuth()
  quote(
    @Body() body: QuoteInput,
    @Lang() lang: Language,
    @Req() req: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<QuoteDto> {
    return this.quotes.quote(body, lang, { ip: req.ip, userId: user?.id ?? null });
  }
}

@StorefrontController('shipping', 'checkout')
export class ShippingController {
  constructor(private readonly quotes: QuoteService) {}

  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Shipping fee, carrier and delivery days for a cart and country',
    description:
      'By weight: first kg + each further (started) kg, with the cheapest active carrier (or `carrierId`). Free when the order after coupon is ≥ 250 SAR in the Kingdom or the Gulf. ' +
      'A product without weight answers 422 "Cannot calculate shipping because product information is incomplete".',
  })
  @ValidBody(shippingCalculateSchema, { items: [{ productId: 1, quantity: 1 }], country: 'AE' })
  @ApiOkResponse({
    description:
      '`data`: { country, fee, carrierFee, isFree, freeShippingThreshold, amountToFreeShipping, carrier, days, weight, billableKg, options[] }',
  })
  @ApiResponse({ status: 404, description: 'A product does not exist' })
  @ApiResponse({ status: 422, description: 'A product lacks its weight, or no carrier ships to the country' })
  @ApiResponse({ status: 429, description: 'Too many coupon codes that do not exist from this client; see Retry-After' })
  @PublicReadAuth()
  calculate(
    @Body() body: ShippingCalculateInput,
    @Req() req: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<ShippingQuoteDto> {
    return this.quotes.shipping(body, { ip: req.ip, userId: user?.id ?? null });
  }
}

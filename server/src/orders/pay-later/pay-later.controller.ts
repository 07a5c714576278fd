import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { payLaterCheckSchema, type Language, type PayLaterCheckDto, type PayLaterCheckInput } from '@ward/shared';
import type { AuthUser } from '../../access/auth-user.js';
import { Authenticated, CurrentUser, StorefrontController } from '../../access/decorators.js';
import { Lang } from '../../common/request-language.js';
import { ValidBody } from '../../common/validation.js';
import { PayLaterCheck } from './pay-later-check.service.js';

@StorefrontController('checkout', 'checkout')
export class PayLaterController {
  constructor(private readonly payLater: PayLaterCheck) {}

  @Post('pay-later')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Would Tabby and Tamara take this cart? (their pre-checks, before the order)',
    description:
      'The cart is priced on the server (with the chosen `carrierId`, the cheapest carrier without one, and gift wrap, as the order will be) and sent with the customer and the delivery address to each pay-later provider the shop offers (Tabby: a checkout session and its pre-scoring; Tamara: payment-options pre-check). ' +
      'Checkout shows an option that is not available disabled, with the reason: not_available (the provider declined the shopper), order_amount_too_high, order_amount_too_low, unavailable (the provider could not be asked). Limited to 20 a minute per customer.',
  })
  @ValidBody(payLaterCheckSchema, { items: [{ productId: 1, quantity: 2 }], addressId: 3, carrierId: 1 })
  @ApiOkResponse({
    description:
      '`data`: { tabby?: { available, reason, perPayment }, tamara?: { … } } — only the methods the shop offers; perPayment: the first of 4 payments (SAR)',
  })
  @ApiResponse({ status: 429, description: 'Too many checks' })
  check(@Body() body: PayLaterCheckInput, @CurrentUser() user: AuthUser, @Lang() lang: Language): Promise<PayLaterCheckDto> {
    return this.payLater.check(user, body, lang);
  }
}

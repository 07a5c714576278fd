import { Body, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { couponValidateSchema, type CouponCheckDto, type CouponValidateInput } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { CurrentUser, PublicReadAuth, StorefrontController } from '../access/decorators.js';
import { Reply } from '../common/envelope.js';
import { ValidBody } from '../common/validation.js';
import { CouponsService } from './coupons.service.js';

@StorefrontController('coupons', 'checkout')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Post('validate')
  @HttpCode(200)
  @PublicReadAuth()
  @ApiOperation({
    summary: 'Check a coupon code (case-insensitive)',
    description:
      'With `subtotal` (SAR), also checks the minimum order and answers the discount; signed in, also "once per customer" and "first order only". ' +
      '30 codes that do not exist a minute per client address and per account, counted together with the quote, shipping calculation and orders; then 429.',
  })
  @ValidBody(couponValidateSchema, { code: 'ward10', subtotal: 320 })
  @ApiOkResponse({ description: '`data`: { code, discountValue, isPercentage, expiryDate, minOrderTotal, discount }' })
  @ApiResponse({ status: 404, description: 'Coupon not found' })
  @ApiResponse({ status: 409, description: 'Expired, used up, or the minimum order is not met' })
  @ApiResponse({ status: 429, description: 'Too many checks; see Retry-After' })
  async validate(
    @Body() body: CouponValidateInput,
    @Req() req: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<Reply<CouponCheckDto>> {
    return new Reply(await this.coupons.validate(body.code, body.subtotal, { ip: req.ip, userId: user?.id ?? null }), 'coupon.applied');
  }
}

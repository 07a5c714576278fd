import { Body, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { couponValidateSchema, type CouponCheckDto, type CouponValidateInput } from '@ward/shared';
import type { FastifyRequest } from 'fastify';
import { StorefrontController } from '../auth/decorators.js';
import { Reply } from '../common/envelope.js';
import { ValidBody } from '../common/validation.js';
import { CouponsService } from './coupons.service.js';

@StorefrontController('coupons', 'checkout')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Post('validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a coupon code (case-insensitive)',
    description: 'With `subtotal` (SAR), also checks the minimum order and answers the discount. Limited to 30 checks a minute per client.',
  })
  @ValidBody(couponValidateSchema, { code: 'ward10', subtotal: 320 })
  @ApiOkResponse({ description: '`data`: { code, discountValue, isPercentage, expiryDate, minOrderTotal, discount }' })
  @ApiResponse({ status: 404, description: 'Coupon not found' })
  @ApiResponse({ status: 409, description: 'Expired, used up, or the minimum order is not met' })
  @ApiResponse({ status: 429, description: 'Too many checks; see Retry-After' })
  async validate(@Body() body: CouponValidateInput, @Req() req: FastifyRequest): Promise<Reply<CouponCheckDto>> {
    return new Reply(await this.coupons.validate(body.code, body.subtotal, req.ip), 'coupon.applied');
  }
}

import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { couponSchema, type CouponInput } from '@ward/shared';
import { CouponsService } from './coupons.service.js';

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

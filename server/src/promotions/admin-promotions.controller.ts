import { Body, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { promotionPreviewSchema, promotionSchema, type Language, type PromotionInput, type PromotionPreviewInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { PromotionPreviewService } from './promotion-preview.service.js';
import { PromotionReportService } from './promotion-report.service.js';
import { PromotionsService } from './promotions.service.js';

/** "Buy 2, get the 3rd free" for Ramadan: every field a promotion has, with its one rule. */
const EXAMPLE = {
  name: { ar: 'عرض رمضان: اشترِ 2 والثالثة مجاناً', en: 'Ramadan: buy 2, get the 3rd free' },
  label: { ar: 'الثالثة مجاناً', en: '3rd one free' },
  isActive: true,
  startsAt: '2026-02-18',
  endsAt: '2026-03-19',
  days: null,
  hours: null,
  priority: 10,
  combinable: true,
  combinesWithCoupons: false,
  usageLimit: 1000,
  perCustomerLimit: 2,
  budget: 50000,
  conditions: { paymentMethods: [], countries: ['SA'], firstOrderOnly: false, customerIds: [] },
  rule: {
    type: 'buyXgetY',
    buy: { quantity: 2, items: { categoryIds: [3] } },
    get: { quantity: 1, items: { categoryIds: [3] } },
    percentOff: 100,
    maxApplications: 3,
  },
};

const RULES =
  'One rule per promotion (`rule.type`): orderDiscount {discount: {percent}|{fixed SAR}, minSubtotal, minItems}; ' +
  'itemDiscount {items, discount}; buyXgetY {buy: {quantity, items}, get: {quantity, items}, percentOff (100 = free), maxApplications}; ' +
  'tiered {basis: spend|quantity, items, tiers: [{min, discount}] ascending}; freeShipping {countries, minSubtotal}; ' +
  'bundlePrice {items, size ≥ 2, price SAR, maxApplications}. `items` names productIds, variantIds, categoryIds (none: every item). ' +
  'Dates are Riyadh days (a start date is 00:00, an end date the end of that day) or instants; days are Riyadh weekdays (0 = Sunday), ' +
  'hours [from, to) in Riyadh. Refused with field errors: an end before the start, tiers out of order, a bundle of one.';

@AdminController('promotions')
export class AdminPromotionsController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly previews: PromotionPreviewService,
    private readonly reports: PromotionReportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List promotions (Content-Range)' })
  @ListQueryDocs('q (name), type, isActive (running now and not used up), id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.promotions.adminList(q);
    return sendList(reply, 'promotions', q, items, total);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What a promotion (as edited, saved or not) would give sample lines or a past order',
    description:
      'Priced through the one pricing path at today’s prices, the promotion alone and as if running now; nothing is written. ' +
      'Answers the totals without and with it, each line’s share, and the nudge when the cart falls short.',
  })
  @ValidBody(promotionPreviewSchema, { promotion: EXAMPLE, items: [{ productId: 12, quantity: 3 }], country: 'SA' })
  @ApiResponse({ status: 400, description: 'The promotion is invalid, no items nor order were given, or the order does not exist' })
  preview(@Body() body: PromotionPreviewInput, @Lang() lang: Language) {
    return this.previews.preview(body, lang);
  }

  @Get(':id/report')
  @ApiOperation({ summary: 'A promotion’s results: uses, orders, customers (new ones), revenue and discount given (SAR)' })
  @ApiResponse({ status: 404, description: 'No such promotion' })
  report(@IdParam() id: number) {
    return this.reports.report(id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A promotion, with its status (scheduled, active, usedUp, ended, off)' })
  @ApiResponse({ status: 404, description: 'No such promotion' })
  get(@IdParam() id: number) {
    return this.promotions.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a promotion', description: RULES })
  @ValidBody(promotionSchema, EXAMPLE)
  @ApiResponse({ status: 400, description: 'A field is invalid or contradicts another (translated field errors)' })
  create(@Body() body: PromotionInput) {
    return this.promotions.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a promotion', description: RULES })
  @ValidBody(promotionSchema, EXAMPLE)
  @ApiResponse({ status: 400, description: 'A field is invalid, or a limit or budget is below what was already used' })
  @ApiResponse({ status: 404, description: 'No such promotion' })
  update(@IdParam() id: number, @Body() body: PromotionInput) {
    return this.promotions.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a promotion (orders keep what they got)' })
  @ApiResponse({ status: 404, description: 'No such promotion' })
  remove(@IdParam() id: number) {
    return this.promotions.remove(id);
  }
}

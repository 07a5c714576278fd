import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { shippingRateSchema, type ShippingRateInput } from '@ward/shared';
import { ShippingService } from './shipping.service.js';

@AdminController('shipping-rates')
export class AdminShippingRatesController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @ApiOperation({ summary: 'List shipping rates (Content-Range)' })
  @ListQueryDocs('country, carrierId, isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.shipping.rateList(q);
    return sendList(reply, 'shipping-rates', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A shipping rate' })
  @ApiResponse({ status: 404, description: 'No such rate' })
  get(@IdParam() id: number) {
    return this.shipping.rate(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a rate: a carrier’s price to a country by weight (first kg + each further kg, SAR incl. VAT)' })
  @ValidBody(shippingRateSchema, {
    country: 'SA',
    carrierId: 1,
    firstKgFee: 25,
    additionalKgFee: 5,
    minDays: 3,
    maxDays: 5,
    isActive: true,
  })
  @ApiResponse({ status: 409, description: 'This carrier already has a rate for the country' })
  create(@Body() body: ShippingRateInput) {
    return this.shipping.createRate(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a rate' })
  @ValidBody(shippingRateSchema)
  @ApiResponse({ status: 404, description: 'No such rate' })
  @ApiResponse({ status: 409, description: 'This carrier already has a rate for the country' })
  update(@IdParam() id: number, @Body() body: ShippingRateInput) {
    return this.shipping.updateRate(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a rate' })
  @ApiResponse({ status: 404, description: 'No such rate' })
  remove(@IdParam() id: number) {
    return this.shipping.removeRate(id);
  }
}

import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { carrierSchema, type CarrierInput } from '@ward/shared';
import { ShippingService, toCarrierDto } from './shipping.service.js';

@AdminController('carriers')
export class AdminCarriersController {
  constructor(private readonly shipping: ShippingService) {}

  @Get()
  @ApiOperation({ summary: 'List carriers (Content-Range)' })
  @ListQueryDocs('q (name), isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.shipping.carrierList(q);
    return sendList(reply, 'carriers', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A carrier' })
  @ApiResponse({ status: 404, description: 'No such carrier' })
  async get(@IdParam() id: number) {
    return toCarrierDto(await this.shipping.carrier(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a carrier', description: 'The tracking link template holds `{n}` where the tracking number goes.' })
  @ValidBody(carrierSchema, {
    name: { ar: 'سمسا إكسبريس', en: 'SMSA Express' },
    trackingUrlTemplate: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={n}',
    isActive: true,
  })
  create(@Body() body: CarrierInput) {
    return this.shipping.createCarrier(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a carrier' })
  @ValidBody(carrierSchema)
  @ApiResponse({ status: 404, description: 'No such carrier' })
  update(@IdParam() id: number, @Body() body: CarrierInput) {
    return this.shipping.updateCarrier(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a carrier and its rates',
    description: 'Refused (409) while open orders use it: deactivate it instead.',
  })
  @ApiResponse({ status: 404, description: 'No such carrier' })
  @ApiResponse({ status: 409, description: 'Open orders use this carrier' })
  remove(@IdParam() id: number) {
    return this.shipping.removeCarrier(id);
  }
}

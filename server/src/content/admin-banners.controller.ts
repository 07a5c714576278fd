import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { bannerCreateSchema, bannerUpdateSchema, type BannerCreateInput, type BannerUpdateInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { BannersService } from './banners.service.js';

@AdminController('banners')
export class AdminBannersController {
  constructor(private readonly banners: BannersService) {}

  @Get()
  @ApiOperation({ summary: 'List banners (Content-Range)' })
  @ListQueryDocs('q, position, isActive, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.banners.adminList(q);
    return sendList(reply, 'banners', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One banner' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.banners.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a banner: the image is required (upload it first with POST /api/admin/uploads)' })
  @ValidBody(bannerCreateSchema, {
    name: { ar: 'عروض العود', en: 'Oud offers' },
    description: { ar: 'خصومات على أجود أنواع العود', en: 'Savings on the finest oud' },
    image: { url: '/media/abc-1200.webp', width: 1200, height: 400 },
    position: 'after_categories',
    link: '/products?discounted=true',
    isActive: true,
    sortOrder: 0,
  })
  create(@Body() body: BannerCreateInput) {
    return this.banners.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a banner (without an image the current one is kept)' })
  @ValidBody(bannerUpdateSchema)
  @NoSuchRecord
  update(@IdParam() id: number, @Body() body: BannerUpdateInput) {
    return this.banners.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a banner; answers the deleted record' })
  @NoSuchRecord
  remove(@IdParam() id: number) {
    return this.banners.remove(id);
  }
}

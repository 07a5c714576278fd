import { sendEstimatedList } from '../common/estimated-count.js';
import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { productSchema, type ProductInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../auth/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { ProductsService } from './products.service.js';

@AdminController('products')
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiOperation({ summary: 'List products (Content-Range)' })
  @ListQueryDocs('JSON: q, categoryId, isFeatured, isDiscounted, stock_lte, stock_gte, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.products.adminList(q);
    return sendEstimatedList(reply, 'products', q, items, total);
  }

  @Get(':id')
  get(@IdParam() id: number) {
    return this.products.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a product (images: upload first with POST /api/admin/uploads)' })
  @ValidBody(productSchema)
  create(@Body() body: ProductInput) {
    return this.products.create(body);
  }

  @Put(':id')
  @ValidBody(productSchema)
  update(@IdParam() id: number, @Body() body: ProductInput) {
    return this.products.update(id, body);
  }

  @Delete(':id')
  remove(@IdParam() id: number) {
    return this.products.remove(id);
  }
}

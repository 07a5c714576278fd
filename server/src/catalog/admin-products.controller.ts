import { sendEstimatedList } from '../common/estimated-count.js';
import { Body, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { bulkProductEditSchema, productSchema, type BulkProductEdit, type Language, type ProductInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { AdminController, CurrentUser } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery } from '../common/list-query.js';
import { Lang } from '../common/request-language.js';
import { ValidBody } from '../common/validation.js';
import { ProductAdmin } from './product-admin.service.js';
import { productDoc, productInputExample } from './product-docs.js';

@AdminController('products')
export class AdminProductsController {
  constructor(private readonly products: ProductAdmin) {}

  @Get()
  @ApiOperation({ summary: 'List products with their variants (Content-Range)' })
  @ListQueryDocs(
    'JSON: q (names, SKUs, option values), categoryId, isFeatured, isDiscounted, stock_lte, stock_gte (any variant), id (array for getMany)',
  )
  @ApiOkResponse({ schema: { type: 'array', items: productDoc({ admin: true }) } })
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.products.list(q);
    return sendEstimatedList(reply, 'products', q, items, total);
  }

  @Get(':id')
  @ApiOkResponse({ schema: productDoc({ admin: true }) })
  get(@IdParam() id: number) {
    return this.products.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a product (images: upload first with POST /api/admin/uploads)',
    description:
      'With `options` and `variants` (each with its SKU, option values, price, discount, stock, weight; a gift set lists `components`), or today’s one-variant fields `price`, `stock`, `weight`, `isDiscounted`, `discountValue`.',
  })
  @ValidBody(productSchema, productInputExample)
  @ApiResponse({
    status: 400,
    description: 'Invalid fields, a SKU already used, options that name no value, a set item that does not exist',
  })
  create(@Body() body: ProductInput, @Lang() lang: Language, @CurrentUser() user: AuthUser) {
    return this.products.create(body, lang, user.id);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bulk edit of selected products: price, stock, discount, featured (all or nothing)',
    description:
      'Price, stock and discount apply to every variant of each product: `set` writes one figure on each, `percent` (price) and `add` (stock) adjust each variant’s own. A gift set’s stock is never written (its components make it). One change that breaks a rule (price under 0.01, stock under 0, a product gone) refuses the whole edit.',
  })
  @ValidBody(bulkProductEditSchema, { ids: [1, 2], price: { mode: 'percent', value: -10 }, isFeatured: true })
  @ApiOkResponse({ schema: { example: { products: 2, variants: 5 } } })
  bulk(@Body() body: BulkProductEdit, @CurrentUser() user: AuthUser) {
    return this.products.bulkEdit(body, user.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a product with its options and variants (variants without `id` are added, missing ones removed)' })
  @ValidBody(productSchema, productInputExample)
  @ApiResponse({ status: 409, description: 'A variant to remove is part of another product’s gift set' })
  update(@IdParam() id: number, @Body() body: ProductInput, @Lang() lang: Language, @CurrentUser() user: AuthUser) {
    return this.products.update(id, body, lang, user.id);
  }

  @Delete(':id')
  @ApiResponse({ status: 409, description: 'One of its variants is part of another product’s gift set' })
  remove(@IdParam() id: number, @Lang() lang: Language) {
    return this.products.remove(id, lang);
  }
}

import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { categorySchema, type CategoryInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { CategoriesService } from './categories.service.js';

@AdminController('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List categories with products count (Content-Range)' })
  @ListQueryDocs('q, section, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.categories.adminList(q);
    return sendList(reply, 'categories', q, items, total);
  }

  @Get(':id')
  get(@IdParam() id: number) {
    return this.categories.get(id);
  }

  @Post()
  @ValidBody(categorySchema)
  create(@Body() body: CategoryInput) {
    return this.categories.create(body);
  }

  @Put(':id')
  @ValidBody(categorySchema)
  update(@IdParam() id: number, @Body() body: CategoryInput) {
    return this.categories.update(id, body);
  }

  @Delete(':id')
  @ApiResponse({ status: 409, description: 'The category still has products' })
  remove(@IdParam() id: number) {
    return this.categories.remove(id);
  }
}

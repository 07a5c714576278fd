import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { branchSchema, type BranchInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { BranchesService } from './branches.service.js';

@AdminController('branches')
export class AdminBranchesController {
  constructor(private readonly branches: BranchesService) {}

  @Get()
  @ApiOperation({ summary: 'List branches (Content-Range)' })
  @ListQueryDocs('q (name, description, phone), id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['sortOrder', 'ASC']);
    const [items, total] = await this.branches.adminList(q);
    return sendList(reply, 'branches', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One branch' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.branches.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a branch (name ≥ 2, description ≥ 5 in both languages; latitude, longitude)' })
  @ValidBody(branchSchema, {
    name: { ar: 'فرع العليا', en: 'Olaya branch' },
    description: { ar: 'طريق الملك فهد، الرياض', en: 'King Fahd Road, Riyadh' },
    latitude: 24.6953,
    longitude: 46.6856,
    phone: '0112345678',
    hours: { ar: 'السبت - الخميس 10:00 - 22:00', en: 'Sat - Thu 10:00 - 22:00' },
  })
  create(@Body() body: BranchInput) {
    return this.branches.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a branch' })
  @ValidBody(branchSchema)
  @NoSuchRecord
  update(@IdParam() id: number, @Body() body: BranchInput) {
    return this.branches.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a branch; answers the deleted record' })
  @NoSuchRecord
  remove(@IdParam() id: number) {
    return this.branches.remove(id);
  }
}

import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { synonymSchema, type SynonymInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../access/decorators.js';
import { IdParam } from '../../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../../common/list-query.js';
import { ValidBody } from '../../common/validation.js';
import { SearchFigures } from './analytics/search-figures.js';
import { Synonyms } from './synonyms.js';

@AdminController('search-synonyms')
export class AdminSynonymsController {
  constructor(private readonly synonyms: Synonyms) {}

  @Get()
  @ApiOperation({ summary: 'Search synonyms: groups of words or phrases a search treats as one, in both languages' })
  @ListQueryDocs('q (a word of any term)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'DESC']);
    const [items, total] = await this.synonyms.list(q);
    return sendList(reply, 'search-synonyms', q, items, total);
  }

  @Get(':id')
  get(@IdParam() id: number) {
    return this.synonyms.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'A new group: every search for one of its terms also finds the others (at once, on every instance)' })
  @ValidBody(synonymSchema)
  create(@Body() body: SynonymInput) {
    return this.synonyms.create(body);
  }

  @Put(':id')
  @ValidBody(synonymSchema)
  update(@IdParam() id: number, @Body() body: SynonymInput) {
    return this.synonyms.update(id, body);
  }

  @Delete(':id')
  remove(@IdParam() id: number) {
    return this.synonyms.remove(id);
  }
}

@AdminController('search-queries')
export class AdminSearchQueriesController {
  constructor(private readonly figures: SearchFigures) {}

  @Get()
  @ApiOperation({
    summary: 'What people search for: per query over a period (no shopper data is kept)',
    description:
      'filter: `days` (1, 7, 30 default, 90, 365), `zero` (true: queries whose latest search found nothing), `q`. Sort: searches, zeroResults, clicks, clickThrough, lastSearched, query.',
  })
  @ListQueryDocs('days, zero, q')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['searches', 'DESC']);
    const [items, total] = await this.figures.list(q);
    return sendList(reply, 'search-queries', q, items, total);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Searches, searches that found nothing, clicks after a search and click-through over a period' })
  @ApiQuery({ name: 'days', required: false, enum: [1, 7, 30, 90, 365] })
  summary(@Query('days') days: unknown) {
    return this.figures.summary(days);
  }

  @Get('clicks')
  @ApiOperation({ summary: 'The products opened after searching one query over a period' })
  @ApiQuery({ name: 'query', required: true })
  @ApiQuery({ name: 'days', required: false, enum: [1, 7, 30, 90, 365] })
  clicks(@Query('query') query: unknown, @Query('days') days: unknown) {
    return this.figures.clickedProducts(typeof query === 'string' ? query.slice(0, 100) : '', days);
  }
}

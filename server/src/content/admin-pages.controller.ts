import { Body, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { pageSchema, type PageInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { PagesService } from './pages.service.js';

@AdminController('pages')
export class AdminPagesController {
  constructor(private readonly pages: PagesService) {}

  @Get()
  @ApiOperation({ summary: 'List the content pages: about, privacy, return-policy, terms (Content-Range)' })
  @ListQueryDocs('q, slug, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'ASC']);
    const [items, total] = await this.pages.adminList(q);
    return sendList(reply, 'pages', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One content page' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.pages.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a page: title and rich-text body in both languages',
    description:
      'The body keeps only allow-listed HTML (headings, paragraphs, lists, emphasis, links, tables, dir); scripts, styles, event handlers and javascript: URLs are removed.',
  })
  @ValidBody(pageSchema, {
    title: { ar: 'من نحن', en: 'About us' },
    body: { ar: '<p>ورد متجر سعودي للعطور</p>', en: '<p>Ward is a Saudi perfume house</p>' },
  })
  @NoSuchRecord
  update(@IdParam() id: number, @Body() body: PageInput) {
    return this.pages.update(id, body);
  }
}

/** The single settings record, as react-admin reads it: `GET /settings` or `GET /settings/1`. */

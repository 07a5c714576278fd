import { Body, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { testimonialSchema, type TestimonialInput } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../access/decorators.js';
import { NoSuchRecord } from '../common/api-responses.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { TestimonialsService } from './testimonials.service.js';

@AdminController('testimonials')
export class AdminTestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOperation({ summary: 'List testimonials (Content-Range)' })
  @ListQueryDocs('q, id (array for getMany)')
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query);
    const [items, total] = await this.testimonials.adminList(q);
    return sendList(reply, 'testimonials', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One testimonial' })
  @NoSuchRecord
  get(@IdParam() id: number) {
    return this.testimonials.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a testimonial (name and job ≥ 2, review ≥ 5, both languages)' })
  @ValidBody(testimonialSchema, {
    name: { ar: 'نورة القحطاني', en: 'Noura Al-Qahtani' },
    job: { ar: 'مصممة داخلية', en: 'Interior designer' },
    review: { ar: 'عطور أصيلة وتغليف راقٍ', en: 'Genuine perfumes and elegant packaging' },
  })
  create(@Body() body: TestimonialInput) {
    return this.testimonials.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a testimonial' })
  @ValidBody(testimonialSchema)
  @NoSuchRecord
  update(@IdParam() id: number, @Body() body: TestimonialInput) {
    return this.testimonials.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a testimonial; answers the deleted record' })
  @NoSuchRecord
  remove(@IdParam() id: number) {
    return this.testimonials.remove(id);
  }
}

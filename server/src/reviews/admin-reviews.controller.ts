import { Body, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { reviewModerationSchema } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AdminController } from '../access/decorators.js';
import { IdParam } from '../common/id.pipe.js';
import { ListQueryDocs, parseListQuery, sendList } from '../common/list-query.js';
import { ValidBody } from '../common/validation.js';
import { ReviewsService } from './reviews.service.js';

const notFound = ApiResponse({ status: 404, description: 'No such review' });

@AdminController('reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'List reviews with product and author (Content-Range)' })
  @ListQueryDocs(
    'q (comment, author, product name), productId, userId, rating, isHidden, isVerifiedPurchase, createdAt_gte, createdAt_lte, id',
  )
  async list(@Query() query: unknown, @Res({ passthrough: true }) reply: FastifyReply) {
    const q = parseListQuery(query, ['id', 'DESC'], 5000);
    const [items, total] = await this.reviews.adminList(q);
    return sendList(reply, 'reviews', q, items, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  @notFound
  get(@IdParam() id: number) {
    return this.reviews.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Hide or show a review (only isHidden is read); the product rating follows' })
  @ValidBody(reviewModerationSchema, { isHidden: true })
  @notFound
  update(@IdParam() id: number, @Body() body: z.infer<typeof reviewModerationSchema>) {
    return this.reviews.setHidden(id, body.isHidden);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide a review: not shown, not counted in the rating' })
  @notFound
  hide(@IdParam() id: number) {
    return this.reviews.setHidden(id, true);
  }

  @Post(':id/show')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a hidden review again' })
  @notFound
  show(@IdParam() id: number) {
    return this.reviews.setHidden(id, false);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a review; answers the deleted record' })
  @notFound
  remove(@IdParam() id: number) {
    return this.reviews.remove(id);
  }
}

import { Body, Get, Logger, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { reviewListQuerySchema, reviewSchema, type ReviewInput, type ReviewListQuery } from '@ward/shared';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../access/auth-user.js';
import { CurrentUser, OptionalAuth, PublicReadAuth, StorefrontController } from '../access/decorators.js';
import { DomainError, ForbiddenError, UnauthorizedError } from '../common/domain-errors.js';
import { Reply } from '../common/envelope.js';
import { IdParam } from '../common/id.pipe.js';
import { ValidBody, ValidQuery } from '../common/validation.js';
import { ReviewsService } from './reviews.service.js';

@StorefrontController('products', 'reviews')
export class ReviewsController {
  private readonly logger = new Logger('Reviews');

  constructor(private readonly reviews: ReviewsService) {}

  @Get(':id/reviews')
  @PublicReadAuth()
  @ApiOperation({
    summary: 'Visible reviews of a product, newest first, with the rating summary',
    description:
      'Answers `{ items, total, page, pageSize, ratingAverage, ratingCount, distribution, mine }`; `mine` is the caller’s own review when logged in.',
  })
  @ValidQuery(reviewListQuerySchema)
  @ApiResponse({ status: 404, description: 'No such product' })
  list(@IdParam() productId: number, @Query() query: ReviewListQuery, @CurrentUser() user?: AuthUser) {
    return this.reviews.forProduct(productId, query, user?.id ?? null);
  }

  @Post(':id/reviews')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Write (or edit) the caller’s review of a product',
    description:
      'Logged-in customers only. Rating 1-5 and a comment are required. One review per customer and product: a second one edits the first (200 instead of 201). `isVerifiedPurchase` is set when the customer ordered the product.',
  })
  @ValidBody(reviewSchema, { rating: 5, comment: 'ثبات رائع ورائحة فاخرة' })
  @ApiResponse({ status: 201, description: 'Review created' })
  @ApiResponse({ status: 200, description: 'The existing review was edited' })
  @ApiResponse({ status: 401, description: 'Not logged in: "You must be logged in to write a review"' })
  @ApiResponse({ status: 403, description: 'Not a customer account, or blocked' })
  @ApiResponse({ status: 404, description: 'No such product' })
  async submit(
    @IdParam() productId: number,
    @Body() body: ReviewInput,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ) {
    if (!user) throw new UnauthorizedError('review.mustLogIn');
    if (user.role !== 'Customer') throw new ForbiddenError('review.customersOnly');
    try {
      const { review, created } = await this.reviews.submit(user.id, productId, body);
      void reply.status(created ? 201 : 200);
      return new Reply(review, created ? 'review.saved' : 'review.updated');
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error(error);
      throw new DomainError(500, 'review.submissionFailed');
    }
  }
}

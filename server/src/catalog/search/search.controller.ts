import { Body, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { searchClickSchema, type SearchClickInput } from '@ward/shared';
import { z } from 'zod';
import { StorefrontController } from '../../access/decorators.js';
import { ValidBody, ValidQuery } from '../../common/validation.js';
import { BurstLimit } from '../../rate-limit/burst-limit.js';
import { CatalogIndex } from '../listing/catalog-index.js';
import { SearchRecorder } from './analytics/search-recorder.js';
import { Suggestions } from './suggestions.js';

const suggestionsQuerySchema = z
  .object({
    q: z
      .string()
      .optional()
      .transform((q) => (q ?? '').trim().slice(0, 100)),
    lang: z.enum(['ar', 'en']).optional(),
  })
  .strip();

@StorefrontController('search', 'search')
export class SearchController {
  /** Typing sends a request per pause: 40 at once, then 5 a second, per client address and instance. */
  private readonly typing = new BurstLimit(40, 5);
  /** A shopper opens a product a second at most, in bursts of a few. */
  private readonly opening = new BurstLimit(10, 1);

  constructor(
    private readonly suggestions: Suggestions,
    private readonly recorder: SearchRecorder,
    private readonly index: CatalogIndex,
  ) {}

  @Get('suggestions')
  @ApiOperation({
    summary: 'Search-as-you-type: products and categories for what is typed so far',
    description:
      'The last word counts as the beginning of a word; misspellings, plurals, Latin spellings and synonyms work as in `GET /api/products?search=`. Up to 6 products (with their first image) and 3 categories whose name matches (with how many of the matches each holds); `didYouMean` when little matches. Limited per client (about 5 a second).',
  })
  @ValidQuery(suggestionsQuerySchema)
  @ApiOkResponse({
    schema: {
      example: {
        isSuccess: true,
        data: {
          query: 'مسق',
          products: [
            {
              id: 41,
              name: { ar: 'مسك الطهارة', en: 'Tahara Musk' },
              image: { url: '/media/…webp' },
              price: 45,
              finalPrice: 45,
              inStock: true,
            },
          ],
          categories: [{ id: 6, name: { ar: 'مسك', en: 'Musk' }, count: 8 }],
          didYouMean: null,
        },
        message: null,
        errors: null,
      },
    },
  })
  @ApiResponse({ status: 429, description: 'Too many requests from this client; Retry-After says when to try again' })
  suggest(@Query() query: z.infer<typeof suggestionsQuerySchema>, @Req() request: FastifyRequest) {
    this.typing.take(request.ip);
    return this.suggestions.suggest(query.q);
  }

  @Post('clicks')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A product opened after a search (for the back office figures)',
    description: 'The query and the product only: nothing about the shopper is kept. Limited per client.',
  })
  @ValidBody(searchClickSchema)
  @ApiResponse({ status: 200, description: 'Counted (or ignored: an unknown product, a query that may identify a person); `data` is null' })
  async click(@Body() body: SearchClickInput, @Req() request: FastifyRequest) {
    this.opening.take(request.ip);
    const snapshot = await this.index.current();
    if (snapshot.positionOf.has(body.productId)) this.recorder.click(body.query, body.productId);
    // the envelope like every answer (never a body-less 204)
    return null;
  }
}

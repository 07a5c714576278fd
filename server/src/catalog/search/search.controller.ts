import { Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { StorefrontController } from '../../auth/decorators.js';
import { ValidQuery } from '../../common/validation.js';
import { BurstLimit } from '../../rate-limit/burst-limit.js';
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

/** Typing sends a request per pause: 40 at once, then 5 a second, per client address and instance. */
const typing = new BurstLimit(40, 5);

@StorefrontController('search', 'search')
export class SearchController {
  constructor(private readonly suggestions: Suggestions) {}

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
          products: [{ id: 41, name: { ar: 'مسك الطهارة', en: 'Tahara Musk' }, image: { url: '/media/…webp' }, price: 45, finalPrice: 45, inStock: true }],
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
    typing.take(request.ip);
    return this.suggestions.suggest(query.q);
  }
}

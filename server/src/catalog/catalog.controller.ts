import { Get, Query, UseInterceptors } from '@nestjs/common';
import { IdParam } from '../common/id.pipe.js';
import { ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Language } from '@ward/shared';
import { StorefrontController } from '../access/decorators.js';
import { Lang } from '../common/request-language.js';
import { ValidQuery } from '../common/validation.js';
import { CategoriesService } from './categories.service.js';
import { HomeService } from './home.service.js';
import { productListQuerySchema, type ProductListQuery } from './product-query.js';
import { ProductListing } from './listing/product-listing.js';
import { ProductsService } from './products.service.js';
import { ProductTagsInterceptor } from './product-tags.interceptor.js';
import { envelopeOf, productDoc, productSummaryDoc } from './product-docs.js';

const notFound = ApiResponse({ status: 404, description: 'No such product' });

@StorefrontController('', 'catalogue')
@UseInterceptors(ProductTagsInterceptor)
export class CatalogController {
  constructor(
    private readonly products: ProductsService,
    private readonly listing: ProductListing,
    private readonly categories: CategoriesService,
    private readonly homeService: HomeService,
  ) {}

  @Get('home')
  @ApiOperation({
    summary: 'Everything the home page shows, in one call',
    description:
      'categories, featured, offers (discounted), recent, sections {men, women, incense_oud}, plus banners and testimonials when present.',
  })
  home() {
    return this.homeService.home();
  }

  @Get('products')
  @ApiOperation({
    summary: 'Product listing: search, filters, sort, pagination',
    description:
      "Search understands how Gulf shoppers type: Arabic normalisation and light stemming (articles, suffixes, broken plurals such as هدايا/هدية), repeated letters, Latin spellings of Arabic words and back (oudh, bakhoor, 3ood), English plurals, the admin's synonyms, and typos (ranked below exact matches); it also finds variant SKUs and option values. With a search the default order is `relevance`. A product is listed at its lowest final price (`priceRange.min`): sorting by price, the price filters and the price facets read that figure. Quick price ranges: maxPrice=100; minPrice=100&maxPrice=500; … `facets=true` adds counts per category, price range, in stock and on offer (each with the other filters applied). Answers `{ items, total, page, pageSize, facets?, didYouMean?, noResults? }`; each item is a product as a card shows it (its variants and gallery are in `GET /api/products/{id}`).",
  })
  @ValidQuery(productListQuerySchema)
  @ApiOkResponse({
    schema: envelopeOf({
      type: 'object',
      properties: {
        items: { type: 'array', items: productSummaryDoc() },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        facets: {
          type: 'object',
          description: 'only with facets=true',
          example: { categories: [{ id: 3, count: 8 }], prices: [{ max: 100, count: 2 }], inStock: 7, discounted: 1 },
        },
        didYouMean: { type: 'string', description: 'a spelling the shop knows, when the search found little', example: 'مسك' },
      },
    }),
  })
  list(@Query() query: ProductListQuery, @Lang() lang: Language) {
    return this.listing.list(query, lang);
  }

  @Get('products/:id')
  @ApiOperation({
    summary: 'One product with its images, category, rating summary, options and variants',
    description:
      'Each variant has its SKU, option values, price, stock and images; a gift set lists its items. The shop links a variant as `/products/{id}?v={sku}`.',
  })
  @ApiOkResponse({ schema: envelopeOf(productDoc()) })
  @notFound
  get(@IdParam() id: number) {
    return this.products.get(id);
  }

  @Get('products/:id/related')
  @ApiOperation({ summary: 'Related products (same category), as cards show them' })
  @ApiOkResponse({ schema: envelopeOf({ type: 'array', items: productSummaryDoc() }) })
  @notFound
  related(@IdParam() id: number) {
    return this.products.related(id);
  }

  @Get('categories')
  @ApiOperation({ summary: 'All categories with their products count' })
  allCategories() {
    return this.categories.all();
  }
}

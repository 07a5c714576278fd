import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCategoriesController } from './admin-categories.controller.js';
import { AdminProductsController } from './admin-products.controller.js';
import { AdminUploadsController } from './admin-uploads.controller.js';
import { AdminProductCsvController } from './csv/admin-product-csv.controller.js';
import { ProductCsvImport } from './csv/product-csv-import.service.js';
import { ProductImports } from './csv/product-import-jobs.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { CatalogEvents } from './catalog-events.js';
import { CatalogEventsModule } from './catalog-events.module.js';
import { InventoryModule } from '../inventory/inventory.module.js';
import { MicroCache } from '../common/micro-cache.js';
import { Metrics } from '../metrics/metrics.service.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { CatalogController } from './catalog.controller.js';
import { SampleOffers } from './samples/sample-offers.js';
import { SamplesController } from './samples/samples.controller.js';
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';
import { HomeService } from './home.service.js';
import { MediaService } from './media.service.js';
import { MEDIA_STORAGE, mediaStorage } from './media-storage.js';
import { WARD_CONFIG, type WardConfig } from '../config/config.js';
import { Product } from './product.entity.js';
import { ProductsService } from './products.service.js';
import { ProductCards } from './product-cards.js';
import { ProductAdmin } from './product-admin.service.js';
import { ProductVariant, VariantComponent } from './variants/product-variant.entity.js';
import { AdminVariantsController } from './variants/admin-variants.controller.js';
import { CatalogIndex } from './listing/catalog-index.js';
import { ProductListing } from './listing/product-listing.js';
import { ProductSearch } from './search/product-search.js';
import { GenericPlanPool } from '../database/generic-plan-pool.js';
import { SearchIndex } from './search/search-index.js';
import { SearchVocabulary } from './search/search-vocabulary.js';
import { AdminSearchQueriesController, AdminSynonymsController } from './search/admin-search.controller.js';
import { SearchFigures } from './search/analytics/search-figures.js';
import { SearchRecorder } from './search/analytics/search-recorder.js';
import { CategoryNames } from './search/category-words.js';
import { NoResults } from './search/no-results.js';
import { SearchController } from './search/search.controller.js';
import { Suggestions } from './search/suggestions.js';
import { SuggestedProducts } from './search/suggested-products.js';
import { Synonyms } from './search/synonyms.js';

/** A counter of an in-memory store's lookups, labelled hit or miss. */
function hitsAndMisses(metrics: Metrics, name: string, help: string, store: { hits: number; misses: number }): void {
  metrics.registerCounter(name, help, ['result'], () => [
    { labels: { result: 'hit' }, value: store.hits },
    { labels: { result: 'miss' }, value: store.misses },
  ]);
}

@Module({
  imports: [
    TypeOrmModule.forFeature([Product, Category, ProductVariant, VariantComponent]),
    CatalogEventsModule,
    InventoryModule,
    MetricsModule,
    RateLimitModule,
    JobsModule,
  ],
  controllers: [
    CatalogController,
    SamplesController,
    SearchController,
    AdminSynonymsController,
    AdminSearchQueriesController,
    AdminProductCsvController,
    AdminProductsController,
    AdminVariantsController,
    AdminCategoriesController,
    AdminUploadsController,
  ],
  providers: [
    ProductsService,
    ProductCards,
    SampleOffers,
    ProductAdmin,
    ProductCsvImport,
    ProductImports,
    CategoriesService,
    SearchIndex,
    Synonyms,
    ProductSearch,
    SearchVocabulary,
    GenericPlanPool,
    CatalogIndex,
    ProductListing,
    Suggestions,
    SuggestedProducts,
    NoResults,
    CategoryNames,
    SearchRecorder,
    SearchFigures,
    HomeService,
    MediaService,
    MicroCache,
    { provide: MEDIA_STORAGE, inject: [WARD_CONFIG], useFactory: (config: WardConfig) => mediaStorage(config) },
  ],
  exports: [
    ProductsService,
    ProductAdmin,
    CategoriesService,
    HomeService,
    MediaService,
    CatalogEventsModule,
    MicroCache,
    MEDIA_STORAGE,
    TypeOrmModule,
  ],
})
export class CatalogModule {
  constructor(events: CatalogEvents, cache: MicroCache, cards: ProductCards, metrics: Metrics) {
    // a product's answers and every list that may now show it or not; null: everything
    events.onChange((ids) => (ids ? cache.dropProductsAndLists(ids) : cache.clear()));
    events.onStockChange((ids) => cache.dropStock(ids));
    hitsAndMisses(
      metrics,
      'ward_cache_lookups_total',
      'Public reads looked up in the edge micro-cache: hit (answered from memory) or miss',
      cache,
    );
    hitsAndMisses(
      metrics,
      'ward_product_cards_total',
      'Products a storefront read took from the in-memory product cards: hit, or miss (read from PostgreSQL)',
      cards,
    );
  }
}

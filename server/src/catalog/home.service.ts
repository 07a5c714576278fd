import { Injectable } from '@nestjs/common';
import { CATEGORY_SECTIONS, type CategorySection, type HomeDto, type ProductSummaryDto } from '@ward/shared';
import { CatalogEvents } from './catalog-events.js';
import { CategoriesService } from './categories.service.js';
import { productIdsIn } from './product-tags.interceptor.js';
import { ProductsService } from './products.service.js';

const SECTION_SIZE = 8;
const CACHE_MS = 10_000;

/** Extra home blocks from other modules (banners, testimonials…), merged into `GET /api/home`. */
export type HomeContributor = () => Promise<Record<string, unknown>>;

/**
 * Everything the home page shows, in one answer. Cached for a few seconds and dropped on any
 * catalogue write, so a sale's traffic does not hit PostgreSQL for every visitor.
 */
@Injectable()
export class HomeService {
  /** `products`: what the built answer shows (null while it is being built) */
  private cache: { at: number; value: Promise<HomeDto>; products: Set<number> | null } | null = null;
  private readonly contributors: HomeContributor[] = [];

  constructor(
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
    events: CatalogEvents,
  ) {
    events.onChange(() => (this.cache = null));
    // an order changed the stock of a product the home page shows
    events.onStockChange((ids) => {
      const products = this.cache?.products;
      if (this.cache && (!products || ids.some((id) => products.has(id)))) this.cache = null;
    });
  }

  contribute(contributor: HomeContributor): void {
    this.contributors.push(contributor);
  }

  home(): Promise<HomeDto> {
    if (!this.cache || Date.now() - this.cache.at > CACHE_MS) {
      const value = this.build();
      const entry: NonNullable<HomeService['cache']> = { at: Date.now(), value, products: null };
      this.cache = entry;
      value.then(
        (home) => (entry.products = productIdsIn(home)),
        () => this.cache === entry && (this.cache = null),
      );
    }
    return this.cache.value;
  }

  private async build(): Promise<HomeDto> {
    const [categories, ...idLists] = await Promise.all([
      this.categories.all(),
      this.products.pickIds('p."isFeatured" = true', {}, SECTION_SIZE),
      this.products.pickIds('p."isDiscounted" = true', {}, SECTION_SIZE),
      this.products.pickIds('1=1', {}, SECTION_SIZE),
      ...CATEGORY_SECTIONS.map((section) => this.products.pickSectionIds(section, SECTION_SIZE)),
    ]);
    // every section's cards from the product cards a product page and a listing read (one statement for those not in memory)
    const cards = new Map((await this.products.byIds([...new Set(idLists.flat())])).map((card) => [card.id, card]));
    const [featured, offers, recent, ...sectionLists] = idLists.map((ids) => ids.flatMap((id) => cards.get(id) ?? []));
    const sections = Object.fromEntries(CATEGORY_SECTIONS.map((s, i) => [s, sectionLists[i]])) as Record<
      CategorySection,
      ProductSummaryDto[]
    >;
    const extras = await Promise.all(this.contributors.map((c) => c()));
    return Object.assign({ categories, featured, offers, recent, sections }, ...extras) as HomeDto;
  }
}

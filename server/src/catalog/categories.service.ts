import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategoryDto, CategoryInput, ImageDto } from '@ward/shared';
import type { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { CatalogEvents } from './catalog-events.js';
import { Category } from './category.entity.js';
import { Product } from './product.entity.js';
import { toCategoryDto } from './product.mapper.js';
import { SearchIndex } from './search/search-index.js';

const ADMIN_LIST = listSpec({
  idColumn: 'c.id',
  defaultSort: 'c.id',
  sorts: {
    id: 'c.id',
    'name.ar': 'c."nameAr"',
    'name.en': 'lower(c."nameEn")',
    name: 'lower(c."nameEn")',
    section: 'c.section',
    productsCount: '"productsCount"',
    createdAt: 'c."createdAt"',
  },
  search: ['c."nameAr"', 'c."nameEn"'],
  filters: { section: ['c.section', 'eq'] },
});

/** The category aggregate; every answer carries its products count (one query, no N+1). */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly events: CatalogEvents,
    private readonly search: SearchIndex,
  ) {}

  /** With its product count and a picture: the main image of its first featured (else first) product. */
  private withCounts() {
    return this.categories
      .createQueryBuilder('c')
      .addSelect((sub) => sub.select('count(*)::int').from(Product, 'p').where('p."categoryId" = c.id'), 'productsCount')
      .addSelect(
        `(SELECT p.images -> 0 FROM products p WHERE p."categoryId" = c.id AND jsonb_array_length(p.images) > 0 ORDER BY p."isFeatured" DESC, p.id LIMIT 1)`,
        'image',
      );
  }

  private async mapped(qb: ReturnType<CategoriesService['withCounts']>): Promise<CategoryDto[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ productsCount: number; image: ImageDto | null }>();
    return entities.map((c, i) => toCategoryDto(c, Number(raw[i]?.productsCount ?? 0), raw[i]?.image ?? null));
  }

  all(): Promise<CategoryDto[]> {
    return this.mapped(this.withCounts().orderBy('c.id', 'ASC'));
  }

  async get(id: number): Promise<CategoryDto> {
    const [found] = await this.mapped(this.withCounts().where('c.id = :id', { id }));
    if (!found) throw new NotFoundError('category.notFound');
    return found;
  }

  adminList(query: ListQuery): Promise<[CategoryDto[], number]> {
    return listPage(this.withCounts(), query, ADMIN_LIST, (page) => this.mapped(page));
  }

  async create(input: CategoryInput): Promise<CategoryDto> {
    const saved = await this.categories.save(
      this.categories.create({ name: input.name, description: input.description, section: input.section ?? null }),
    );
    await this.events.changed();
    return this.get(saved.id);
  }

  async update(id: number, input: CategoryInput): Promise<CategoryDto> {
    const before = await this.categories.findOne({ where: { id } });
    if (!before) throw new NotFoundError('category.notFound');
    await this.categories.update(id, { name: input.name, description: input.description, section: input.section ?? null });
    // its products are found by the category's name: a new name is written into their search documents
    if (before.name.ar !== input.name.ar || before.name.en !== input.name.en) await this.search.reindex({ categoryId: id });
    await this.events.changed();
    return this.get(id);
  }

  /** Refused while products still point at the category. */
  async remove(id: number): Promise<CategoryDto> {
    const existing = await this.get(id);
    if (await this.products.exists({ where: { categoryId: id } })) throw new ConflictError('category.hasProducts');
    await this.categories.delete(id);
    await this.events.changed();
    return existing;
  }
}

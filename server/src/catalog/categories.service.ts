import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategoryDto, CategoryInput, ImageDto } from '@ward/shared';
import type { Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { idsFilter, type ListQuery } from '../common/simple-rest.js';
import { CatalogEvents } from './catalog-events.js';
import { Category } from './category.entity.js';
import { Product } from './product.entity.js';
import { toCategoryDto } from './product.mapper.js';

const SORTS: Record<string, string> = {
  id: 'c.id',
  'name.ar': 'c."nameAr"',
  'name.en': 'lower(c."nameEn")',
  name: 'lower(c."nameEn")',
  section: 'c.section',
  productsCount: '"productsCount"',
  createdAt: 'c."createdAt"',
};

/** The category aggregate; every answer carries its products count (one query, no N+1). */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly events: CatalogEvents,
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

  async adminList(query: ListQuery): Promise<[CategoryDto[], number]> {
    const qb = this.withCounts();
    const ids = idsFilter(query.filter);
    if (ids) qb.andWhere('c.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    const q = query.filter.q;
    if (typeof q === 'string' && q.trim()) {
      qb.andWhere('(c."nameAr" ILIKE :q OR c."nameEn" ILIKE :q)', { q: `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` });
    }
    if (typeof query.filter.section === 'string') qb.andWhere('c.section = :section', { section: query.filter.section });
    const total = await qb.getCount();
    qb.orderBy(SORTS[query.sortField] ?? 'c.id', query.sortOrder)
      .addOrderBy('c.id', 'ASC')
      .offset(query.start)
      .limit(query.end - query.start + 1);
    return [await this.mapped(qb), total];
  }

  async create(input: CategoryInput): Promise<CategoryDto> {
    const saved = await this.categories.save(this.categories.create({ ...input, section: input.section ?? null }));
    this.events.changed();
    return this.get(saved.id);
  }

  async update(id: number, input: CategoryInput): Promise<CategoryDto> {
    if (!(await this.categories.exists({ where: { id } }))) throw new NotFoundError('category.notFound');
    await this.categories.update(id, { name: input.name, description: input.description, section: input.section ?? null });
    this.events.changed();
    return this.get(id);
  }

  /** Refused while products still point at the category. */
  async remove(id: number): Promise<CategoryDto> {
    const existing = await this.get(id);
    if (await this.products.exists({ where: { categoryId: id } })) throw new ConflictError('category.hasProducts');
    await this.categories.delete(id);
    this.events.changed();
    return existing;
  }
}

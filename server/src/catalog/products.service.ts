import { estimatedCount } from '../common/estimated-count.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { productFinalPrice, searchKey, type Language, type Paged, type ProductDto, type ProductInput } from '@ward/shared';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { Category } from './category.entity.js';
import { CatalogEvents } from './catalog-events.js';
import { ListingCounts } from './listing-counts.js';
import { Product } from './product.entity.js';
import { toProductDto } from './product.mapper.js';
import type { ProductListQuery } from './product-query.js';

/**
 * Substring search on the normalised name and description (trigram-indexed LIKE); name matches
 * rank first. Fuzzy matching is a second pass, only when nothing matched: it forgives a one-letter
 * slip but costs far more, so it never runs for queries that already found products.
 */
function applySearch(qb: SelectQueryBuilder<Product>, search: string, mode: 'exact' | 'fuzzy', rank: boolean): void {
  const key = searchKey(search);
  if (!key) return;
  if (mode === 'fuzzy') {
    qb.andWhere(':key <% p."searchName"', { key });
    if (rank) qb.addSelect('word_similarity(:key, p."searchName")', 'search_similarity').orderBy('search_similarity', 'DESC');
    return;
  }
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  qb.andWhere(new Brackets((w) => w.where('p."searchName" LIKE :like').orWhere('p."searchText" LIKE :like')), { like });
  if (rank) qb.addSelect('CASE WHEN p."searchName" LIKE :like THEN 0 ELSE 1 END', 'search_rank').orderBy('search_rank', 'ASC');
}

const ADMIN_LIST = listSpec({
  count: estimatedCount(),
  idColumn: 'p.id',
  defaultSort: 'p.id',
  sorts: {
    id: 'p.id',
    price: 'p.price',
    finalPrice: 'p."finalPrice"',
    stock: 'p.stock',
    weight: 'p.weight',
    createdAt: 'p."createdAt"',
    isFeatured: 'p."isFeatured"',
    isDiscounted: 'p."isDiscounted"',
    'name.en': 'lower(p."nameEn")',
    'name.ar': 'p."nameAr"',
    name: 'lower(p."nameEn")',
    categoryId: 'p."categoryId"',
    ratingAverage: 'p."ratingAverage"',
  },
  search: (qb, q) => applySearch(qb as SelectQueryBuilder<Product>, q, 'exact', false),
  filters: {
    categoryId: ['p."categoryId"', 'id'],
    isFeatured: ['p."isFeatured"', 'bool'],
    isDiscounted: ['p."isDiscounted"', 'bool'],
    stock_lte: ['p.stock', 'number_lte'],
    stock_gte: ['p.stock', 'number_gte'],
  },
});

/** The product aggregate: storefront listing and search, details, and admin CRUD. */
@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly events: CatalogEvents,
  ) {
    events.onChange(() => this.counts.clear());
    events.onStockChange(() => this.counts.clearWhere('"inStock"'));
  }

  private readonly counts = new ListingCounts();

  private base(): SelectQueryBuilder<Product> {
    return this.products.createQueryBuilder('p').leftJoinAndSelect('p.category', 'c');
  }

  async list(query: ProductListQuery, lang: Language): Promise<Paged<ProductDto>> {
    const exact = await this.listPass(query, lang, 'exact');
    if (exact.total > 0 || !query.search || searchKey(query.search).length < 3) return exact;
    // the trigram index only wins over a scan when the planner is told to prefer it
    return this.products.manager.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return this.listPass(query, lang, 'fuzzy', manager.getRepository(Product));
    });
  }

  private async listPass(
    query: ProductListQuery,
    lang: Language,
    mode: 'exact' | 'fuzzy',
    products = this.products,
  ): Promise<Paged<ProductDto>> {
    const qb = products.createQueryBuilder('p').leftJoinAndSelect('p.category', 'c');
    this.applyFilters(qb, query, mode, !query.sort);
    const sort = query.sort ?? 'featured';
    const nameColumn = lang === 'en' ? 'lower(p."nameEn")' : 'p."nameAr"';
    const orderings: Record<string, Array<[string, 'ASC' | 'DESC']>> = {
      featured: [
        ['p.isFeatured', 'DESC'],
        ['p.createdAt', 'DESC'],
      ],
      price_asc: [['p.finalPrice', 'ASC']],
      price_desc: [['p.finalPrice', 'DESC']],
      name_asc: [[nameColumn, 'ASC']],
      name_desc: [[nameColumn, 'DESC']],
    };
    for (const [column, order] of orderings[sort]) qb.addOrderBy(column, order);
    qb.addOrderBy('p.id', 'DESC');
    qb.offset((query.page - 1) * query.pageSize).limit(query.pageSize);
    // counted without the category join (one category per product): count(*) over the products alone
    // instead of TypeORM's COUNT(DISTINCT) over the join, which read every matching row
    const counter = products.createQueryBuilder('p');
    this.applyFilters(counter, query, mode, false);
    const { page: _p, pageSize: _s, sort: _o, ...filters } = query;
    const [items, total] = await Promise.all([
      qb.getMany(),
      this.counts.count(
        JSON.stringify([mode, filters]),
        async () => (await counter.select('count(*)::int', 'n').getRawOne<{ n: number }>())?.n ?? 0,
      ),
    ]);
    return { items: items.map(toProductDto), total, page: query.page, pageSize: query.pageSize };
  }

  private applyFilters(qb: SelectQueryBuilder<Product>, query: ProductListQuery, mode: 'exact' | 'fuzzy', rank: boolean): void {
    if (query.categoryId) qb.andWhere('p."categoryId" = :categoryId', { categoryId: query.categoryId });
    if (query.minPrice !== undefined) qb.andWhere('p."finalPrice" >= :minPrice', { minPrice: query.minPrice });
    if (query.maxPrice !== undefined) qb.andWhere('p."finalPrice" <= :maxPrice', { maxPrice: query.maxPrice });
    if (query.featured !== undefined) qb.andWhere('p."isFeatured" = :featured', { featured: query.featured });
    if (query.discounted !== undefined) qb.andWhere('p."isDiscounted" = :discounted', { discounted: query.discounted });
    if (query.inStock === true) qb.andWhere('p.stock > 0');
    if (query.inStock === false) qb.andWhere('p.stock = 0');
    if (query.search) applySearch(qb, query.search, mode, rank);
  }

  async get(id: number): Promise<ProductDto> {
    const product = await this.base().where('p.id = :id', { id }).getOne();
    if (!product) throw new NotFoundError('product.notFound');
    return toProductDto(product);
  }

  /** Same category first, then same home section; never the product itself. */
  async related(id: number, limit = 8): Promise<ProductDto[]> {
    const product = await this.products.findOne({ where: { id }, select: { id: true, categoryId: true } });
    if (!product) throw new NotFoundError('product.notFound');
    const items = await this.base()
      .where('p.id <> :id', { id })
      .andWhere('p."categoryId" = :categoryId', { categoryId: product.categoryId })
      .orderBy('p.stock > 0', 'DESC')
      .addOrderBy('p.isFeatured', 'DESC')
      .addOrderBy('p.createdAt', 'DESC')
      .limit(limit)
      .getMany();
    return items.map(toProductDto);
  }

  /** Products for home sections in one query each. */
  async pick(where: string, params: Record<string, unknown>, limit: number): Promise<ProductDto[]> {
    const items = await this.base()
      .where(where, params)
      .orderBy('p.stock > 0', 'DESC')
      .addOrderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getMany();
    return items.map(toProductDto);
  }

  // ----- admin -----

  async adminList(query: ListQuery): Promise<[ProductDto[], number]> {
    const [items, total] = await listPage(this.base(), query, ADMIN_LIST);
    return [items.map(toProductDto), total];
  }

  async create(input: ProductInput): Promise<ProductDto> {
    await this.assertCategory(input.categoryId as number);
    const saved = await this.products.save(this.products.create(this.toColumns(input)));
    this.events.changed();
    return this.get(saved.id);
  }

  async update(id: number, input: ProductInput): Promise<ProductDto> {
    if (!(await this.products.exists({ where: { id } }))) throw new NotFoundError('product.notFound');
    await this.assertCategory(input.categoryId as number);
    await this.products.update(id, this.toColumns(input));
    this.events.changed();
    return this.get(id);
  }

  async remove(id: number): Promise<ProductDto> {
    const existing = await this.get(id);
    await this.products.delete(id);
    this.events.changed();
    return existing;
  }

  private async assertCategory(categoryId: number): Promise<void> {
    if (!(await this.categories.exists({ where: { id: categoryId } }))) {
      throw new BadInputError('error.validation', { categoryId: 'validation.categoryRequired' });
    }
  }

  /** Derived columns (final price, search keys) are written with the product, never by clients. */
  private toColumns(input: ProductInput): Partial<Product> {
    const discountValue = input.isDiscounted ? (input.discountValue ?? null) : null;
    return {
      name: input.name,
      description: input.description,
      price: input.price,
      finalPrice: productFinalPrice({ price: input.price, isDiscounted: input.isDiscounted, discountValue }),
      categoryId: input.categoryId as number,
      images: input.images,
      stock: input.stock,
      weight: input.weight ?? null,
      isFeatured: input.isFeatured,
      isDiscounted: input.isDiscounted,
      discountValue,
      searchName: searchKey(`${input.name.ar} ${input.name.en}`),
      searchText: searchKey(`${input.description.ar} ${input.description.en}`),
    };
  }
}

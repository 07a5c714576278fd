import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { searchKey, type Language, type Paged, type ProductDto } from '@ward/shared';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { CatalogEvents } from './catalog-events.js';
import { ListingCounts } from './listing-counts.js';
import { Product } from './product.entity.js';
import { readProducts } from './product-reads.js';
import type { ProductListQuery } from './product-query.js';
import { productInStock } from './variants/variant-sql.js';

/**
 * Substring search on the normalised name and description (trigram-indexed LIKE); name matches
 * rank first. Fuzzy matching is a second pass, only when nothing matched: it forgives a one-letter
 * slip but costs far more, so it never runs for queries that already found products.
 */
export function applySearch(qb: SelectQueryBuilder<Product>, search: string, mode: 'exact' | 'fuzzy', rank: boolean): void {
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

/** The storefront's products: listing and search, details, related products, home sections (writes: ProductAdmin). */
@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    events: CatalogEvents,
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
      price_asc: [['p.minPrice', 'ASC']],
      price_desc: [['p.minPrice', 'DESC']],
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
      readProducts(qb),
      this.counts.count(
        JSON.stringify([mode, filters]),
        async () => (await counter.select('count(*)::int', 'n').getRawOne<{ n: number }>())?.n ?? 0,
      ),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private applyFilters(qb: SelectQueryBuilder<Product>, query: ProductListQuery, mode: 'exact' | 'fuzzy', rank: boolean): void {
    if (query.categoryId) qb.andWhere('p."categoryId" = :categoryId', { categoryId: query.categoryId });
    // a product's listed price is its lowest ("from …"); the range filters read the same figure
    if (query.minPrice !== undefined) qb.andWhere('p."minPrice" >= :minPrice', { minPrice: query.minPrice });
    if (query.maxPrice !== undefined) qb.andWhere('p."minPrice" <= :maxPrice', { maxPrice: query.maxPrice });
    if (query.featured !== undefined) qb.andWhere('p."isFeatured" = :featured', { featured: query.featured });
    if (query.discounted !== undefined) qb.andWhere('p."isDiscounted" = :discounted', { discounted: query.discounted });
    if (query.inStock === true) qb.andWhere(productInStock('p'));
    if (query.inStock === false) qb.andWhere(`NOT ${productInStock('p')}`);
    if (query.search) applySearch(qb, query.search, mode, rank);
  }

  /** One product with its variants; `admin` adds how many shoppers wait for each sold-out variant. */
  async get(id: number, options: { admin?: boolean } = {}): Promise<ProductDto> {
    const [product] = await readProducts(this.base().where('p.id = :id', { id }), options);
    if (!product) throw new NotFoundError('product.notFound');
    return product;
  }

  /** Same category first, then same home section; never the product itself. */
  async related(id: number, limit = 8): Promise<ProductDto[]> {
    const product = await this.products.findOne({ where: { id }, select: { id: true, categoryId: true } });
    if (!product) throw new NotFoundError('product.notFound');
    return readProducts(
      this.base()
        .where('p.id <> :id', { id })
        .andWhere('p."categoryId" = :categoryId', { categoryId: product.categoryId })
        .orderBy(productInStock('p'), 'DESC')
        .addOrderBy('p.isFeatured', 'DESC')
        .addOrderBy('p.createdAt', 'DESC')
        .limit(limit),
    );
  }

  /** Products for home sections in one query each. */
  async pick(where: string, params: Record<string, unknown>, limit: number): Promise<ProductDto[]> {
    return readProducts(
      this.base()
        .where(where, params)
        .orderBy(productInStock('p'), 'DESC')
        .addOrderBy('p.createdAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .limit(limit),
    );
  }
}

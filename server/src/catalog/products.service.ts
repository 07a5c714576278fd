import { estimatedCount } from '../common/estimated-count.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { productFinalPrice, searchKey, type ProductDto, type ProductInput } from '@ward/shared';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { pgPool } from '../database/pool.js';
import { BadInputError, NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { Category } from './category.entity.js';
import { CatalogEvents } from './catalog-events.js';
import { CatalogIndex } from './listing/catalog-index.js';
import { Product } from './product.entity.js';
import { toProductDto } from './product.mapper.js';
import { productById, productsByIds } from './product-rows.js';
import { SearchIndex } from './search/search-index.js';

/**
 * The back office's search: a substring of the normalised name or description (trigram-indexed
 * LIKE), so an admin finds a product by any part of a word; the storefront searches words
 * (search/product-search.ts).
 */
function applyAdminSearch(qb: SelectQueryBuilder<Product>, search: string): void {
  const key = searchKey(search);
  if (!key) return;
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  qb.andWhere(new Brackets((w) => w.where('p."searchName" LIKE :like').orWhere('p."searchText" LIKE :like')), { like });
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
  search: (qb, q) => applyAdminSearch(qb as SelectQueryBuilder<Product>, q),
  filters: {
    categoryId: ['p."categoryId"', 'id'],
    isFeatured: ['p."isFeatured"', 'bool'],
    isDiscounted: ['p."isDiscounted"', 'bool'],
    stock_lte: ['p.stock', 'number_lte'],
    stock_gte: ['p.stock', 'number_gte'],
  },
});

/** The product aggregate: details, related products, home sections and admin CRUD (the storefront listing: listing/). */
@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly events: CatalogEvents,
    private readonly index: CatalogIndex,
    private readonly search: SearchIndex,
  ) {}

  private base(): SelectQueryBuilder<Product> {
    return this.products.createQueryBuilder('p').leftJoinAndSelect('p.category', 'c');
  }

  /** One statement: the product with its category (product-rows.ts). */
  async get(id: number): Promise<ProductDto> {
    const product = await productById(pgPool(this.products.manager.connection), id);
    if (!product) throw new NotFoundError('product.notFound');
    return product;
  }

  /** Same category, in stock first, then the shop's order (featured, newest); never the product itself. */
  async related(id: number, limit = 8): Promise<ProductDto[]> {
    const snapshot = await this.index.current();
    const at = snapshot.positionOf.get(id);
    if (at === undefined) throw new NotFoundError('product.notFound');
    const inStock: number[] = [];
    const soldOut: number[] = [];
    for (const other of snapshot.orders.featured) {
      if (other === at || snapshot.categories[other] !== snapshot.categories[at]) continue;
      (snapshot.stock[other] > 0 ? inStock : soldOut).push(snapshot.ids[other]);
      if (inStock.length >= limit) break;
    }
    return productsByIds(pgPool(this.products.manager.connection), [...inStock, ...soldOut].slice(0, limit));
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
    const category = await this.assertCategory(input.categoryId as number);
    const id = await this.products.manager.transaction(async (m) => {
      const saved = await m.getRepository(Product).save(m.getRepository(Product).create(this.toColumns(input)));
      await this.search.write(m, saved.id, { ...input, categoryName: category.name });
      return saved.id;
    });
    this.events.changed();
    return this.get(id);
  }

  async update(id: number, input: ProductInput): Promise<ProductDto> {
    if (!(await this.products.exists({ where: { id } }))) throw new NotFoundError('product.notFound');
    const category = await this.assertCategory(input.categoryId as number);
    await this.products.manager.transaction(async (m) => {
      await m.getRepository(Product).update(id, this.toColumns(input));
      await this.search.write(m, id, { ...input, categoryName: category.name });
    });
    this.events.changed();
    return this.get(id);
  }

  async remove(id: number): Promise<ProductDto> {
    const existing = await this.get(id);
    await this.products.delete(id);
    this.events.changed();
    return existing;
  }

  private async assertCategory(categoryId: number): Promise<Category> {
    const category = await this.categories.findOne({ where: { id: categoryId } });
    if (!category) throw new BadInputError('error.validation', { categoryId: 'validation.categoryRequired' });
    return category;
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

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { searchKey, type CategorySection, type ProductDto, type ProductSummaryDto } from '@ward/shared';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../common/domain-errors.js';
import { pgPool } from '../database/pool.js';
import { CatalogIndex } from './listing/catalog-index.js';
import { Product } from './product.entity.js';
import { ProductCards } from './product-cards.js';
import { productById } from './product-rows.js';
import { productInStock } from './variants/variant-sql.js';

/**
 * The back office's search: a substring of the normalised name (with the variants' SKUs and
 * option values) or description (trigram-indexed LIKE), so an admin finds a product by any part
 * of a word; the storefront searches words (search/product-search.ts).
 */
export function applyAdminSearch(qb: SelectQueryBuilder<Product>, search: string): void {
  const key = searchKey(search);
  if (!key) return;
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  qb.andWhere(new Brackets((w) => w.where('p."searchName" LIKE :like').orWhere('p."searchText" LIKE :like')), { like });
}

/** The storefront's products: details, related products, home sections (listing: listing/; writes: ProductAdmin). */
@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly index: CatalogIndex,
    private readonly cards: ProductCards,
  ) {}

  private base(): SelectQueryBuilder<Product> {
    return this.products.createQueryBuilder('p').leftJoinAndSelect('p.category', 'c');
  }

  /** One product with its variants in one statement; `admin` reads it fresh rather than from the kept cards. */
  async get(id: number, options: { admin?: boolean } = {}): Promise<ProductDto> {
    const product = options.admin ? await productById(pgPool(this.products.manager.connection), id) : await this.cards.one(id);
    if (!product) throw new NotFoundError('product.notFound');
    return product;
  }

  /** Same category, in stock first, then the shop's order (featured, newest); never the product itself. */
  async related(id: number, limit = 8): Promise<ProductSummaryDto[]> {
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
    return this.cards.summaries([...inStock, ...soldOut].slice(0, limit));
  }

  /** These products as the storefront shows them, in this order (missing ones left out): from memory but for the rare miss. */
  byIds(ids: number[]): Promise<ProductSummaryDto[]> {
    return this.cards.summaries(ids);
  }

  /** The ids of a home block's products (in stock first, newest first), in one query each; their cards come from `byIds`. */
  async pickIds(where: string, params: Record<string, unknown>, limit: number): Promise<number[]> {
    const rows = await this.base()
      .select('p.id', 'id')
      .where(where, params)
      .orderBy(productInStock('p'), 'DESC')
      .addOrderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * A home category rail's ids: the section's categories take turns (each one's newest in stock
   * first), so the women's rail shows women's perfumes and musk rather than whichever category
   * gained products last. In stock before sold out, in one query.
   */
  async pickSectionIds(section: CategorySection, limit: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.products.query(
      `SELECT id FROM (
         SELECT p.id, p."createdAt", ${productInStock('p')} AS "inStock",
                row_number() OVER (PARTITION BY p."categoryId" ORDER BY ${productInStock('p')} DESC, p."createdAt" DESC, p.id DESC) AS turn
           FROM products p JOIN categories c ON c.id = p."categoryId"
          WHERE c.section = $1
       ) ranked
       ORDER BY "inStock" DESC, turn, "createdAt" DESC, id DESC
       LIMIT $2`,
      [section, limit],
    );
    return rows.map((r) => Number(r.id));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminReviewDto, ReviewDto, ReviewInput, ReviewListQuery, ReviewPage } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogEvents } from '../catalog/catalog-events.js';
import { NotFoundError } from '../common/domain-errors.js';
import type { ListQuery } from '../common/list-query.js';
import { listPage, listSpec } from '../common/rest-list.js';
import { Review } from './review.entity.js';
import { BOUGHT_AND_DELIVERED } from './verified-purchase.js';
import { sqlRows } from '../database/sql-rows.js';

interface ReviewRow {
  id: number;
  rating: number;
  comment: string;
  isVerifiedPurchase: boolean;
  isHidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  productId: number;
  userId: number;
  userName: string;
  userEmail: string;
  productNameAr: string;
  productNameEn: string;
}

const toReviewDto = (r: ReviewRow): ReviewDto => ({
  id: r.id,
  rating: Number(r.rating),
  comment: r.comment,
  userName: r.userName,
  isVerifiedPurchase: r.isVerifiedPurchase,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

const toAdminReviewDto = (r: ReviewRow): AdminReviewDto => ({
  ...toReviewDto(r),
  productId: r.productId,
  productName: { ar: r.productNameAr, en: r.productNameEn },
  userId: r.userId,
  userEmail: r.userEmail,
  isHidden: r.isHidden,
});

const ADMIN_LIST = listSpec({
  idColumn: 'r.id',
  defaultSort: 'r.id',
  sorts: {
    id: 'r.id',
    rating: 'r.rating',
    createdAt: 'r."createdAt"',
    updatedAt: 'r."updatedAt"',
    isHidden: 'r."isHidden"',
    isVerifiedPurchase: 'r."isVerifiedPurchase"',
    productId: 'r."productId"',
    userId: 'r."userId"',
    userName: 'lower(u.name)',
  },
  search: ['r.comment', 'u.name', 'u.email', 'p."nameAr"', 'p."nameEn"'],
  filters: {
    productId: ['r."productId"', 'id'],
    userId: ['r."userId"', 'id'],
    rating: ['r.rating', 'int'],
    isHidden: ['r."isHidden"', 'bool'],
    isVerifiedPurchase: ['r."isVerifiedPurchase"', 'bool'],
    createdAt_gte: ['r."createdAt"', 'date_gte'],
    createdAt_lte: ['r."createdAt"', 'date_lte'],
  },
});

/**
 * Product reviews. Every write runs under a lock on the product row and recomputes the
 * product's rating average and count from the visible reviews in the same transaction, so
 * concurrent reviews can never leave the summary stale.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: CatalogEvents,
  ) {}

  private select(m: EntityManager = this.db.manager) {
    return m
      .createQueryBuilder(Review, 'r')
      .innerJoin('users', 'u', 'u.id = r."userId"')
      .innerJoin('products', 'p', 'p.id = r."productId"')
      .select([
        'r.id AS id',
        'r.rating AS rating',
        'r.comment AS comment',
        'r."isVerifiedPurchase" AS "isVerifiedPurchase"',
        'r."isHidden" AS "isHidden"',
        'r."createdAt" AS "createdAt"',
        'r."updatedAt" AS "updatedAt"',
        'r."productId" AS "productId"',
        'r."userId" AS "userId"',
        'u.name AS "userName"',
        'u.email AS "userEmail"',
        'p."nameAr" AS "productNameAr"',
        'p."nameEn" AS "productNameEn"',
      ]);
  }

  private async row(id: number, m?: EntityManager): Promise<ReviewRow> {
    const row = await this.select(m).where('r.id = :id', { id }).getRawOne<ReviewRow>();
    if (!row) throw new NotFoundError('review.notFound');
    return row;
  }

  /** Did the customer receive the product (BOUGHT_AND_DELIVERED)? */
  async hasPurchased(userId: number, productId: number, m: EntityManager = this.db.manager): Promise<boolean> {
    const [{ bought }] = await sqlRows<{ bought: boolean }>(m, `SELECT ${BOUGHT_AND_DELIVERED} AS bought`, [userId, productId]);
    return bought === true;
  }

  /** Locks the product row (404 when missing): writes on one product's reviews go one by one. */
  private async lockProduct(m: EntityManager, productId: number): Promise<void> {
    const rows = await sqlRows<{ id: number }>(m, `SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE`, [productId]);
    if (!rows.length) throw new NotFoundError('product.notFound');
  }

  private async recompute(m: EntityManager, productId: number): Promise<void> {
    await m.query(
      `UPDATE products SET
         "ratingAverage" = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE "productId" = $1 AND NOT "isHidden"), 0),
         "ratingCount" = (SELECT count(*) FROM reviews WHERE "productId" = $1 AND NOT "isHidden")
       WHERE id = $1`,
      [productId],
    );
  }

  /** Writes the customer's review of a product; a second one edits the first. */
  async submit(
    userId: number,
    productId: number,
    input: ReviewInput,
  ): Promise<{ review: ReviewDto & { isHidden: boolean }; created: boolean }> {
    const verified = await this.hasPurchased(userId, productId);
    const { id, created } = await this.db.transaction(async (m) => {
      await this.lockProduct(m, productId);
      const [saved]: Array<{ id: number; created: boolean }> = await m.query(
        `INSERT INTO reviews ("productId", "userId", rating, comment, "isVerifiedPurchase") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("productId", "userId") DO UPDATE SET
           rating = EXCLUDED.rating, comment = EXCLUDED.comment, "isVerifiedPurchase" = EXCLUDED."isVerifiedPurchase", "updatedAt" = now()
         RETURNING id, (xmax = 0) AS created`,
        [productId, userId, input.rating, input.comment, verified],
      );
      await this.recompute(m, productId);
      // the product's rating moved
      await this.events.changed([productId], m);
      return saved;
    });
    const row = await this.row(id);
    return { review: { ...toReviewDto(row), isHidden: row.isHidden }, created };
  }

  /** A page of visible reviews (newest first), the rating summary, and the caller's own review. */
  async forProduct(productId: number, query: ReviewListQuery, userId: number | null): Promise<ReviewPage> {
    const [product] = await sqlRows<{ ratingAverage: string; ratingCount: number }>(
      this.db,
      `SELECT "ratingAverage", "ratingCount" FROM products WHERE id = $1`,
      [productId],
    );
    if (!product) throw new NotFoundError('product.notFound');
    const visible = () => this.select().where('r."productId" = :productId AND NOT r."isHidden"', { productId });
    const [rows, total, counts, mine] = await Promise.all([
      visible()
        .orderBy('r."createdAt"', 'DESC')
        .addOrderBy('r.id', 'DESC')
        .offset((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .getRawMany<ReviewRow>(),
      visible().getCount(),
      sqlRows<{ rating: number; n: number }>(
        this.db,
        `SELECT rating, count(*)::int AS n FROM reviews WHERE "productId" = $1 AND NOT "isHidden" GROUP BY rating`,
        [productId],
      ),
      userId
        ? this.select().where('r."productId" = :productId AND r."userId" = :userId', { productId, userId }).getRawOne<ReviewRow>()
        : null,
    ]);
    const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const c of counts) distribution[String(c.rating) as keyof typeof distribution] = c.n;
    return {
      items: rows.map(toReviewDto),
      total,
      page: query.page,
      pageSize: query.pageSize,
      ratingAverage: Number(product.ratingAverage),
      ratingCount: product.ratingCount,
      distribution,
      mine: mine ? { ...toReviewDto(mine), isHidden: mine.isHidden } : null,
    };
  }

  // ----- admin -----

  async adminList(query: ListQuery): Promise<[AdminReviewDto[], number]> {
    const [rows, total] = await listPage(this.select(), query, ADMIN_LIST, (page) => page.getRawMany<ReviewRow>());
    return [rows.map(toAdminReviewDto), total];
  }

  async get(id: number): Promise<AdminReviewDto> {
    return toAdminReviewDto(await this.row(id));
  }

  /** Hides or shows a review; the product's rating follows. */
  async setHidden(id: number, isHidden: boolean): Promise<AdminReviewDto> {
    const { productId } = await this.row(id);
    await this.db.transaction(async (m) => {
      await this.lockProduct(m, productId);
      const result = await m.update(Review, { id }, { isHidden });
      if (!result.affected) throw new NotFoundError('review.notFound');
      await this.recompute(m, productId);
      await this.events.changed([productId], m);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<AdminReviewDto> {
    const existing = await this.get(id);
    await this.db.transaction(async (m) => {
      await this.lockProduct(m, existing.productId);
      await m.delete(Review, { id });
      await this.recompute(m, existing.productId);
      await this.events.changed([existing.productId], m);
    });
    return existing;
  }
}

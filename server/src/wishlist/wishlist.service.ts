import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WISHLIST_MAX, type ProductSummaryDto } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { ProductsService } from '../catalog/products.service.js';
import { ConflictError, NotFoundError } from '../common/domain-errors.js';
import { sqlRows } from '../database/sql-rows.js';

/**
 * A customer's wishlist: saved products, newest first, at most WISHLIST_MAX. Adding twice is one
 * row; a deleted product leaves the list with it (foreign key). Changes to one customer's list
 * run under a lock on the customer's row, so the cap holds under concurrent adds.
 */
@Injectable()
export class WishlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly products: ProductsService,
  ) {}

  /** The saved products, as the shop shows them (price, stock), newest first. */
  async list(userId: number): Promise<ProductSummaryDto[]> {
    return this.products.byIds(await this.ids(userId));
  }

  async ids(userId: number, manager: EntityManager = this.db.manager): Promise<number[]> {
    const rows: Array<{ productId: number }> = await manager.query(
      `SELECT "productId" FROM wishlist_items WHERE "userId" = $1 ORDER BY "createdAt" DESC, "productId" DESC`,
      [userId],
    );
    return rows.map((r) => r.productId);
  }

  async add(userId: number, productId: number): Promise<number[]> {
    return this.locked(userId, async (m) => {
      const [product] = await sqlRows<{ id: number }>(m, `SELECT id FROM products WHERE id = $1`, [productId]);
      if (!product) throw new NotFoundError('product.notFound');
      const current = await this.ids(userId, m);
      if (current.includes(productId)) return current;
      if (current.length >= WISHLIST_MAX) throw new ConflictError('wishlist.full');
      await m.query(`INSERT INTO wishlist_items ("userId", "productId") VALUES ($1, $2)`, [userId, productId]);
      return [productId, ...current];
    });
  }

  async remove(userId: number, productId: number): Promise<number[]> {
    await this.db.query(`DELETE FROM wishlist_items WHERE "userId" = $1 AND "productId" = $2`, [userId, productId]);
    return this.ids(userId);
  }

  /**
   * The browser's list joins the account's: products the account already has stay as they are,
   * unknown or deleted products are skipped, and the cap keeps the account's own first.
   */
  async merge(userId: number, productIds: number[]): Promise<number[]> {
    return this.locked(userId, async (m) => {
      const room = WISHLIST_MAX - (await this.ids(userId, m)).length;
      if (room > 0 && productIds.length) {
        // oldest first from the browser, so the last one saved there is the newest here too
        await m.query(
          `INSERT INTO wishlist_items ("userId", "productId", "createdAt")
           SELECT $1, p.id, now() + make_interval(secs => given.n / 1000.0)
             FROM unnest($2::int[]) WITH ORDINALITY AS given(id, n) JOIN products p ON p.id = given.id
            WHERE NOT EXISTS (SELECT 1 FROM wishlist_items w WHERE w."userId" = $1 AND w."productId" = p.id)
            ORDER BY given.n DESC LIMIT $3
           ON CONFLICT DO NOTHING`,
          [userId, [...new Set(productIds)], room],
        );
      }
      return this.ids(userId, m);
    });
  }

  private locked<T>(userId: number, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
      return work(m);
    });
  }
}

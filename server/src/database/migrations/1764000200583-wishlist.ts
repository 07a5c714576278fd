import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer's wishlist (issue 14 §5): one row per saved product, gone with the customer or the product. */
export class Wishlist1764000200583 implements MigrationInterface {
  name = 'Wishlist1764000200583';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wishlist_items (
        "userId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        "productId" integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("userId", "productId")
      )`);
    await q.query(`CREATE INDEX wishlist_items_product ON wishlist_items ("productId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wishlist_items`);
  }
}

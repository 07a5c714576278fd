import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search vectors move from `products` to a narrow table of their own (issue 17, speed): a query
 * matching thousands of products reads their vectors from about a thousand pages for 10,000
 * products instead of the five thousand `products` spans (names, descriptions, images…). A
 * product without a row (not indexed yet) matches nothing, as an empty vector did.
 */
export class SearchVectorsTable1764360000042 implements MigrationInterface {
  name = 'SearchVectorsTable1764360000042';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_search_vectors (
        id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
        vector tsvector NOT NULL
      )`);
    await q.query(`INSERT INTO product_search_vectors (id, vector) SELECT id, "searchVector" FROM products WHERE "searchVector" <> ''`);
    await q.query(`CREATE INDEX product_search_vectors_vector ON product_search_vectors USING gin (vector)`);
    await q.query(`DROP INDEX IF EXISTS products_search_vector`);
    await q.query(`ALTER TABLE products DROP COLUMN "searchVector"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN "searchVector" tsvector NOT NULL DEFAULT ''`);
    await q.query(`UPDATE products p SET "searchVector" = s.vector FROM product_search_vectors s WHERE s.id = p.id`);
    await q.query(`CREATE INDEX products_search_vector ON products USING gin ("searchVector")`);
    await q.query(`DROP TABLE product_search_vectors`);
  }
}

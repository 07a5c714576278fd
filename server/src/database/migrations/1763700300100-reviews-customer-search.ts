import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Product reviews (one per customer and product) and the admin's customer search index. */
export class ReviewsCustomerSearch1763700300100 implements MigrationInterface {
  name = 'ReviewsCustomerSearch1763700300100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        "productId" int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        "userId" int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL,
        "isVerifiedPurchase" boolean NOT NULL DEFAULT false,
        "isHidden" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reviews_one_per_customer UNIQUE ("productId", "userId")
      )`);
    await q.query(`CREATE INDEX reviews_visible ON reviews ("productId", "createdAt" DESC) WHERE NOT "isHidden"`);
    await q.query(`CREATE INDEX reviews_user ON reviews ("userId")`);
    await q.query(`CREATE INDEX reviews_created ON reviews ("createdAt" DESC)`);
    // `q` in the admin's customer list: partial matches on name, email and phone
    await q.query(
      `CREATE INDEX users_search ON users USING gin ((lower(name) || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_search`);
    await q.query(`DROP TABLE IF EXISTS reviews`);
  }
}

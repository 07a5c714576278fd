import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The storefront's default order (featured first, newest first, id last) read straight from an
 * index: the first page of a filtered listing stops after 24 matches instead of sorting them all.
 */
export class ListingOrder1763700400100 implements MigrationInterface {
  name = 'ListingOrder1763700400100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS products_featured`);
    await q.query(`CREATE INDEX products_featured ON products ("isFeatured" DESC, "createdAt" DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS products_featured`);
    await q.query(`CREATE INDEX products_featured ON products ("isFeatured", "createdAt" DESC)`);
  }
}

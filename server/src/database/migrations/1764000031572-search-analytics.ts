import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What people search for (issue 17 §4), per Riyadh day and query as analysed (never who asked:
 * no user, address or session is kept): how often, how often nothing was found, the latest
 * number of results, and the clicks on a product that followed, in all and per product.
 */
export class SearchAnalytics1764000031572 implements MigrationInterface {
  name = 'SearchAnalytics1764000031572';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_queries (
        day date NOT NULL,
        query text NOT NULL,
        searches int NOT NULL DEFAULT 0,
        "zeroResults" int NOT NULL DEFAULT 0,
        results int NOT NULL DEFAULT 0,
        clicks int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, query)
      )`);
    await q.query(`CREATE INDEX search_queries_query ON search_queries (query, day)`);
    await q.query(`
      CREATE TABLE search_clicks (
        day date NOT NULL,
        query text NOT NULL,
        "productId" int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        clicks int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, query, "productId")
      )`);
    await q.query(`CREATE INDEX search_clicks_product ON search_clicks ("productId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_clicks`);
    await q.query(`DROP TABLE IF EXISTS search_queries`);
  }
}

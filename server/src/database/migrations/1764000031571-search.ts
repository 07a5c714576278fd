import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that understands how shoppers type (issue 17): each product's words as a weighted
 * tsvector (normalised form and stem of every word, written by the server from @ward/shared's
 * analysis), the vocabulary that spelling corrections draw from (trigram-indexed), synonyms the
 * admin manages, and the version of the analysis the stored vectors were made with (the server
 * re-indexes every product at start when the analysis changed).
 */
export class Search1764000031571 implements MigrationInterface {
  name = 'Search1764000031571';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN "searchVector" tsvector NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX products_search_vector ON products USING gin ("searchVector")`);
    await q.query(`CREATE TABLE search_terms (term text PRIMARY KEY, surface text NOT NULL)`);
    await q.query(`CREATE INDEX search_terms_trigrams ON search_terms USING gin (term gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE search_synonyms (
        id serial PRIMARY KEY,
        terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 20),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE TABLE search_index_state (id boolean PRIMARY KEY DEFAULT true CHECK (id), version text NOT NULL)`);
    await q.query(`INSERT INTO search_index_state (version) VALUES ('')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_index_state`);
    await q.query(`DROP TABLE IF EXISTS search_synonyms`);
    await q.query(`DROP TABLE IF EXISTS search_terms`);
    await q.query(`DROP INDEX IF EXISTS products_search_vector`);
    await q.query(`ALTER TABLE products DROP COLUMN IF EXISTS "searchVector"`);
  }
}

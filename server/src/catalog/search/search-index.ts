import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SEARCH_ANALYSIS_VERSION, type ProductOptionDto } from '@ward/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogEvents } from '../catalog-events.js';
import { optionValueNames, searchDocument, type SearchableProduct, type SearchDocument } from './search-document.js';

/** Anything that runs SQL: the DataSource, a transaction's EntityManager, a QueryRunner. */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Products read and written per statement when re-indexing. */
const BATCH = 500;
/** Up to this many products are re-indexed before the server answers; more, in the background. */
const REINDEX_BEFORE_START = 20_000;
const REINDEX_LOCK = 0x73726368; // "srch"

const SOURCE = `
  SELECT p.id, p."nameAr", p."nameEn", p."descriptionAr", p."descriptionEn", c."nameAr" AS "categoryAr", c."nameEn" AS "categoryEn",
    p.options, ARRAY(SELECT v.sku FROM product_variants v WHERE v."productId" = p.id AND NOT v."isSample" ORDER BY v.position, v.id) AS skus
  FROM products p LEFT JOIN categories c ON c.id = p."categoryId"`;

interface SourceRow {
  id: number;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  categoryAr: string | null;
  categoryEn: string | null;
  options: ProductOptionDto[];
  skus: string[];
}

const searchable = (r: SourceRow): SearchableProduct => ({
  name: { ar: r.nameAr, en: r.nameEn },
  description: { ar: r.descriptionAr, en: r.descriptionEn },
  categoryName: r.categoryAr === null ? null : { ar: r.categoryAr, en: r.categoryEn ?? '' },
  optionValues: optionValueNames(r.options ?? []),
  skus: r.skus,
});

/** Stores products' search vectors and adds their words to the vocabulary corrections draw from. */
export async function writeSearchDocuments(sql: Sql, documents: Array<{ id: number; document: SearchDocument }>): Promise<void> {
  if (!documents.length) return;
  await sql.query(
    `INSERT INTO product_search_vectors (id, vector) SELECT d.id, d.vector::tsvector FROM unnest($1::int[], $2::text[]) AS d(id, vector)
     WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = d.id)
     ON CONFLICT (id) DO UPDATE SET vector = excluded.vector`,
    [documents.map((d) => d.id), documents.map((d) => d.document.vector)],
  );
  await addVocabulary(
    sql,
    documents.flatMap((d) => d.document.vocabulary),
  );
}

export async function addVocabulary(sql: Sql, words: Array<[string, string]>): Promise<void> {
  const unique = new Map(words);
  if (!unique.size) return;
  await sql.query(`INSERT INTO search_terms (term, surface) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
    [...unique.keys()],
    [...unique.values()],
  ]);
}

/**
 * Re-reads products (every one, one category's, or the given ids) and rewrites their search
 * documents, 500 at a time. Returns how many.
 */
export async function reindexProducts(sql: Sql, which: { categoryId?: number; ids?: number[] } = {}): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const params: unknown[] = [after, BATCH];
    let where = 'p.id > $1';
    if (which.categoryId !== undefined) where += ` AND p."categoryId" = $${params.push(which.categoryId)}`;
    if (which.ids) where += ` AND p.id = ANY($${params.push(which.ids)}::int[])`;
    const rows = (await sql.query(`${SOURCE} WHERE ${where} ORDER BY p.id LIMIT $2`, params)) as SourceRow[];
    if (!rows.length) return done;
    await writeSearchDocuments(
      sql,
      rows.map((r) => ({ id: r.id, document: searchDocument(searchable(r)) })),
    );
    done += rows.length;
    after = rows.at(-1)!.id;
  }
}

/**
 * Keeps stored search vectors made with the current analysis: when @ward/shared's rules or
 * lexicon changed since the vectors were written, every product is re-indexed at start (before
 * answering for a shop of up to 20,000 products, in the background above that, by one instance).
 */
@Injectable()
export class SearchIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger('Search');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: CatalogEvents,
  ) {}

  /** The product's search document, written in the caller's transaction. */
  async write(manager: EntityManager, id: number, product: SearchableProduct): Promise<void> {
    await writeSearchDocuments(manager, [{ id, document: searchDocument(product) }]);
  }

  reindex(which: { categoryId?: number; ids?: number[] } = {}, sql: Sql = this.db): Promise<number> {
    return reindexProducts(sql, which);
  }

  async onApplicationBootstrap(): Promise<void> {
    const [state] = await this.db.query<Array<{ version: string }>>(`SELECT version FROM search_index_state`);
    if (state?.version === SEARCH_ANALYSIS_VERSION) return;
    const [{ n }] = await this.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM products`);
    if (n <= REINDEX_BEFORE_START) return this.reindexAll();
    void this.reindexAll().catch((error: Error) => this.logger.error(`re-indexing stopped: ${error.message}`));
  }

  private async reindexAll(): Promise<void> {
    const runner = this.db.createQueryRunner();
    try {
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [REINDEX_LOCK])) as Array<{ locked: boolean }>;
      if (!locked) return; // another instance is at it
      try {
        const started = Date.now();
        const count = await reindexProducts(runner);
        await runner.query(`UPDATE search_index_state SET version = $1`, [SEARCH_ANALYSIS_VERSION]);
        if (count) this.logger.log(`re-indexed ${count} products for search in ${Date.now() - started} ms`);
        // what searches kept (and the vocabulary in memory) may have been read half way through
        if (count) await this.events.changed();
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1)`, [REINDEX_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }
}

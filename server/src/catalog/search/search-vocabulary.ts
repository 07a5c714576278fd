import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogEvents } from '../catalog-events.js';
import { byCodeUnit, VocabularyIndex } from './vocabulary-index.js';

const TERMS = `SELECT term, surface FROM search_terms`;
const LEXEMES = `SELECT word FROM ts_stat('SELECT vector FROM product_search_vectors')`;

/**
 * The search's vocabulary (`search_terms`, what corrections draw from) and the words the products'
 * search vectors hold, in memory (vocabulary-index.ts), so a misspelling never seen before is
 * corrected, and its forms looked up, without a trip to PostgreSQL: at 50 connections such a trip
 * waited for the event loop to come round again, 20–60 ms, for a statement of half a millisecond.
 * Any catalogue change (on any instance) makes it stale; until the new one is read `current()`
 * answers null and the search asks PostgreSQL as before (search-sql.ts), so nothing a write adds
 * is missed.
 */
@Injectable()
export class SearchVocabulary {
  private readonly logger = new Logger('Search');
  private index: VocabularyIndex | null = null;
  private loading: Promise<void> | null = null;
  /** bumped by every change: a reading that started under another one is thrown away */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    events: CatalogEvents,
  ) {
    events.onChange(() => {
      this.generation++;
      this.index = null;
    });
  }

  /** The vocabulary, or null while it is being read (then it starts reading it). */
  current(): VocabularyIndex | null {
    if (!this.index && !this.loading) this.loading = this.load().finally(() => (this.loading = null));
    return this.index;
  }

  /** Waits for a reading in progress (tests, and a warm start). */
  async ready(): Promise<VocabularyIndex | null> {
    this.current();
    while (this.loading) await this.loading;
    return this.index;
  }

  private async load(): Promise<void> {
    const generation = this.generation;
    try {
      const pool = pgPool(this.db);
      const [terms, lexemes] = await Promise.all([
        pool.query<{ term: string; surface: string }>(TERMS),
        pool.query<{ word: string }>(LEXEMES),
      ]);
      if (generation !== this.generation) return;
      this.index = new VocabularyIndex(terms.rows, lexemes.rows.map((r) => r.word).sort(byCodeUnit));
    } catch (error) {
      // the search keeps asking PostgreSQL; the next search tries again
      this.logger.warn(`search vocabulary not read: ${(error as Error).message}`);
    }
  }
}


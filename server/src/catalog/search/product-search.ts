import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { CatalogEvents } from '../catalog-events.js';
import { planParams, planSearch, type SearchPlan } from './search-plan.js';
import { SEARCH_IDS } from './search-sql.js';
import { Synonyms } from './synonyms.js';

/** A vocabulary word a query's clause was corrected to. */
export interface Correction {
  /** 1-based clause of the plan */
  clause: number;
  /** whether the clause's own word is in the vocabulary (then it was not misspelt) */
  known: boolean;
  term: string;
  surface: string;
  score: number;
}

export interface SearchMatches {
  plan: SearchPlan;
  /** every matching product, best first */
  ids: number[];
  corrections: Correction[];
}

/**
 * How long a query's matches are reused. Any catalogue change clears them at once; what changes
 * without one (stock, by orders) only reorders equally relevant matches, and filters read stock
 * from the catalogue index, not from here.
 */
const KEEP_MS = 10 * 60_000;
const MAX_QUERIES = 2_000;

/**
 * Full-text search over the products' search vectors (search-sql.ts). A query's matches are
 * kept for ten minutes per query (as written after analysis: "الهدايا" and "هدايا" share), so paging,
 * re-sorting and filtering a search, or a crowd typing the same words, reads them once; a query
 * asked again while its first reading runs waits for that one.
 */
@Injectable()
export class ProductSearch {
  private readonly kept = new Map<string, { at: number; matches: Promise<SearchMatches> }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly synonyms: Synonyms,
    events: CatalogEvents,
  ) {
    events.onChange(() => this.kept.clear());
  }

  /**
   * The products matching `query`, or null when it has no word to search for. `typing`: the
   * query is being typed (suggestions), its last word also matches the words it begins.
   */
  matches(query: string, { typing = false } = {}): Promise<SearchMatches> | null {
    const plan = planSearch(query, this.synonyms.equivalences, { prefixLast: typing });
    if (!plan) return null;
    const key = JSON.stringify(planParams(plan));
    const hit = this.kept.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.matches;
    if (this.kept.size >= MAX_QUERIES) this.kept.delete(this.kept.keys().next().value as string);
    const matches = this.read(plan);
    const entry = { at: Date.now(), matches };
    this.kept.set(key, entry);
    matches.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return matches;
  }

  private async read(plan: SearchPlan): Promise<SearchMatches> {
    const pool = pgPool(this.db);
    const { rows } = await pool.query<{ ids: number[] | null; corrections: Correction[] | null }>({
      name: 'search-ids',
      text: SEARCH_IDS,
      values: planParams(plan),
    });
    return { plan, ids: rows[0]?.ids ?? [], corrections: rows[0]?.corrections ?? [] };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pgPool } from '../../database/pool.js';
import { GenericPlanPool } from '../../database/generic-plan-pool.js';
import { CatalogEvents } from '../catalog-events.js';
import { CatalogIndex } from '../listing/catalog-index.js';
import { orderMatches, type RankedMatches } from './match-order.js';
import { RecentAnswers } from './recent-answers.js';
import { planParams, planSearch, type SearchPlan } from './search-plan.js';
import { presenceOperands, searchQuery } from './search-query.js';
import { CORRECTIONS, MATCHES, PRESENT, SEARCH_AT_ONCE } from './search-sql.js';
import { SearchVocabulary } from './search-vocabulary.js';
import { Synonyms } from './synonyms.js';
import type { VocabularyIndex, WordCorrection } from './vocabulary-index.js';

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

/** Every clause's corrections, from the vocabulary in memory. */
function correctionsFrom(vocabulary: VocabularyIndex, plan: SearchPlan): Correction[] {
  return plan.fuzzy.flatMap((word, i) => (word ? vocabulary.corrections(word, plan.alike[i]).map((c) => ({ clause: i + 1, ...c })) : []));
}

/**
 * How long answers are reused. Any catalogue change clears them at once; what changes without
 * one (stock, by orders) only reorders equally relevant matches, and filters read stock from the
 * catalogue index, not from here.
 */
const KEEP_MS = 10 * 60_000;

/**
 * Full-text search over the products' search vectors (search-sql.ts), with answers kept for ten
 * minutes: per query as analysed ("الهدايا" and "هدايا" share), so paging, re-sorting and
 * filtering read once; per misspelt word, its corrections; per word form, whether any product
 * holds it; and per resulting tsquery (search-query.ts: forms no product holds left out), the
 * ordered matches, so the many misspellings of one word ("عطحر", "عظور" → عطر/عطور) read the
 * catalogue once between them.
 */
@Injectable()
export class ProductSearch {
  private readonly queries = new RecentAnswers<SearchMatches>(KEEP_MS, 2_000);
  private readonly words = new RecentAnswers<WordCorrection[]>(KEEP_MS, 20_000);
  private readonly matched = new RecentAnswers<number[]>(KEEP_MS, 2_000);
  private readonly present = new RecentAnswers<boolean>(KEEP_MS, 50_000);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly generic: GenericPlanPool,
    private readonly synonyms: Synonyms,
    private readonly index: CatalogIndex,
    private readonly vocabulary: SearchVocabulary,
    events: CatalogEvents,
  ) {
    events.onChange(() => [this.queries, this.words, this.matched, this.present].forEach((kept) => kept.clear()));
  }

  /**
   * The products matching `query`, or null when it has no word to search for. `typing`: the
   * query is being typed (suggestions), its last word also matches the words it begins.
   */
  matches(query: string, { typing = false } = {}): Promise<SearchMatches> | null {
    const plan = planSearch(query, this.synonyms.equivalences, { prefixLast: typing });
    if (!plan) return null;
    return this.queries.through(JSON.stringify(planParams(plan)), () => this.read(plan));
  }

  private async read(plan: SearchPlan): Promise<SearchMatches> {
    if (!this.matched.size) return this.readAtOnce(plan);
    // from memory when the vocabulary is read (search-vocabulary.ts), else from PostgreSQL
    const vocabulary = this.vocabulary.current();
    const [corrections, present] = vocabulary
      ? [correctionsFrom(vocabulary, plan), new Set(presenceOperands(plan).filter((operand) => vocabulary.holds(operand)))]
      : await Promise.all([this.corrections(plan), this.presence(presenceOperands(plan))]);
    const query = searchQuery(plan, corrections, (operand) => present.has(operand));
    if (!query) return { plan, ids: [], corrections };
    const ids = await this.matched.through(`${query.strict}\n${query.loose}`, () => this.readMatches(query.strict, query.loose));
    return { plan, ids, corrections };
  }

  /**
   * With no matches kept (after a catalogue change) there is nothing to share: one statement reads
   * corrections, presence and matches, and what it learnt is kept as the two-step path keeps it.
   */
  private async readAtOnce(plan: SearchPlan): Promise<SearchMatches> {
    const clauses = plan.fuzzy.flatMap((word, i) => (word ? [i] : []));
    const operands = presenceOperands(plan);
    const { rows } = await pgPool(this.db).query<
      RankedMatches & { corrections: Array<WordCorrection & { i: number }> | null; present: string[] }
    >({
      name: 'search-at-once',
      text: SEARCH_AT_ONCE,
      values: [
        clauses.map((i) => plan.fuzzy[i]),
        clauses.map((i) => plan.alike[i]),
        operands,
        plan.exact.map((exact, i) => (plan.prefix[i] ? `${exact} | ${plan.prefix[i]}` : exact)),
        plan.fuzzy.map((_, i) => clauses.indexOf(i) + 1),
      ],
    });
    const row = rows[0];
    const perWord = clauses.map((_, n) =>
      (row.corrections ?? []).filter((c) => c.i === n + 1).map(({ known, term, surface, score }) => ({ known, term, surface, score })),
    );
    clauses.forEach((i, n) => void this.words.set(this.wordKey(plan, i), Promise.resolve(perWord[n])));
    const present = new Set(row.present);
    for (const operand of operands) void this.present.set(operand, Promise.resolve(present.has(operand)));
    const corrections = perWord.flatMap((list, n) => list.map((c) => ({ clause: clauses[n] + 1, ...c })));
    const query = searchQuery(plan, corrections, (operand) => present.has(operand));
    if (!query) return { plan, ids: [], corrections };
    const ids = orderMatches(row, await this.index.current());
    return { plan, ids: await this.matched.through(`${query.strict}\n${query.loose}`, () => Promise.resolve(ids)), corrections };
  }

  /** Which of the operands some product holds; those not asked lately read in one statement. */
  private async presence(operands: string[]): Promise<Set<string>> {
    const unread = [...new Set(operands.filter((o) => !this.present.get(o)))];
    if (unread.length) {
      const batch = this.generic.connections
        .query<{ q: string }>({ name: 'search-present', text: PRESENT, values: [unread] })
        .then((r) => new Set(r.rows.map((row) => row.q)));
      for (const operand of unread)
        void this.present.set(
          operand,
          batch.then((found) => found.has(operand)),
        );
    }
    const answers = await Promise.all(operands.map(async (o) => [o, (await this.present.get(o)) ?? false] as const));
    return new Set(answers.filter(([, held]) => held).map(([o]) => o));
  }

  private async readMatches(strict: string, loose: string): Promise<number[]> {
    const { rows } = await pgPool(this.db).query<RankedMatches>({
      name: 'search-matches',
      text: MATCHES,
      values: [strict, loose],
    });
    return orderMatches(rows[0], await this.index.current());
  }

  /** Every clause's corrections; the words not seen lately read in one statement. */
  private async corrections(plan: SearchPlan): Promise<Correction[]> {
    const keyOf = (i: number) => this.wordKey(plan, i);
    const clauses = plan.fuzzy.flatMap((word, i) => (word ? [i] : []));
    const unread = [...new Map(clauses.filter((i) => !this.words.get(keyOf(i))).map((i) => [keyOf(i), i])).values()];
    if (unread.length) {
      const batch = this.readCorrections(
        unread.map((i) => plan.fuzzy[i]),
        unread.map((i) => plan.alike[i]),
      );
      unread.forEach(
        (i, n) =>
          void this.words.set(
            keyOf(i),
            batch.then((all) => all[n]),
          ),
      );
    }
    const perClause = await Promise.all(clauses.map((i) => this.words.get(keyOf(i)) ?? Promise.resolve([])));
    return perClause.flatMap((list, n) => list.map((c) => ({ clause: clauses[n] + 1, ...c })));
  }

  private wordKey(plan: SearchPlan, i: number): string {
    return `${plan.fuzzy[i]} ${plan.alike[i]}`;
  }

  private async readCorrections(words: string[], alike: string[]): Promise<WordCorrection[][]> {
    const { rows } = await this.generic.connections.query<WordCorrection & { i: number }>({
      name: 'search-corrections',
      text: CORRECTIONS,
      values: [words, alike],
    });
    return words.map((_, n) =>
      rows.filter((r) => r.i === n + 1).map(({ known, term, surface, score }) => ({ known, term, surface, score })),
    );
  }
}

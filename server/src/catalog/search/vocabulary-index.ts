import { similarityOf, SIMILARITY_THRESHOLD, trigramsOf } from './trigrams.js';

/** A vocabulary word a query's word may be corrected to (`known`: the query's word itself is in the vocabulary). */
export interface WordCorrection {
  known: boolean;
  term: string;
  surface: string;
  score: number;
}

/** The order of `ORDER BY … COLLATE "C"` (search-sql.ts): by UTF-16 code unit, which for these words is by code point. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** CORRECTIONS' rules (search-sql.ts), kept in step with it: the index test compares the two. */
const ALIKE_SCORE = Math.fround(0.9);
const SIMILAR_CANDIDATES = 8;
const KEPT = 4;
const WITHIN_BEST = 0.25;
const MIN_SCORE = { known: 0.5, unknown: 0.3 };

/**
 * The vocabulary with a trigram index, and the products' lexemes sorted, answering what
 * CORRECTIONS and PRESENT answer (search-sql.ts) from memory. Built once per catalogue version
 * (search-vocabulary.ts).
 */
export class VocabularyIndex {
  private readonly terms: string[];
  private readonly surfaces: string[];
  private readonly position = new Map<string, number>();
  private readonly trigramCounts: Uint16Array;
  private readonly postings = new Map<string, number[]>();
  /** per term, trigrams shared with the word being corrected (zeroed after each word) */
  private readonly shared: Uint16Array;
  private readonly lexemeSet: Set<string>;

  constructor(
    rows: ReadonlyArray<{ term: string; surface: string }>,
    /** sorted by `byCodeUnit` */
    private readonly lexemes: readonly string[],
  ) {
    this.terms = rows.map((r) => r.term);
    this.surfaces = rows.map((r) => r.surface);
    this.trigramCounts = new Uint16Array(rows.length);
    this.shared = new Uint16Array(rows.length);
    this.terms.forEach((term, at) => {
      this.position.set(term, at);
      const grams = trigramsOf(term);
      this.trigramCounts[at] = grams.length;
      for (const gram of grams) {
        const list = this.postings.get(gram);
        if (list) list.push(at);
        else this.postings.set(gram, [at]);
      }
    });
    this.lexemeSet = new Set(lexemes);
  }

  get size(): number {
    return this.terms.length;
  }

  /** CORRECTIONS for one word: `alike` its sound-alike forms, space-separated ('' for none). */
  corrections(word: string, alike: string): WordCorrection[] {
    const known = this.position.has(word);
    const scores = new Map<number, number>();
    if (alike)
      for (const form of alike.split(' ')) {
        const at = this.position.get(form);
        if (at !== undefined) scores.set(at, ALIKE_SCORE);
      }
    for (const [at, score] of this.similar(word)) scores.set(at, Math.max(scores.get(at) ?? 0, score));
    const ranked = [...scores]
      .map(([at, score]) => ({ known, term: this.terms[at], surface: this.surfaces[at], score }))
      .sort((a, b) => b.score - a.score || byCodeUnit(a.term, b.term));
    const best = ranked[0]?.score ?? 0;
    const floor = known ? MIN_SCORE.known : MIN_SCORE.unknown;
    return ranked.filter((c, n) => n < KEPT && c.score >= best - WITHIN_BEST && c.score >= floor);
  }

  /** PRESENT for one operand: `'word'` some product holds, or `'pre':*` some product's word begins with. */
  holds(operand: string): boolean {
    const prefix = operand.endsWith(':*');
    const text = operand
      .slice(1, prefix ? -3 : -1)
      .replace(/''/g, "'")
      .replace(/\\\\/g, '\\');
    if (!prefix) return this.lexemeSet.has(text);
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.lexemes[mid] < text) low = mid + 1;
      else high = mid;
    }
    return low < this.lexemes.length && this.lexemes[low].startsWith(text);
  }

  /** pg_trgm's `term % word AND term <> word ORDER BY similarity DESC, term LIMIT 8`. */
  private similar(word: string): Array<[number, number]> {
    const grams = trigramsOf(word);
    const touched: number[] = [];
    for (const gram of grams) for (const at of this.postings.get(gram) ?? []) if (this.shared[at]++ === 0) touched.push(at);
    const found: Array<[number, number]> = [];
    for (const at of touched) {
      const score = similarityOf(this.shared[at], grams.length, this.trigramCounts[at]);
      this.shared[at] = 0;
      if (score >= SIMILARITY_THRESHOLD && this.terms[at] !== word) found.push([at, score]);
    }
    return found.sort((a, b) => b[1] - a[1] || byCodeUnit(this.terms[a[0]], this.terms[b[0]])).slice(0, SIMILAR_CANDIDATES);
  }
}

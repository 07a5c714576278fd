import { searchWords, type SearchWord } from './words.js';

/** A phrase's stems, word by word ("oud oil" → ["oud", "oil"]). */
type Phrase = readonly string[];

/**
 * One part of a query that a product must satisfy: the query words it stands for, and the word
 * forms that satisfy it. `exact` lists alternatives; an alternative with several forms (a phrase
 * synonym) needs all of them.
 */
export interface QueryClause {
  words: SearchWord[];
  exact: string[][];
  /** the last word of a query typed so far, matched as the beginning of a word */
  prefix: string | null;
  /** the form to look up typo-tolerant alternatives for (one word of letters, three or more) */
  fuzzy: string | null;
}

const key = (phrase: Phrase) => phrase.join(' ');

/**
 * Groups of words and phrases that mean the same to a shopper: the transliteration table of
 * @ward/shared and the synonyms an admin manages, in either language. Turns a query's words into
 * clauses, each word (or phrase found in a group) with every form of its group as alternatives.
 */
export class Equivalences {
  /** a phrase (its stems joined) → the groups it belongs to */
  private readonly groupsOf = new Map<string, number[]>();
  /** the longest phrase of any group, in words */
  private readonly longest: number;
  private readonly groups: Phrase[][];

  constructor(groups: ReadonlyArray<readonly string[]>) {
    this.groups = groups.map((group) =>
      group.map((phrase) => searchWords(phrase, { keepStopWords: true }).map((w) => w.stem)).filter((p) => p.length > 0),
    );
    this.groups.forEach((group, index) => {
      for (const phrase of group) this.groupsOf.set(key(phrase), [...(this.groupsOf.get(key(phrase)) ?? []), index]);
    });
    this.longest = Math.max(1, ...this.groups.flat().map((p) => p.length));
  }

  /** Every phrase that means what `phrase` means (itself included), or just itself. */
  alternatives(phrase: Phrase): Phrase[] {
    const seen = new Map<string, Phrase>([[key(phrase), phrase]]);
    for (const index of this.groupsOf.get(key(phrase)) ?? []) for (const other of this.groups[index]) seen.set(key(other), other);
    return [...seen.values()];
  }

  /**
   * A query's clauses: phrases of a group found among the words first (longest first), every other
   * word on its own. With `prefixLast`, the last word also matches words it begins.
   */
  clauses(words: SearchWord[], { prefixLast }: { prefixLast: boolean }): QueryClause[] {
    const clauses: QueryClause[] = [];
    for (let i = 0; i < words.length; ) {
      const span = this.phraseAt(words, i);
      const covered = words.slice(i, i + span);
      const stems = covered.map((w) => w.stem);
      const exact = this.alternatives(stems).map((p) => [...p]);
      if (span === 1 && covered[0].text !== covered[0].stem) exact.push([covered[0].text]);
      const last = i + span === words.length;
      const only = span === 1 ? covered[0] : null;
      clauses.push({
        words: covered,
        exact,
        prefix: prefixLast && last && only ? only.text : null,
        fuzzy: only && only.script !== 'number' && only.text.length >= 3 ? only.text : null,
      });
      i += span;
    }
    return clauses;
  }

  /** How many words from `start` on form the longest phrase of a group (1 when none does). */
  private phraseAt(words: SearchWord[], start: number): number {
    for (let length = Math.min(this.longest, words.length - start); length > 1; length--) {
      if (this.groupsOf.has(key(words.slice(start, start + length).map((w) => w.stem)))) return length;
    }
    return 1;
  }
}

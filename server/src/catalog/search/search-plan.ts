import { searchWords, soundAlikeVariants, type Equivalences, type QueryClause } from '@ward/shared';

/** Words of a query that count; the rest of a longer query is ignored. */
export const MAX_QUERY_WORDS = 8;

/** A query's clauses as the search statement's parameters, one entry per clause (search-sql.ts). */
export interface SearchPlan {
  clauses: QueryClause[];
  /** every alternative of the clause that matches exactly, e.g. `'هدي' | 'هدايا' | 'gift'` */
  exact: string[];
  /** the clause's last word as a prefix (`'عط':*`), or '' */
  prefix: string[];
  /** the word to find spelling corrections for, or '' */
  fuzzy: string[];
  /** its sound-alike variants, space-separated, or '' */
  alike: string[];
}

const lexeme = (form: string) => `'${form}'`;
const alternative = (forms: string[]) => (forms.length === 1 ? lexeme(forms[0]) : `(${forms.map(lexeme).join(' & ')})`);

/**
 * What a query asks for, or null when it has no word to search for (only punctuation, emoji…).
 * Word forms come from @ward/shared's analysis and hold letters and digits only, so they are
 * safe inside tsquery quotes. Stop words count only when a query has nothing else. With
 * `prefixLast` (typing, suggestions) the last word also matches the words it begins.
 */
export function planSearch(query: string, equivalences: Equivalences, { prefixLast }: { prefixLast: boolean }): SearchPlan | null {
  let words = searchWords(query, { max: MAX_QUERY_WORDS });
  if (!words.length) words = searchWords(query, { max: MAX_QUERY_WORDS, keepStopWords: true });
  // while typing, the last word counts from its first letter ("oud c" → cambodian…)
  const typed = prefixLast ? searchWords(query, { minLetters: 1, keepStopWords: true }).at(-1) : undefined;
  if (typed && typed.text.length === 1 && words.at(-1) !== typed) words = [...words.slice(0, MAX_QUERY_WORDS - 1), typed];
  if (!words.length) return null;
  const clauses = equivalences.clauses(words, { prefixLast });
  return {
    clauses,
    exact: clauses.map((c) => c.exact.map(alternative).join(' | ')),
    prefix: clauses.map((c) => (c.prefix ? `${lexeme(c.prefix)}:*` : '')),
    fuzzy: clauses.map((c) => c.fuzzy ?? ''),
    alike: clauses.map((c) => (c.fuzzy && c.words[0].script === 'arabic' ? soundAlikeVariants(c.fuzzy).join(' ') : '')),
  };
}

/** The statement's parameters, in order. */
export const planParams = (plan: SearchPlan): string[][] => [plan.exact, plan.prefix, plan.fuzzy, plan.alike];

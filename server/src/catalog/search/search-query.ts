import type { Correction } from './product-search.js';
import type { SearchPlan } from './search-plan.js';

/** A tsquery operand (word forms hold letters and digits only; quoted the tsquery way all the same). */
export const lexeme = (form: string): string => `'${form.replace(/['\\]/g, (ch) => ch + ch)}'`;

/** The operands whose presence in the catalogue decides which tsquery a plan comes to: its clauses' single forms and prefixes. */
export function presenceOperands(plan: SearchPlan): string[] {
  return plan.clauses.flatMap((c) => [
    ...c.exact.filter((forms) => forms.length === 1).map((forms) => lexeme(forms[0])),
    ...(c.prefix ? [`${lexeme(c.prefix)}:*`] : []),
  ]);
}

export interface SearchQuery {
  /** every clause exactly or as typed so far ('' when some clause cannot: nothing matches strictly) */
  strict: string;
  /** every clause exactly, as typed so far, or corrected */
  loose: string;
}

/**
 * The plan as the tsqueries MATCHES runs (search-sql.ts), leaving out the operands no product
 * holds (a misspelt word, its stem): they change neither what matches nor the order (ts_rank
 * skips them: between clauses it only reads the operands found, within one clause it divides every
 * product's rank by the same count), so the many misspellings of a word come to one tsquery and
 * are read once. A phrase (`'gift' & 'set'`) is kept as it is, and a one-clause query keeps its
 * `|` on top (ts_rank ranks a top `&` another way). Null when some clause can match nothing.
 */
export function searchQuery(plan: SearchPlan, corrections: Correction[], present: (operand: string) => boolean): SearchQuery | null {
  const strict: string[] = [];
  const loose: string[] = [];
  for (const [i, clause] of plan.clauses.entries()) {
    const all = clause.exact.map((forms) => ({
      text: forms.length === 1 ? lexeme(forms[0]) : `(${forms.map(lexeme).join(' & ')})`,
      single: forms.length === 1,
    }));
    if (clause.prefix) all.push({ text: `${lexeme(clause.prefix)}:*`, single: true });
    const kept = all.filter((a) => !a.single || present(a.text)).map((a) => a.text);
    const corrected = corrections.filter((c) => c.clause === i + 1).map((c) => lexeme(c.term));
    let either = [...kept, ...corrected];
    if (!either.length) return null;
    const onlyPhrase = either.length === 1 && all.some((a) => !a.single && a.text === either[0]);
    if (plan.clauses.length === 1 && onlyPhrase && all.length + corrected.length > 1) either = [...all.map((a) => a.text), ...corrected];
    strict.push(kept.length ? `(${kept.join(' | ')})` : '');
    loose.push(`(${either.join(' | ')})`);
  }
  return { strict: strict.includes('') ? '' : strict.join(' & '), loose: loose.join(' & ') };
}

import { issueMessage, translate, type Language } from '@ward/shared';
import { DomainError } from '../../common/domain-errors.js';
import type { CellProblem } from './product-csv-input.js';
import type { ZodProblem } from './product-csv-plan.js';

/**
 * A file with bad rows (400, nothing imported): `errors` maps `row.<n>.<column>` to the
 * translated reason, every bad cell of every row, in row order; `message` says how many rows.
 */
export class CsvRowErrors extends DomainError {
  constructor(
    readonly problems: CellProblem[],
    private readonly zodProblems: ZodProblem[],
  ) {
    super(400, 'csv.hasErrors', { count: new Set([...problems, ...zodProblems].map((p) => p.row)).size });
  }

  override fieldMessages(lang: Language): Record<string, string[]> {
    const all = [
      ...this.problems.map((p) => ({ row: p.row, column: p.column, text: translate(p.key, lang, p.params) })),
      ...this.zodProblems.map((p) => ({ row: p.row, column: p.column, text: issueMessage(p.issue, lang) })),
    ].sort((a, b) => a.row - b.row);
    const out = new Map<string, string[]>();
    for (const { row, column, text } of all) {
      const key = `row.${row}.${column}`;
      if (!out.get(key)?.includes(text)) out.set(key, [...(out.get(key) ?? []), text]);
    }
    return Object.fromEntries(out);
  }
}

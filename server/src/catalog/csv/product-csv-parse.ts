import { parse } from 'csv-parse/sync';
import { BadInputError } from '../../common/domain-errors.js';
import { unneutralise } from '@ward/shared';
import { CSV_COLUMNS, CSV_MAX_ROWS, type CsvRecord } from './product-csv-columns.js';

/** One data row of the file: its number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: CsvRecord;
}

/**
 * The file's rows (csv-parse: quotes, line breaks inside cells, a byte-order mark, `,` or `;`
 * as Excel writes by locale). Refused whole (400) when it cannot be read, lacks a column, has no
 * row or more than CSV_MAX_ROWS. Cells are trimmed and a neutralised formula loses its `'`.
 */
export function parseProductCsv(bytes: Buffer): CsvRow[] {
  // one delimiter per file, read from its header: `;` also separates option values inside a cell
  const firstLine = bytes.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0];
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(bytes, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      to: CSV_MAX_ROWS + 2,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new BadInputError('csv.unreadable', { file: 'csv.unreadable' }, { line });
  }
  const [header, ...data] = records;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) throw new BadInputError('csv.columnsMissing', { file: 'csv.columnsMissing' }, { columns: missing.join(', ') });
  if (!data.length) throw new BadInputError('csv.empty', { file: 'csv.empty' });
  if (data.length > CSV_MAX_ROWS) throw new BadInputError('csv.tooManyRows', { file: 'csv.tooManyRows' }, { max: CSV_MAX_ROWS });
  const at = CSV_COLUMNS.map((c) => names.indexOf(c));
  return data
    .map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(CSV_COLUMNS.map((c, j) => [c, unneutralise((cells[at[j]] ?? '').trim())])) as CsvRecord,
    }))
    .filter((r) => CSV_COLUMNS.some((c) => r.cells[c] !== ''));
}

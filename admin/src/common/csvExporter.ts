import { csvTextCell } from '@ward/shared';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

type Row = Record<string, unknown>;

/** `{ name: { ar, en } }` → `name.ar`, `name.en`; a list of values becomes one cell. */
function flatten(value: unknown, key: string, out: Row): Row {
  if (Array.isArray(value)) out[key] = value.map((v) => (v && typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ');
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => flatten(v, key ? `${key}.${k}` : k, out));
  else out[key] = value ?? '';
  return out;
}

/** A value as one CSV cell: numbers and true/false as they are, any text quoted with its formulas neutralised (issue 26). */
export const csvCell = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return csvTextCell(typeof v === 'string' ? v : JSON.stringify(v));
};

/** A column name: plain field paths as they are (readers split the header on commas), anything else as a text cell. */
const headerCell = (key: string) => (/^[A-Za-z0-9_.]+$/.test(key) ? key : csvCell(key));

/** Rows → CSV text, the columns in the order they first appear. */
export function toCsv(rows: Row[]): string {
  const flat = rows.map((r) => flatten(r, '', {}));
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  return [columns.map(headerCell).join(','), ...flat.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\n');
}

/**
 * react-admin's export, one row per record, with a byte-order mark so that spreadsheet programs
 * read Arabic as UTF-8 (react-admin's own CSV has none and shows it garbled). `pick` chooses the
 * columns of a resource whose records nest lists (orders).
 */
export const csvExporter =
  (pick: (record: RaRecord) => Row = (r) => r): Exporter =>
  (records, _fetchRelated, _dataProvider, resource) =>
    downloadCSV(`\uFEFF${toCsv(records.map(pick))}`, resource ?? 'export');

import type { ImageDto, MessageKey, ProductDto } from '@ward/shared';
import { parseOptionValues, PRODUCT_DETAIL_COLUMNS, type CsvColumn } from './product-csv-columns.js';
import type { CsvRow } from './product-csv-parse.js';

/** A problem in one cell: the row as a spreadsheet numbers it, the column, a catalogue key with its words. */
export interface CellProblem {
  row: number;
  column: CsvColumn | 'file';
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** What the product form would send: the shape `productSchema` parses (loosely typed until it has). */
export type LooseInput = Record<string, unknown> & { variants: Array<Record<string, unknown>> };

/** A product as the product form would send it back unchanged (the base a file's rows change). */
export function inputOfProduct(p: ProductDto): LooseInput {
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    images: p.images,
    isFeatured: p.isFeatured,
    options: p.options,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      barcode: v.barcode,
      options: v.options,
      price: v.price,
      isDiscounted: v.isDiscounted,
      discountValue: v.discountValue,
      stock: v.stock,
      weight: v.weight,
      images: v.images,
      isDefault: v.isDefault,
      components: v.components.map((c) => ({ variantId: c.variantId, quantity: c.quantity })),
    })),
  };
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A number cell: a figure in Western digits (a minus kept, so the form's rules say "must be
 * positive"), undefined when blank (then "required"), else the text (then "must be a number").
 */
const numberCell = (cell: string): number | string | undefined => (cell === '' ? undefined : DECIMAL.test(cell) ? Number(cell) : cell);
const YES = new Set(['yes', 'y', 'true', '1', 'نعم']);
const NO = new Set(['no', 'n', 'false', '0', 'لا']);

/**
 * The product columns of a product's rows: each taken from the rows that fill it (all must agree),
 * over the product's current values. Problems are reported on the row that disagrees.
 */
export function applyProductCells(base: LooseInput, rows: CsvRow[], problems: CellProblem[], images: ImageDto[]): LooseInput {
  const input: LooseInput = { ...base, name: { ...(base.name as object) }, description: { ...(base.description as object) } };
  for (const column of PRODUCT_DETAIL_COLUMNS) {
    const filled = rows.filter((r) => r.cells[column] !== '');
    if (!filled.length) continue;
    const [first] = filled;
    for (const other of filled.slice(1))
      if (other.cells[column] !== first.cells[column])
        problems.push({ row: other.row, column, key: 'csv.sameProduct', params: { row: first.row } });
    const cell = first.cells[column];
    const bad = (key: MessageKey) => problems.push({ row: first.row, column, key });
    if (column === 'name_ar' || column === 'name_en') (input.name as Record<string, string>)[column.slice(5)] = cell;
    else if (column === 'description_ar' || column === 'description_en')
      (input.description as Record<string, string>)[column.slice(12)] = cell;
    else if (column === 'category_id') input.categoryId = /^\d+$/.test(cell) ? Number(cell) : cell;
    else if (column === 'featured') {
      const word = cell.toLowerCase();
      if (YES.has(word) || NO.has(word)) input.isFeatured = YES.has(word);
      else bad('csv.yesNo');
    } else if (column === 'images') input.images = cell.split(/\s+/).map((url) => images.find((i) => i.url === url) ?? { url });
    else if (column === 'options') {
      try {
        input.options = JSON.parse(cell);
      } catch {
        bad('csv.json');
      }
    }
  }
  return input;
}

/** A row's variant over the variant of the same SKU (or a new one): every variant cell as written. */
export function variantOfRow(row: CsvRow, current: Record<string, unknown> | undefined, problems: CellProblem[]): Record<string, unknown> {
  const c = row.cells;
  const options = parseOptionValues(c.option_values);
  if (!options) problems.push({ row: row.row, column: 'option_values', key: 'csv.optionValues' });
  const discount = numberCell(c.discount);
  const discounted = discount !== undefined && discount !== 0;
  return {
    ...(current ?? { images: [], components: [], isDefault: false }),
    sku: c.sku,
    barcode: c.barcode || null,
    options: options ?? {},
    price: numberCell(c.price),
    isDiscounted: discounted,
    discountValue: discounted ? discount : null,
    stock: numberCell(c.stock),
    weight: c.weight === '' ? null : numberCell(c.weight),
  };
}

import { productSchema, type ImageDto, type ProductDto, type ProductInput } from '@ward/shared';
import type { z } from 'zod';
import type { CsvColumn } from './product-csv-columns.js';
import { applyProductCells, inputOfProduct, variantOfRow, type CellProblem, type LooseInput } from './product-csv-input.js';
import type { CsvRow } from './product-csv-parse.js';

/** What the database says about a file's products before it is checked. */
export interface CatalogFacts {
  products: Map<number, ProductDto>;
  /** lower-case SKU → the product that has it */
  skuOwners: Map<string, number>;
  categories: Set<number>;
}

/** One product of the file, checked: its id (null: new), what to write, and which rows made it. */
export interface ProductPlan {
  id: number | null;
  input: ProductInput;
  /** the file's row of each of `input.variants` (null: a variant the file left as it was) */
  variantRows: Array<number | null>;
  firstRow: number;
  changed: boolean;
  variantsCreated: number;
  variantsUpdated: number;
}

export interface ZodProblem {
  row: number;
  column: CsvColumn;
  issue: z.core.$ZodIssue;
}

interface Group {
  id: number | null;
  rows: CsvRow[];
}

/** Rows by product: an id, a label of a new product, or (no id) the product that has the SKU. */
function groupRows(rows: CsvRow[], facts: CatalogFacts, problems: CellProblem[]): Group[] {
  const groups = new Map<string, Group>();
  const seenSku = new Map<string, number>();
  for (const row of rows) {
    const sku = row.cells.sku.toLowerCase();
    if (sku && seenSku.has(sku)) {
      problems.push({ row: row.row, column: 'sku', key: 'csv.skuTwice', params: { row: seenSku.get(sku)! } });
      continue;
    }
    if (sku) seenSku.set(sku, row.row);
    const key = row.cells.product_id;
    const owner = facts.skuOwners.get(sku);
    let id: number | null = null;
    if (/^\d+$/.test(key)) {
      id = Number(key);
      if (!facts.products.has(id)) {
        problems.push({ row: row.row, column: 'product_id', key: 'csv.productMissing' });
        continue;
      }
    } else if (!key && owner !== undefined) id = owner;
    if (owner !== undefined && owner !== id) {
      problems.push({ row: row.row, column: 'sku', key: 'csv.skuOtherProduct', params: { id: owner } });
      continue;
    }
    const groupKey = id !== null ? `id:${id}` : key ? `new:${key.toLowerCase()}` : `row:${row.row}`;
    const group = groups.get(groupKey) ?? { id, rows: [] };
    group.rows.push(row);
    groups.set(groupKey, group);
  }
  return [...groups.values()];
}

const PRODUCT_PATH_COLUMNS: Record<string, CsvColumn> = {
  name: 'name_en',
  description: 'description_en',
  categoryId: 'category_id',
  images: 'images',
  isFeatured: 'featured',
  options: 'options',
  variants: 'option_values',
};
const VARIANT_PATH_COLUMNS: Record<string, CsvColumn> = {
  sku: 'sku',
  barcode: 'barcode',
  options: 'option_values',
  price: 'price',
  isDiscounted: 'discount',
  discountValue: 'discount',
  stock: 'stock',
  weight: 'weight',
};

/** The cell a schema issue is about: a variant's row and column, or the product's first row. */
export function cellOf(path: PropertyKey[], variantRows: Array<number | null>, firstRow: number): { row: number; column: CsvColumn } {
  const [head, index, field] = path;
  if (head === 'variants' && typeof index === 'number')
    return { row: variantRows[index] ?? firstRow, column: VARIANT_PATH_COLUMNS[String(field)] ?? 'sku' };
  if ((head === 'name' || head === 'description') && path[1] === 'ar') return { row: firstRow, column: `${head}_ar` };
  return { row: firstRow, column: PRODUCT_PATH_COLUMNS[String(head)] ?? 'product_id' };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A group's product as the form would send it, checked by the product form's own schema. */
function planOf(group: Group, facts: CatalogFacts, problems: CellProblem[], zodProblems: ZodProblem[]): ProductPlan | null {
  const existing = group.id !== null ? facts.products.get(group.id)! : null;
  const base: LooseInput = existing ? inputOfProduct(existing) : { options: [], images: [], variants: [] };
  const images: ImageDto[] = existing?.images ?? [];
  const input = applyProductCells(base, group.rows, problems, images);
  const variants = [...base.variants];
  const variantRows: Array<number | null> = variants.map(() => null);
  let created = 0;
  let updated = 0;
  for (const row of group.rows) {
    const at = variants.findIndex((v) => String(v.sku).toLowerCase() === row.cells.sku.toLowerCase());
    const variant = variantOfRow(row, at >= 0 ? variants[at] : undefined, problems);
    if (at >= 0) {
      if (!sameJson(variant, variants[at])) updated++;
      variants[at] = variant;
      variantRows[at] = row.row;
    } else {
      created++;
      variants.push({ ...variant, isDefault: variants.length === 0 });
      variantRows.push(row.row);
    }
  }
  input.variants = variants;
  const firstRow = group.rows[0].row;
  // a product the file leaves as it is needs no checking (nor writing), even if today's rules are stricter than when it was saved
  if (existing && !problems.length && sameJson(input, base))
    return {
      id: group.id,
      input: input as unknown as ProductInput,
      variantRows,
      firstRow,
      changed: false,
      variantsCreated: 0,
      variantsUpdated: 0,
    };
  // checked beside the form's rules, so a row with other mistakes still hears of its category
  const unknownCategory = typeof input.categoryId === 'number' && !facts.categories.has(input.categoryId);
  if (unknownCategory)
    problems.push({ row: firstRow, column: 'category_id', key: 'csv.categoryMissing', params: { id: input.categoryId as number } });
  const parsed = productSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) zodProblems.push({ ...cellOf(issue.path, variantRows, firstRow), issue });
    return null;
  }
  if (unknownCategory) return null;
  return { id: group.id, input: parsed.data, variantRows, firstRow, changed: true, variantsCreated: created, variantsUpdated: updated };
}

/** The file's products, each checked; any problem in any row leaves `plans` to be ignored. */
export function planImport(
  rows: CsvRow[],
  facts: CatalogFacts,
): { plans: ProductPlan[]; problems: CellProblem[]; zodProblems: ZodProblem[] } {
  const problems: CellProblem[] = [];
  const zodProblems: ZodProblem[] = [];
  const plans = groupRows(rows, facts, problems).flatMap((g) => planOf(g, facts, problems, zodProblems) ?? []);
  return { plans, problems, zodProblems };
}

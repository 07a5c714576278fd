import { neutralise, type ProductDto, type VariantOptions } from '@ward/shared';

/**
 * The products CSV (issue 14): one row per variant. The product's own columns may be written on
 * every row of the product or on one of them only (the export writes them on the first); rows
 * of one product share `product_id`: its id, or for a new product any label that starts with a
 * letter (`new-oud`). Variants are matched by SKU across the shop.
 */
export const PRODUCT_COLUMNS = [
  'product_id',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'featured',
  'images',
  'options',
] as const;
export const VARIANT_COLUMNS = ['sku', 'barcode', 'option_values', 'price', 'discount', 'stock', 'weight'] as const;
export const CSV_COLUMNS = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

/** Product columns other than the key: blank on a row means "written on another row of the product". */
export const PRODUCT_DETAIL_COLUMNS = PRODUCT_COLUMNS.filter((c) => c !== 'product_id');

/** The file's limits: ample for a shop's catalogue, small enough to check in one request. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
export const CSV_MAX_ROWS = 50_000;

/** `size=50ml; concentration=edp` (option code = value code), '' for a product without options. */
export const formatOptionValues = (options: VariantOptions): string =>
  Object.entries(options)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** The reverse of formatOptionValues; null when a part is not `code=value`. */
export function parseOptionValues(cell: string): VariantOptions | null {
  const out: VariantOptions = {};
  for (const part of cell.split(';').map((p) => p.trim())) {
    if (!part) continue;
    const match = /^([^=\s]+)\s*=\s*([^=\s]+)$/.exec(part);
    if (!match) return null;
    out[match[1].toLowerCase()] = match[2].toLowerCase();
  }
  return out;
}

/** A product's rows (one per variant), product columns on the first only; every cell neutralised. */
export function productRows(p: ProductDto): string[][] {
  const productCells: Record<(typeof PRODUCT_COLUMNS)[number], string> = {
    product_id: String(p.id),
    name_ar: p.name.ar,
    name_en: p.name.en,
    description_ar: p.description.ar,
    description_en: p.description.en,
    category_id: String(p.categoryId),
    featured: p.isFeatured ? 'yes' : 'no',
    images: p.images.map((i) => i.url).join(' '),
    options: p.options.length ? JSON.stringify(p.options) : '',
  };
  return p.variants.map((v, i) => {
    const row: Record<CsvColumn, string> = {
      ...(i === 0 ? productCells : { ...blankProductCells(), product_id: String(p.id) }),
      sku: v.sku,
      barcode: v.barcode ?? '',
      option_values: formatOptionValues(v.options),
      price: v.price.toFixed(2),
      discount: v.isDiscounted && v.discountValue ? String(v.discountValue) : '',
      stock: String(v.stock),
      weight: v.weight === null ? '' : String(v.weight),
    };
    return CSV_COLUMNS.map((c) => neutralise(row[c]));
  });
}

const blankProductCells = () => Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, ''])) as Record<(typeof PRODUCT_COLUMNS)[number], string>;

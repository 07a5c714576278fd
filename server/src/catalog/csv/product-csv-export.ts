import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import type { Repository } from 'typeorm';
import type { ListQuery } from '../../common/list-query.js';
import { applyFilters, type ListSpec } from '../../common/rest-list.js';
import type { Product } from '../product.entity.js';
import { readProducts } from '../product-reads.js';
import { CSV_COLUMNS, productRows } from './product-csv-columns.js';

/** Products read per statement: a few hundred keep memory flat whatever the catalogue's size. */
const PAGE = 250;

/** The products the back office's list shows with `query`'s filters, page after page by id (keyset, no OFFSET). */
async function* productPages(products: Repository<Product>, query: ListQuery, spec: ListSpec) {
  let after = 0;
  for (;;) {
    const qb = products.createQueryBuilder('p').where('p.id > :after', { after });
    applyFilters(qb, query, spec).orderBy('p.id', 'ASC').limit(PAGE);
    const page = await readProducts(qb);
    if (!page.length) return;
    for (const product of page) yield* productRows(product);
    after = page[page.length - 1].id;
    if (page.length < PAGE) return;
  }
}

/**
 * Column names bare (readers split the header on commas), every text cell quoted (issue 26: its
 * formulas were neutralised when the row was made).
 */
const CSV_FORMAT: Options = {
  bom: true,
  header: true,
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  cast: { string: (value, context) => (context.header ? value : { value, quoted: true }) },
};

/**
 * The products CSV as a stream (csv-stringify: quoting, line breaks inside cells), UTF-8 with a
 * byte-order mark so that Excel reads Arabic right; a page of products is read only when the
 * client has taken the previous one (back-pressure), so memory stays flat.
 */
export function productCsvStream(products: Repository<Product>, query: ListQuery, spec: ListSpec): Readable {
  const csv = stringify(CSV_FORMAT);
  const rows = Readable.from(productPages(products, query, spec));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** The template: the header and two example products (one with options), every cell as the import reads it. */
export function templateCsv(): Readable {
  const csv = stringify(CSV_FORMAT);
  const options = JSON.stringify([
    {
      code: 'size',
      kind: 'volume',
      name: { ar: 'الحجم', en: 'Size' },
      values: [
        { code: '50ml', name: { ar: '50 مل', en: '50 ml' }, amount: 50 },
        { code: '100ml', name: { ar: '100 مل', en: '100 ml' }, amount: 100 },
      ],
    },
  ]);
  const common = { description_ar: 'وصف المنتج بالعربية هنا', description_en: 'The product description in English here' };
  const rows = [
    {
      product_id: 'new-1',
      name_ar: 'دهن عود ملكي',
      name_en: 'Royal oud oil',
      ...common,
      category_id: '1',
      featured: 'no',
      images: '/media/your-image-1200.webp',
      sku: 'OUD-ROYAL',
      price: '250.00',
      stock: '10',
      weight: '60',
    },
    {
      product_id: 'new-2',
      name_ar: 'عطر مسك الليل',
      name_en: 'Night musk',
      ...common,
      category_id: '1',
      featured: 'yes',
      images: '/media/your-image-1200.webp',
      options,
      sku: 'MUSK-50',
      option_values: 'size=50ml',
      price: '180.00',
      discount: '10',
      stock: '5',
      weight: '250',
    },
    { product_id: 'new-2', sku: 'MUSK-100', option_values: 'size=100ml', price: '290.00', stock: '3', weight: '400' },
  ];
  for (const row of rows) csv.write(CSV_COLUMNS.map((c) => (row as Partial<Record<string, string>>)[c] ?? ''));
  csv.end();
  return csv;
}

import { searchKey, TOLA_GRAMS, type ProductOptionInput, type VariantInput } from '@ward/shared';
import type { DataSource } from 'typeorm';
import type { WardConfig } from '../../config/config.js';
import { reindexProducts } from '../../catalog/search/search-index.js';
import { stockToWrite, writeVariants } from '../../catalog/variants/variant-writer.js';
import { setStock } from '../../inventory/stock-writes.js';
import { sqlRows } from '../sql-rows.js';
import { imageMaker } from './catalog.js';
import { describe, SEED_CATEGORIES } from './catalog-data.js';
import type { ArtKind } from './product-art.js';

/**
 * The demo shop's products with variants (issue 14): perfumes in sizes and concentrations, oud
 * oils by the tola, bakhoor by box size, and two gift sets made of other products' variants.
 * Added after the rest of the demo, so the products other seeds and tests use keep their ids.
 */

type Named = [string, string];
const value = (code: string, [ar, en]: Named, amount: number | null = null) => ({ code, name: { ar, en }, amount });

export const SIZE = (...ml: number[]): ProductOptionInput => ({
  code: 'size',
  kind: 'volume',
  name: { ar: 'الحجم', en: 'Size' },
  values: ml.map((n) => value(`${n}ml`, [`${n} مل`, `${n} ml`], n)),
});
const CONCENTRATION = (...codes: Array<'extrait' | 'edp' | 'edt'>): ProductOptionInput => ({
  code: 'concentration',
  kind: 'concentration',
  name: { ar: 'التركيز', en: 'Concentration' },
  values: codes.map((c) =>
    value(
      c,
      { extrait: ['خلاصة عطر', 'Extrait'], edp: ['أو دو بارفان', 'Eau de Parfum'], edt: ['أو دو تواليت', 'Eau de Toilette'] }[c] as Named,
    ),
  ),
});
const TOLA: ProductOptionInput = {
  code: 'weight',
  kind: 'weight',
  name: { ar: 'الوزن', en: 'Weight' },
  values: [
    value('quarter-tola', ['ربع تولة', 'Quarter tola'], Math.round((TOLA_GRAMS / 4) * 100) / 100),
    value('half-tola', ['نصف تولة', 'Half tola'], Math.round((TOLA_GRAMS / 2) * 100) / 100),
    value('tola', ['تولة', 'One tola'], TOLA_GRAMS),
  ],
};
const BOX: ProductOptionInput = {
  code: 'box',
  kind: 'weight',
  name: { ar: 'حجم العلبة', en: 'Box size' },
  values: [value('40g', ['علبة 40 غرام', '40 g box'], 40), value('80g', ['علبة 80 غرام', '80 g box'], 80)],
};

/** [sku, option values, price, stock, weight g], the first listed is the default unless `defaultAt`. */
type Row = [string, Record<string, string>, number, number, number];

interface SeedVariantProduct {
  category: string;
  name: Named;
  art: ArtKind;
  options: ProductOptionInput[];
  rows: Row[];
  /** a gift set: [sku of the set's one variant's items, quantity] */
  components?: Array<[string, number]>;
}

const PRODUCTS: SeedVariantProduct[] = [
  {
    category: "Men's Perfumes",
    name: ['عطر عود الليل', 'Oud Al Layl'],
    art: 'bottle',
    options: [SIZE(50, 100), CONCENTRATION('edp', 'edt')],
    rows: [
      ['LAYL-50-EDT', { size: '50ml', concentration: 'edt' }, 240, 14, 330],
      ['LAYL-50-EDP', { size: '50ml', concentration: 'edp' }, 290, 20, 330],
      ['LAYL-100-EDT', { size: '100ml', concentration: 'edt' }, 360, 9, 460],
      ['LAYL-100-EDP', { size: '100ml', concentration: 'edp' }, 430, 12, 460],
    ],
  },
  {
    category: "Women's Perfumes",
    name: ['عطر مسك الورد', 'Rose Musk'],
    art: 'bottle',
    options: [SIZE(30, 50, 100)],
    rows: [
      ['ROSEMUSK-30', { size: '30ml' }, 180, 0, 250],
      ['ROSEMUSK-50', { size: '50ml' }, 260, 18, 320],
      ['ROSEMUSK-100', { size: '100ml' }, 390, 7, 430],
    ],
  },
  {
    category: "Women's Perfumes",
    name: ['عطر خلاصة العنبر', 'Amber Absolute'],
    art: 'bottle',
    options: [SIZE(50, 100), CONCENTRATION('extrait', 'edp')],
    rows: [
      ['AMBER-50-EDP', { size: '50ml', concentration: 'edp' }, 340, 15, 330],
      ['AMBER-50-EXT', { size: '50ml', concentration: 'extrait' }, 460, 6, 330],
      ['AMBER-100-EDP', { size: '100ml', concentration: 'edp' }, 520, 10, 460],
      ['AMBER-100-EXT', { size: '100ml', concentration: 'extrait' }, 690, 3, 460],
    ],
  },
  {
    category: 'Oud Oils & Perfume Oils',
    name: ['دهن عود كمبودي معتّق', 'Aged Cambodian Oud Oil'],
    art: 'oil',
    options: [TOLA],
    rows: [
      ['DOHN-CAM-Q', { weight: 'quarter-tola' }, 350, 25, 60],
      ['DOHN-CAM-H', { weight: 'half-tola' }, 650, 12, 70],
      ['DOHN-CAM-T', { weight: 'tola' }, 1200, 5, 90],
    ],
  },
  {
    category: 'Oud Oils & Perfume Oils',
    name: ['دهن عود هندي', 'Indian Oud Oil'],
    art: 'oil',
    options: [TOLA],
    rows: [
      ['DOHN-HIN-Q', { weight: 'quarter-tola' }, 480, 10, 60],
      ['DOHN-HIN-H', { weight: 'half-tola' }, 900, 6, 70],
      ['DOHN-HIN-T', { weight: 'tola' }, 1700, 2, 90],
    ],
  },
  {
    category: 'Incense & Bakhoor',
    name: ['بخور ملكي', 'Royal Bakhoor'],
    art: 'bakhoor',
    options: [BOX],
    rows: [
      ['BAKH-ROYAL-40', { box: '40g' }, 95, 40, 120],
      ['BAKH-ROYAL-80', { box: '80g' }, 170, 22, 200],
    ],
  },
  {
    category: 'Gift Sets',
    name: ['صندوق هدية العيد', 'Eid Gift Box'],
    art: 'gift',
    options: [],
    rows: [['GIFT-EID', {}, 420, 0, 400]],
    components: [
      ['DOHN-CAM-Q', 1],
      ['BAKH-ROYAL-40', 1],
    ],
  },
  {
    category: 'Gift Sets',
    name: ['طقم هدية الزفاف', 'Wedding Gift Set'],
    art: 'gift',
    options: [],
    rows: [['GIFT-WEDDING', {}, 499, 0, 800]],
    components: [
      ['ROSEMUSK-50', 1],
      ['LAYL-50-EDP', 1],
    ],
  },
];

export async function seedVariantCatalog(db: DataSource, config: WardConfig): Promise<void> {
  const image = imageMaker(config);
  const skuIds = new Map<string, number>();
  const productIds: number[] = [];
  for (const [i, product] of PRODUCTS.entries()) {
    const cat = SEED_CATEGORIES.find((c) => c.name[1] === product.category)!;
    const [category] = await sqlRows<{ id: number }>(db, `SELECT id FROM categories WHERE "nameEn" = $1`, [product.category]);
    if (!category) continue;
    const [ar, en] = product.name;
    const [descAr, descEn] = describe(ar, en, cat);
    const skus = product.rows.map((r) => r[0]);
    const values = product.options.flatMap((o) => o.values.flatMap((v) => [v.name.ar, v.name.en]));
    const [{ id }] = await sqlRows<{ id: number }>(
      db,
      `INSERT INTO products ("nameAr", "nameEn", "descriptionAr", "descriptionEn", price, "finalPrice", "categoryId", images,
         "searchName", "searchText", "createdAt")
       VALUES ($1, $2, $3, $4, 1, 1, $5, $6, $7, $8, now() - make_interval(hours => $9)) RETURNING id`,
      [
        ar,
        en,
        descAr,
        descEn,
        category.id,
        JSON.stringify([await image(product.art, 40 + i), await image(product.art, 41 + i)]),
        searchKey([ar, en, ...skus, ...values].join(' ')),
        searchKey(`${descAr} ${descEn}`),
        100 + i,
      ],
    );
    const variants: VariantInput[] = product.rows.map(([sku, options, price, stock, weight], k) => ({
      sku,
      barcode: null,
      options,
      price,
      isDiscounted: false,
      discountValue: null,
      stock,
      weight,
      images: [],
      // the shop opens on a variant in stock
      isDefault: k === product.rows.findIndex((r) => r[3] > 0 || product.components),
      components: (product.components ?? []).map(([componentSku, quantity]) => ({ variantId: skuIds.get(componentSku)!, quantity })),
    }));
    const ids = await writeVariants(db.manager, id, product.options, variants);
    await setStock(
      db,
      ids.map((variantId, k) => ({ variantId, stock: stockToWrite(variants[k]) })),
      { reason: 'opening' },
    );
    skus.forEach((sku, k) => skuIds.set(sku, ids[k]));
    productIds.push(id);
  }
  await reindexProducts(db, { ids: productIds });
}
